import { useTranslation } from 'react-i18next';
import { MESSAGE_NAMESPACES } from './numbering.js';

/**
 * Labels the computed report carries are either printed words (a file name, a bank and IBAN, an
 * applicant's own description) or catalogued keys (`IncomeCheck.Section.cud`, `Report.Income.BankStatements`):
 * a key reads as its text, anything else as written.
 */
export const useLabelText = (): ((label: string) => string) => {
  const { t, i18n } = useTranslation('report');
  return (label) => (i18n.exists(label, { ns: MESSAGE_NAMESPACES }) ? t(label, { ns: MESSAGE_NAMESPACES }) : label);
};
