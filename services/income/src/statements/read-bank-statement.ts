import { readPdf } from '../documents/pdf/read-pdf.js';
import { groupLines } from '../documents/pdf/text-lines.js';
import type { PdfInspection } from '../documents/pdf/pdf-types.js';
import { readStatement } from './parsing/read-statement.js';
import type { StatementReading } from './statement-types.js';

export interface BankStatementFile {
  inspection: PdfInspection;
  /** null when the file itself could not be read (see inspection.failure). */
  reading: StatementReading | null;
}

/** Reads an uploaded bank statement end to end: bytes → inspection → text lines → normalised statement. Never throws. */
export const readBankStatement = async (bytes: Uint8Array): Promise<BankStatementFile> => {
  const { inspection, items } = await readPdf(bytes);
  if (inspection.failure) return { inspection, reading: null };
  try {
    return { inspection, reading: readStatement(groupLines(items)) };
  } catch {
    // A layout the reader cannot follow is an unreadable statement, not a crash of the pipeline.
    return { inspection: { ...inspection, corrupt: false }, reading: { statement: null, missing: ['transactions'], accountIbans: [], periods: [], openingBalanceLines: 0, text: '' } };
  }
};
