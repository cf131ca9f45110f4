import { useTranslation } from 'react-i18next';
import { HOUSEHOLD_MEMBER_ROLES, HOUSEHOLD_RELATIONSHIPS } from '@tenant/domain';
import { Button, DateInput, ErrorBanner, Listbox, PageHeader, TextInput } from '@tenant/ui';
import type { HouseholdMember } from '@tenant/contracts';
import type { MemberDraft } from '../form.js';
import type { DraftProblem } from '../schema.js';
import { DraftProblemMessage, useDraftFieldError } from './draft-problem.js';
import { optionKey } from './option-label.js';

export interface HouseholdMembersProps {
  members: HouseholdMember[];
  draft: MemberDraft;
  /** the add button shows only when the household size leaves room (spec 1§5) */
  canAdd: boolean;
  /** a rule on the whole list (same e-mail twice, count) */
  error: string | null;
  /** why the person being entered could not be added */
  draftProblem: DraftProblem | null;
  onDraftChange: (draft: MemberDraft) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Household members: the ones added, and a member being entered (name, e-mail, birth date, relationship, role). */
export const HouseholdMembers = ({ members, draft, canAdd, error, draftProblem, onDraftChange, onAdd, onRemove }: HouseholdMembersProps) => {
  const { t } = useTranslation('household');
  const relationship = (value: string) => t(optionKey('AdditionalDetails.Relationship.', value));
  const role = (value: string) => t(optionKey('AdditionalDetails.Role.', value));
  const fieldError = useDraftFieldError(draftProblem);
  if (!canAdd && members.length === 0 && !error) return null;
  const set = (change: Partial<MemberDraft>) => onDraftChange({ ...draft, ...change });
  return (
    <section aria-labelledby="household-members-heading" data-field="hhMembers">
      <PageHeader level={2} heading={<span id="household-members-heading">{t('AdditionalDetails.Members.Heading')}</span>} note={t('AdditionalDetails.Members.Note')} />
      {members.length > 0 && (
        <ul aria-label={t('AdditionalDetails.Members.Heading')}>
          {members.map((member, index) => (
            <li key={`${member.fullname}-${index}`} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
              <span>{t('AdditionalDetails.Members.Item', { name: member.fullname, relationship: relationship(member.relationship), role: role(member.role) })}</span>
              <Button variant="link" onClick={() => onRemove(index)}>
                {t('AdditionalDetails.Members.Remove', { name: member.fullname })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorBanner message={t(error)} />}
      {canAdd && (
        <div role="group" aria-label={t('AdditionalDetails.Members.Add')} style={{ display: 'grid', gap: '.75rem' }}>
          <TextInput label={t('AdditionalDetails.Member.Fullname')} autoComplete="off" name="memberDraft.fullname" value={draft.fullname} error={fieldError('fullname')} onChange={(fullname) => set({ fullname })} />
          <TextInput label={t('AdditionalDetails.Member.Email')} type="email" autoComplete="off" name="memberDraft.email" value={draft.email} error={fieldError('email')} onChange={(email) => set({ email })} />
          <DateInput label={t('AdditionalDetails.Member.DateOfBirth')} autoComplete="off" name="memberDraft.date_of_birth" value={draft.date_of_birth} error={fieldError('date_of_birth')} onChange={(date_of_birth) => set({ date_of_birth })} />
          <div data-field="memberDraft.relationship">
            <Listbox
              label={t('AdditionalDetails.Member.Relationship')}
              options={HOUSEHOLD_RELATIONSHIPS.map((value) => ({ value, label: relationship(value) }))}
              value={draft.relationship || null}
              invalid={Boolean(fieldError('relationship'))}
              onChange={(value) => set({ relationship: value })}
            />
          </div>
          <div data-field="memberDraft.role">
            <Listbox
              label={t('AdditionalDetails.Member.Role')}
              options={HOUSEHOLD_MEMBER_ROLES.map((value) => ({ value, label: role(value) }))}
              value={draft.role || null}
              invalid={Boolean(fieldError('role'))}
              onChange={(value) => set({ role: value })}
            />
          </div>
          <DraftProblemMessage problem={draftProblem} />
          <div>
            <Button variant="secondary" onClick={onAdd}>
              {t('AdditionalDetails.Members.Add')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
};
