import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { statementTaxIdIn } from '../../parsing/tax-ids.js';
import { addressee, isAddressLine, isLabelText } from '../../documents/pdf/address-window.js';
import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { bankOfIban } from '../bank-registry.js';
import type { LayoutDefinition } from '../layouts/layout-definition.js';
import type { StatementField, StatementReading, StatementTransaction } from '../statement-types.js';

const IBAN_CANDIDATE = /\b(?:IT|DE)\s?\d{2}(?:\s?[0-9A-Z]){18,27}/g;
const IBAN_LENGTH: Record<string, number> = { IT: 27, DE: 22 };

export const normaliseLabel = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/:$/, '').trim();

/** Valid account IBANs printed on a line, spaced or not. */
export const ibansIn = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.toUpperCase().matchAll(IBAN_CANDIDATE)) {
    const compact = electronicFormatIBAN(match[0]) ?? '';
    const candidate = compact.slice(0, IBAN_LENGTH[compact.slice(0, 2)]);
    if (isValidIBAN(candidate)) found.push(candidate);
  }
  return found;
};

/**
 * The value printed after a label: in the label's own cell, else the next cell of its line, else the
 * next line; the first of these that `accept` takes (a label's neighbour may be another block's text).
 */
export const labelledValue = (lines: PdfLine[], labels: readonly string[], accept: (value: string) => boolean = () => true): string | null => {
  for (const [index, line] of lines.entries()) {
    for (const [cellIndex, cell] of line.cells.entries()) {
      const lower = normaliseLabel(cell.text);
      const label = labels.find((candidate) => lower === candidate || lower.startsWith(`${candidate}:`) || lower.startsWith(`${candidate} `));
      if (!label) continue;
      const rest = cell.text.slice(label.length).replace(/^\s*:?\s*/, '').trim();
      const value = [rest, line.cells[cellIndex + 1]?.text.trim(), lines[index + 1]?.text.trim()].find((text) => text && accept(text));
      if (value) return value;
    }
  }
  return null;
};

/**
 * The holder's name under a holder label, else in the address window. A postcode or street line
 * beside the label (the address window printed next to it) or a label is not a name.
 */
export const holderOf = (lines: PdfLine[], labels: readonly string[], addressBlock: boolean): string | null =>
  (labels.length ? labelledValue(lines, labels, (text) => !isAddressLine(text) && !isLabelText(text)) : null) ?? (addressBlock ? addressee(lines) : null);

export const taxIdOf = (lines: PdfLine[], layout: LayoutDefinition): string | null => {
  const labelled = layout.taxIdLabels ? labelledValue(lines, layout.taxIdLabels) : null;
  return statementTaxIdIn(labelled ?? '');
};

export const currencyOf = (text: string): string => /(?:divisa|währung)\s*:?\s*([A-Z]{3})\b/i.exec(text)?.[1].toUpperCase() ?? 'EUR';


/** What a reader found, before it is checked for completeness. */
export interface ReadParts {
  iban: string | null;
  period: { from: string; to: string } | null;
  opening: { cents: number; text: string } | null;
  closing: { cents: number; text: string } | null;
  transactions: StatementTransaction[];
  holder: string | null;
  fiscalCodeOrTaxId: string | null;
  layout: string;
}

/** A reader's parts as a reading: the statement when nothing is missing, else the missing fields named. */
export const readingOf = (parts: ReadParts, context: Omit<StatementReading, 'statement' | 'missing'>): StatementReading => {
  const { iban, period, opening, closing, transactions } = parts;
  const missing: StatementField[] = [];
  if (!iban) missing.push('iban');
  if (!period) missing.push('period');
  if (!opening) missing.push('openingBalance');
  if (!closing) missing.push('closingBalance');
  if (transactions.length === 0 && opening?.cents !== closing?.cents) missing.push('transactions');
  const complete = missing.length === 0 && iban && period && opening && closing;
  return {
    statement: complete
      ? {
          bank: bankOfIban(iban),
          holder: parts.holder,
          iban,
          fiscalCodeOrTaxId: parts.fiscalCodeOrTaxId,
          periodFrom: period.from,
          periodTo: period.to,
          openingBalance: opening.cents,
          closingBalance: closing.cents,
          closingBalanceText: closing.text,
          currency: currencyOf(context.text),
          transactions,
          layout: parts.layout,
        }
      : null,
    missing,
    ...context,
  };
};
