import { useTranslation } from 'react-i18next';
import { GUARANTOR_RELATIONSHIPS } from '@tenant/domain';
import { Button, ErrorBanner, Listbox, PageHeader, TextInput } from '@tenant/ui';
import type { Guarantor } from '@tenant/contracts';
import type { GuarantorDraft } from '../form.js';
import type { DraftProblem } from '../schema.js';
import { DraftProblemMessage, useDraftFieldError } from './draft-problem.js';
import { optionKey } from './option-label.js';

export interface GuarantorsProps {
  guarantors: Guarantor[];
  draft: GuarantorDraft;
  /** a rule on the whole list (same e-mail twice, count) */
  error: string | null;
  /** why the person being entered could not be added */
  draftProblem: DraftProblem | null;
  onDraftChange: (draft: GuarantorDraft) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Guarantors: name and e-mail, with their relationship to the applicant (spec 1§3). */
export const Guarantors = ({ guarantors, draft, error, draftProblem, onDraftChange, onAdd, onRemove }: GuarantorsProps) => {
  const { t } = useTranslation('household');
  const relationship = (value: string) => t(optionKey('AdditionalDetails.GuarantorRelationship.', value));
  const fieldError = useDraftFieldError(draftProblem);
  const set = (change: Partial<GuarantorDraft>) => onDraftChange({ ...draft, ...change });
  return (
    <section aria-labelledby="guarantors-heading" data-field="guarantors">
      <PageHeader level={2} heading={<span id="guarantors-heading">{t('AdditionalDetails.Guarantors.Heading')}</span>} note={t('AdditionalDetails.Guarantors.Note')} marker="optional" />
      {guarantors.length > 0 && (
        <ul aria-label={t('AdditionalDetails.Guarantors.Heading')}>
          {guarantors.map((guarantor, index) => (
            <li key={`${guarantor.email}-${index}`} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
              <span>
                {guarantor.fullname} · {guarantor.email} · {relationship(guarantor.relationship)}
              </span>
              <Button variant="link" onClick={() => onRemove(index)}>
                {t('AdditionalDetails.Members.Remove', { name: guarantor.fullname })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorBanner message={t(error)} />}
      <div role="group" aria-label={t('AdditionalDetails.Guarantors.Add')} style={{ display: 'grid', gap: '.75rem' }}>
        <TextInput label={t('AdditionalDetails.Guarantor.Fullname')} autoComplete="off" name="guarantorDraft.fullname" value={draft.fullname} error={fieldError('fullname')} onChange={(fullname) => set({ fullname })} />
        <TextInput label={t('AdditionalDetails.Guarantor.Email')} type="email" autoComplete="off" name="guarantorDraft.email" value={draft.email} error={fieldError('email')} onChange={(email) => set({ email })} />
        <div data-field="guarantorDraft.relationship">
          <Listbox
            label={t('AdditionalDetails.Guarantor.Relationship')}
            options={GUARANTOR_RELATIONSHIPS.map((value) => ({ value, label: relationship(value) }))}
            value={draft.relationship || null}
            invalid={Boolean(fieldError('relationship'))}
            onChange={(value) => set({ relationship: value })}
          />
        </div>
        <DraftProblemMessage problem={draftProblem} />
        <div>
          <Button variant="secondary" onClick={onAdd}>
            {t('AdditionalDetails.Guarantors.Add')}
          </Button>
        </div>
      </div>
    </section>
  );
};
