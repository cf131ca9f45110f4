import { useTranslation } from 'react-i18next';
import { focusField } from '@tenant/ui';
import { HOUSEHOLD_MESSAGES } from '@tenant/validation';
import type { DraftProblem } from '../schema.js';

/** A refused field of a person being added: its own message, 'This field is required.' where the block says what is missing. */
export const useDraftFieldError = (problem: DraftProblem | null) => {
  const { t } = useTranslation('household');
  return (field: string): string | undefined => {
    const message = problem?.fields[field];
    if (!message) return undefined;
    return t(message === HOUSEHOLD_MESSAGES.missingInfo ? HOUSEHOLD_MESSAGES.required : message);
  };
};

/** What is missing from the person being added, said at the add button it answers (a refused value is said at its field). */
export const DraftProblemMessage = ({ problem }: { problem: DraftProblem | null }) => {
  const { t } = useTranslation('household');
  if (problem?.message !== HOUSEHOLD_MESSAGES.missingInfo) return null;
  return (
    <p className="ui-field__error" role="alert">
      {t(problem.message)}
    </p>
  );
};

/** After a refused add, focus goes to the first refused field of the block (its description tells why). */
export const focusDraftProblem = (block: 'memberDraft' | 'guarantorDraft', problem: DraftProblem | null) => {
  const first = problem && Object.keys(problem.fields)[0];
  if (first) requestAnimationFrame(() => focusField(`${block}.${first}`));
};
