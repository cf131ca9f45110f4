import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GUARANTOR_ROLE, HOUSEHOLD_MAX_ADULTS, HOUSEHOLD_MAX_MINORS, HOUSEHOLD_MIN_ADULTS, HOUSEHOLD_MIN_MINORS, canAddHouseholdMember } from '@tenant/domain';
import { PageHeader } from '@tenant/ui';
import type { AdditionalDetailsContext } from '@tenant/validation';
import { FormListbox } from '../../../components/form-listbox.js';
import { firstErrorMessage } from '../../../lib/form-errors.js';
import { EMPTY_GUARANTOR_DRAFT, EMPTY_MEMBER_DRAFT, type AdditionalDetailsForm } from '../form.js';
import { guarantorDraftError, memberDraftError } from '../schema.js';
import { Guarantors } from './guarantors.js';
import { HouseholdMembers } from './household-members.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((value) => ({ value, label: value }));

/**
 * The household (spec 1§3, 1§5): people and minors, the members and the guarantors. A person is checked when
 * added; the household's own rules (size against members, e-mails) show above the members on Continue.
 */
export const HouseholdSection = ({ context }: { context: AdditionalDetailsContext }) => {
  const { t } = useTranslation('household');
  const { control, setValue, setError, clearErrors } = useFormContext<AdditionalDetailsForm>();
  const { errors } = useFormState({ control });
  const [adults, minors, members, memberDraft, guarantors, guarantorDraft] = useWatch({
    control,
    name: ['adults', 'minors', 'hhMembers', 'memberDraft', 'guarantors', 'guarantorDraft'],
  });

  const addMember = () => {
    const problem = memberDraftError(memberDraft, context);
    if (problem) return setError('memberDraft', { type: 'draft', message: problem });
    clearErrors('memberDraft');
    setValue('hhMembers', [...members, { ...memberDraft, email: memberDraft.email.trim().toLowerCase() }]);
    setValue('memberDraft', EMPTY_MEMBER_DRAFT);
  };
  const addGuarantor = () => {
    const problem = guarantorDraftError(guarantorDraft, context);
    if (problem) return setError('guarantorDraft', { type: 'draft', message: problem });
    clearErrors('guarantorDraft');
    setValue('guarantors', [...guarantors, { ...guarantorDraft, email: guarantorDraft.email.trim().toLowerCase(), role: GUARANTOR_ROLE }]);
    setValue('guarantorDraft', EMPTY_GUARANTOR_DRAFT);
  };
  // the household size is the body's householdMembersCount; a rule on the whole list sits at hhMembers itself
  const householdError: string | null = get(errors, 'householdMembersCount.message') ?? get(errors, 'hhMembers.message') ?? errors.memberDraft?.message ?? null;
  const guarantorsError = firstErrorMessage(errors.guarantors) ?? errors.guarantorDraft?.message ?? null;

  return (
    <>
      <PageHeader level={2} heading={t('AdditionalDetails.Household.Heading')} />
      <div style={{ display: 'flex', gap: '1rem' }}>
        <FormListbox control={control} name="adults" label={t('AdditionalDetails.Household.Adults')} options={range(HOUSEHOLD_MIN_ADULTS, HOUSEHOLD_MAX_ADULTS)} />
        <FormListbox control={control} name="minors" label={t('AdditionalDetails.Household.Minors')} options={range(HOUSEHOLD_MIN_MINORS, HOUSEHOLD_MAX_MINORS)} />
      </div>
      <HouseholdMembers
        members={members}
        draft={memberDraft}
        canAdd={canAddHouseholdMember({ adults: Number(adults), minors: Number(minors) }, members.length)}
        error={householdError}
        onDraftChange={(draft) => setValue('memberDraft', draft)}
        onAdd={addMember}
        onRemove={(index) => setValue('hhMembers', members.filter((_, i) => i !== index))}
      />
      <Guarantors
        guarantors={guarantors}
        draft={guarantorDraft}
        error={guarantorsError}
        onDraftChange={(draft) => setValue('guarantorDraft', draft)}
        onAdd={addGuarantor}
        onRemove={(index) => setValue('guarantors', guarantors.filter((_, i) => i !== index))}
      />
    </>
  );
};
