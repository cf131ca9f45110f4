import { groupLines } from '../documents/pdf/text-lines.js';
import { readPayslip } from '../payslips/parsing/read-payslip.js';
import type { PayslipReading } from '../payslips/payslip-types.js';
import type { CorpusDocument } from './corpus-documents.js';

export type PayslipTruth =
  | { expect: 'read'; period: string; kind: 'monthly' | '13th' | '14th'; netPay: number; grossPay: number }
  | { expect: 'refuse'; reason: 'scan' | 'not-a-payslip' };

export type PayslipField = 'period' | 'netPay' | 'grossPay' | 'refusal';

export interface PayslipScore {
  id: string;
  fields: Partial<Record<PayslipField, boolean>>;
  right: boolean;
  /** a payslip read (so its net pay is shown) with a wrong figure */
  verifiedWrong: boolean;
  milliseconds: number;
}

/** What the product makes of a corpus payslip, field by field against its ground truth. */
export const scorePayslip = (document: CorpusDocument<PayslipTruth>): PayslipScore & { reading: PayslipReading | null } => {
  const started = performance.now();
  const reading = document.failure ? null : readPayslip(groupLines(document.items), [document.producer, document.creator].filter(Boolean).join(' '));
  const milliseconds = performance.now() - started;
  const payslip = reading?.payslip ?? null;
  const { truth } = document;
  if (truth.expect !== 'read') {
    const refused = truth.reason === 'scan' ? document.failure === 'scan' : payslip === null;
    return { id: document.id, fields: { refusal: refused }, right: refused, verifiedWrong: payslip !== null, milliseconds, reading };
  }
  const fields = { period: payslip?.period === truth.period, netPay: payslip?.net_pay === truth.netPay, grossPay: payslip?.gross_pay === truth.grossPay };
  const right = Object.values(fields).every(Boolean);
  return { id: document.id, fields, right, verifiedWrong: payslip !== null && !right, milliseconds, reading };
};
