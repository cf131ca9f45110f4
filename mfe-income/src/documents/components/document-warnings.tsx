import { useTranslation } from 'react-i18next';
import type { DocumentFinding } from '@tenant/contracts';
import { ErrorBanner } from '@tenant/ui';
import { translated } from '../document-state.js';

export interface DocumentWarningsProps {
  /** the notes to show (statementWideWarnings) */
  warnings: DocumentFinding[];
}

/**
 * The checks across the statements that do not block (spec 2§8: non-blocking findings are orange
 * warnings; the applicant may continue): one orange note each, in the screen's language.
 */
export const DocumentWarnings = ({ warnings }: DocumentWarningsProps) => {
  const translator = useTranslation('income');
  if (warnings.length === 0) return null;
  return (
    <section className="income-warnings" aria-label={translator.t('IncomeCheck.Warnings.Heading')}>
      {warnings.map((warning) => (
        <ErrorBanner key={`${warning.key}|${JSON.stringify(warning.params ?? {})}`} variant="warning" lead={translator.t('IncomeCheck.Warnings.Lead')} message={translated(translator, warning.key, warning.params)} />
      ))}
    </section>
  );
};
