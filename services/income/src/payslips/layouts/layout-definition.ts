/** The fields a payslip reader looks up by their printed labels. */
export type LabelledField =
  | 'employee_name'
  | 'tax_id'
  | 'employer_name'
  | 'employer_tax_number'
  | 'period'
  | 'gross_pay'
  | 'taxable_pay'
  | 'net_pay'
  | 'hiring_date'
  | 'level'
  | 'job_title';

/**
 * How one payroll software prints its payslip, as data: the reader (parsing/read-payslip.ts) reads every
 * layout the same way. Labels are compared without case, accents or spacing; for each field they are
 * tried in order (the most specific first) and the value is taken after the label, beside it or under it.
 */
export interface PayslipLayout {
  id: string;
  /** null for the generic extractor, which tells Italy from Germany by the wording */
  country: 'IT' | 'DE' | null;
  /** Texts that identify the software (its name in the footer, the PDF producer, a heading only it prints); any one is enough. */
  anchors: readonly string[];
  labels: Record<LabelledField, readonly string[]>;
  /** German payslips are letters: the employee's name is in the address window, often without a label. */
  employeeInAddressWindow: boolean;
}
