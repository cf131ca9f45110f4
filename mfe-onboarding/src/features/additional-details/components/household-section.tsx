import { useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GUARANTOR_ROLE, HOUSEHOLD_MAX_ADULTS, HOUSEHOLD_MAX_MINORS, HOUSEHOLD_MIN_ADULTS, HOUSEHOLD_MIN_MINORS, canAddHouseholdMember } from '@tenant/domain';
import { PageHeader } from '@tenant/ui';
import type { AdditionalDetailsContext } from '@tenant/validation';
import { FormListbox } from '../../../components/form-listbox.js';
import { EMPTY_GUARANTOR_DRAFT, EMPTY_MEMBER_DRAFT, type AdditionalDetailsForm } from '../form.js';
import { guarantorDraftProblem, memberDraftProblem, type DraftProblem } from '../schema.js';
import { focusDraftProblem } from './draft-problem.js';
import { Guarantors } from './guarantors.js';
import { HouseholdMembers } from './household-members.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((value) => ({ value, label: value }));

/**
 * The household (spec 1§3, 1§5): people and minors, the members and the guarantors. A person is checked when
 * added; the household's own rules (size against members, e-mails) show above the members on Continue.
 */
export const HouseholdSection = ({ context }: { context: AdditionalDetailsContext }) => {
  const { t } = useTranslation('household');
  const { control, setValue } = useFormContext<AdditionalDetailsForm>();
  const { errors } = useFormState({ control });
  const [adults, minors, members, memberDraft, guarantors, guarantorDraft] = useWatch({
    control,
    name: ['adults', 'minors', 'hhMembers', 'memberDraft', 'guarantors', 'guarantorDraft'],
  });
  // a person is checked when added: the problem stays at its block, and is checked again as it is fixed
  const [memberProblem, setMemberProblem] = useState<DraftProblem | null>(null);
  const [guarantorProblem, setGuarantorProblem] = useState<DraftProblem | null>(null);

  const addMember = () => {
    const problem = memberDraftProblem(memberDraft, context);
    setMemberProblem(problem);
    focusDraftProblem('memberDraft', problem);
    if (problem) return;
    setValue('hhMembers', [...members, { ...memberDraft, email: memberDraft.email.trim().toLowerCase() }]);
    setValue('memberDraft', EMPTY_MEMBER_DRAFT);
  };
  const addGuarantor = () => {
    const problem = guarantorDraftProblem(guarantorDraft, context);
    setGuarantorProblem(problem);
    focusDraftProblem('guarantorDraft', problem);
    if (problem) return;
    setValue('guarantors', [...guarantors, { ...guarantorDraft, email: guarantorDraft.email.trim().toLowerCase(), role: GUARANTOR_ROLE }]);
    setValue('guarantorDraft', EMPTY_GUARANTOR_DRAFT);
  };
  // the household size is the body's householdMembersCount; a rule on a whole list sits at the list itself
  const sizeError: string | undefined = get(errors, 'householdMembersCount.message');
  const membersError: string | null = get(errors, 'hhMembers.message') ?? null;
  const guarantorsError: string | null = get(errors, 'guarantors.message') ?? null;

  return (
    <>
      <PageHeader level={2} heading={t('AdditionalDetails.Household.Heading')} />
      <div data-field="householdMembersCount">
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <FormListbox control={control} name="adults" label={t('AdditionalDetails.Household.Adults')} options={range(HOUSEHOLD_MIN_ADULTS, HOUSEHOLD_MAX_ADULTS)} />
          <FormListbox control={control} name="minors" label={t('AdditionalDetails.Household.Minors')} options={range(HOUSEHOLD_MIN_MINORS, HOUSEHOLD_MAX_MINORS)} />
        </div>
        {sizeError && <p className="ui-field__error">{t(sizeError)}</p>}
      </div>
      <HouseholdMembers
        members={members}
        draft={memberDraft}
        canAdd={canAddHouseholdMember({ adults: Number(adults), minors: Number(minors) }, members.length)}
        error={membersError}
        draftProblem={memberProblem}
        onDraftChange={(draft) => {
          setValue('memberDraft', draft);
          if (memberProblem) setMemberProblem(memberDraftProblem(draft, context));
        }}
        onAdd={addMember}
        onRemove={(index) => setValue('hhMembers', members.filter((_, i) => i !== index))}
      />
      <Guarantors
        guarantors={guarantors}
        draft={guarantorDraft}
        error={guarantorsError}
        draftProblem={guarantorProblem}
        onDraftChange={(draft) => {
          setValue('guarantorDraft', draft);
          if (guarantorProblem) setGuarantorProblem(guarantorDraftProblem(draft, context));
        }}
        onAdd={addGuarantor}
        onRemove={(index) => setValue('guarantors', guarantors.filter((_, i) => i !== index))}
      />
    </>
  );
};
