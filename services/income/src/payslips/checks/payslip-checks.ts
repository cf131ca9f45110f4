import type { DocumentFinding, PayslipExtraction } from '@tenant/contracts';
import { PAYSLIP_MAX_AGE_MONTHS } from '@tenant/domain';
import { DOCUMENT_MESSAGES, maxFileSizeParams } from '../../documents/document-messages.js';
import { sameCompany } from '../../documents/matching/company-names.js';
import { nameMatches, nameWords } from '../../documents/matching/person-names.js';
import type { PdfFailure, PdfInspection } from '../../documents/pdf/pdf-types.js';
import { payslipFinding } from '../payslip-messages.js';
import type { PayslipReading } from '../payslip-types.js';

/** A file that is not a PDF with text (an image, a scan) is not the payroll's payslip; a damaged one has the upload's key. */
const FILE_FAILURE_KEYS: Record<PdfFailure, string> = {
  'not-pdf': 'Payslip.Error.InvalidType',
  scan: 'Payslip.Error.InvalidType',
  empty: DOCUMENT_MESSAGES.emptyFile,
  'too-large': DOCUMENT_MESSAGES.maxFileSize,
  truncated: DOCUMENT_MESSAGES.truncated,
  corrupt: DOCUMENT_MESSAGES.corrupted,
  locked: DOCUMENT_MESSAGES.locked,
};

export const checkPayslipFile = (inspection: PdfInspection, source: string): DocumentFinding[] => {
  if (!inspection.failure) return [];
  const key = FILE_FAILURE_KEYS[inspection.failure];
  return [{ key, level: 'error', source, ...(inspection.failure === 'too-large' ? { params: maxFileSizeParams(inspection.sizeBytes) } : {}) }];
};

/** A PDF that opened but showed no pay period or net pay is not readable as a payslip; `missing` names them (period, net_pay), comma-separated, for the screens to translate. */
export const checkPayslipParsed = (reading: PayslipReading, source: string): DocumentFinding[] =>
  reading.payslip ? [] : [payslipFinding('Payslip.Error.ParseException', source, { missing: reading.missing.join(', ') })];

/**
 * The employee is the applicant: first and last name among the printed name's words (order, accents,
 * middle names ignored), else among the words of the payslip's text: a payslip is one employee's, and
 * real forms put the name in boxes the reader does not always tell apart (CSC prints the job title
 * where the name is looked for, Zucchetti's label font turns spaces into letters).
 */
export const checkEmployee = (payslip: PayslipExtraction, applicant: { firstName: string; lastName: string }, source: string, text = ''): DocumentFinding[] =>
  [payslip.employee_name, text].some((printed) => printed && nameMatches(printed, applicant.firstName, applicant.lastName)) ? [] : [payslipFinding('Payslip.Error.NameMismatch', source)];

/** Where the payslip prints the employee's codice fiscale / Steuer-ID, it is the applicant's. */
export const checkFiscalCode = (payslip: PayslipExtraction, applicantTaxId: string | null, source: string): DocumentFinding[] => {
  if (!payslip.tax_id || !applicantTaxId) return [];
  return payslip.tax_id === applicantTaxId.replace(/\s/g, '').toUpperCase() ? [] : [payslipFinding('Payslip.Error.FiscalCodeMismatch', source)];
};

/** Whole months from the pay period to today's month: October's payslip is 1 month old in November. */
export const monthsSince = (period: string, today: string): number =>
  (Number(today.slice(0, 4)) - Number(period.slice(0, 4))) * 12 + Number(today.slice(5, 7)) - Number(period.slice(5, 7));

/** A payslip older than 3 months (spec 2§9) is a warning: the applicant may proceed. */
export const checkRecentPayslip = (payslip: PayslipExtraction, today: string, source: string): DocumentFinding[] =>
  monthsSince(payslip.period, today) > PAYSLIP_MAX_AGE_MONTHS ? [payslipFinding('Payslip.Warning.NotRecent', source, { months: PAYSLIP_MAX_AGE_MONTHS })] : [];

/** An earlier upload of the application, as the duplicate and employer checks see it. */
export interface EarlierPayslip {
  sha256: string;
  payslip: PayslipExtraction | null;
}

const employeeKey = (payslip: PayslipExtraction) => payslip.tax_id ?? [...nameWords(payslip.employee_name ?? '')].sort().join(' ');

/**
 * The same bytes again, or the same employee's payslip for the same month again. A separate 13th or
 * 14th month payslip of the same month (Italian December cedolino "tredicesima") is not a duplicate.
 */
export const checkDuplicate = (upload: EarlierPayslip, earlier: EarlierPayslip[], source: string): DocumentFinding[] => {
  const { payslip } = upload;
  const duplicate = earlier.some(
    (other) =>
      other.sha256 === upload.sha256 ||
      (payslip &&
        other.payslip &&
        other.payslip.period === payslip.period &&
        employeeKey(other.payslip) === employeeKey(payslip) &&
        other.payslip.thirteenth_month === payslip.thirteenth_month &&
        other.payslip.fourteenth_month === payslip.fourteenth_month),
  );
  return duplicate ? [payslipFinding('Payslip.Error.Duplicate', source)] : [];
};

/**
 * An applicant who changed jobs has payslips from two employers: a payslip whose employer is none of
 * the applicant's earlier payslips' employers (legal forms, case and punctuation ignored) is a warning
 * the applicant may proceed with. The blocking employer mismatch is the bank's payer of that month's
 * salary (payslip-portfolio.ts).
 */
export const checkEmployerChanged = (payslip: PayslipExtraction, earlier: EarlierPayslip[], source: string): DocumentFinding[] => {
  const employers = earlier.map((other) => other.payslip?.employer_name).filter((name): name is string => Boolean(name));
  if (!employers.length || !payslip.employer_name || employers.some((employer) => sameCompany(employer, payslip.employer_name as string))) return [];
  return [payslipFinding('Payslip.Warning.EmployerChanged', source, { employer: payslip.employer_name, expected: employers[0] })];
};
