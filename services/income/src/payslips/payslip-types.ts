import type { PayslipExtraction } from '@tenant/contracts';

/** The fields a payslip must show to be read at all; without them it is Payslip.Error.ParseException. */
export type RequiredPayslipField = 'period' | 'net_pay';

/** What the reader found: the payslip, or what it missed, and the whole text for wording checks. */
export interface PayslipReading {
  payslip: PayslipExtraction | null;
  missing: RequiredPayslipField[];
  text: string;
}
