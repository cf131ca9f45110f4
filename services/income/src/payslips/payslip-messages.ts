import type { DocumentFinding } from '@tenant/contracts';
import type { FindingLevel } from '../statements/statement-messages.js';

/**
 * Every catalogued payslip condition (spec 2§5 Files, 2§8 payslip errors and warnings) with its level:
 * errors block the income check, warnings (not recent, not covering the last 3 months, salary not
 * matching the bank, another employer than on the applicant's other payslips) let the applicant proceed. Texts are in the `income` namespace of libs/i18n.
 */
export const PAYSLIP_MESSAGES = {
  'Payslip.Error.InvalidType': 'error',
  'Payslip.Error.ParseException': 'error',
  'Payslip.Error.NameMismatch': 'error',
  'Payslip.Error.FiscalCodeMismatch': 'error',
  'Payslip.Error.EmployerMismatch': 'error',
  'Payslip.Error.Duplicate': 'error',
  'Payslip.Warning.NotRecent': 'warning',
  'Payslip.Warning.Coverage': 'warning',
  'Payslip.Warning.SalaryMismatch': 'warning',
  'Payslip.Warning.EmployerChanged': 'warning',
} as const satisfies Record<string, FindingLevel>;

export type PayslipMessageKey = keyof typeof PAYSLIP_MESSAGES;

export const payslipFinding = (key: PayslipMessageKey, source: string, params?: Record<string, string | number>): DocumentFinding => ({
  key,
  level: PAYSLIP_MESSAGES[key],
  source,
  ...(params ? { params } : {}),
});
