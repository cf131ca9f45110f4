import { readPdf } from '../documents/pdf/read-pdf.js';
import { groupLines } from '../documents/pdf/text-lines.js';
import type { PdfInspection } from '../documents/pdf/pdf-types.js';
import { readPayslip } from './parsing/read-payslip.js';
import type { PayslipReading } from './payslip-types.js';

export interface PayslipFile {
  inspection: PdfInspection;
  /** null when the file itself could not be read (see inspection.failure) */
  reading: PayslipReading | null;
}

/** Reads an uploaded payslip end to end: bytes → inspection → text lines → extraction. Never throws. */
export const readPayslipFile = async (bytes: Uint8Array): Promise<PayslipFile> => {
  const { inspection, items } = await readPdf(bytes);
  if (inspection.failure) return { inspection, reading: null };
  try {
    return { inspection, reading: readPayslip(groupLines(items), [inspection.producer, inspection.creator].filter(Boolean).join(' ')) };
  } catch {
    return { inspection, reading: { payslip: null, missing: ['period', 'net_pay'], text: '' } };
  }
};
