import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { bankOfIban, type Bank } from '../bank-registry.js';
import { GENERIC_LAYOUT } from '../layouts/generic-layout.js';
import type { LayoutDefinition } from '../layouts/layout-definition.js';
import { STATEMENT_LAYOUTS } from '../layouts/statement-layouts.js';
import type { StatementReading } from '../statement-types.js';
import { readByGeometry, type GeometryReading } from './geometry/read-by-geometry.js';
import { findAmounts } from '../../parsing/money.js';
import { DATE_TOKEN } from '../../parsing/dates.js';
import { readWithLayout } from './layout-reading.js';
import { holderOf, ibansIn, readingOf, taxIdOf } from './statement-facts.js';

const chooseLayout = (bank: Bank | null, text: string): LayoutDefinition => {
  const lower = text.toLowerCase();
  const hasAnchor = (layout: LayoutDefinition) => layout.anchors.some((anchor) => lower.includes(anchor));
  return (
    STATEMENT_LAYOUTS.find((layout) => bank && layout.bankIds.includes(bank.id) && hasAnchor(layout)) ??
    STATEMENT_LAYOUTS.find((layout) => !bank && hasAnchor(layout)) ??
    GENERIC_LAYOUT
  );
};

/** Opening balance plus the bookings give the closing balance, and every printed running balance agrees. */
const addsUp = (reading: StatementReading): boolean => {
  const statement = reading.statement;
  if (!statement) return false;
  let running = statement.openingBalance;
  for (const transaction of statement.transactions) {
    running += transaction.amount;
    if (transaction.balance !== undefined && transaction.balance !== null && transaction.balance !== running) return false;
  }
  return running === statement.closingBalance;
};

/**
 * Account IBANs in the heading of each page: the lines above its first booking (a booking's text may
 * name other accounts). Pages without bookings after the first that has some are notes and adverts
 * (BNL prints a charity's IBANs on its last page): only a cover page before the bookings counts.
 */
const headingIbans = (lines: PdfLine[], geometry: GeometryReading): string[] => {
  const firstBookingY = new Map<number, number>();
  for (const row of geometry.rows) if (!firstBookingY.has(row.page)) firstBookingY.set(row.page, row.y);
  const firstBookingPage = Math.min(...firstBookingY.keys());
  const found: string[] = [];
  for (const line of lines) {
    if (line.page > firstBookingPage && !firstBookingY.has(line.page)) continue;
    if (line.y >= (firstBookingY.get(line.page) ?? Infinity)) continue;
    for (const iban of ibansIn(line.text)) if (!found.includes(iban)) found.push(iban);
  }
  return found;
};

/** The reading by geometry in the shape every check takes; the facts about the account come from the whole text. */
const geometryStatement = (lines: PdfLine[], geometry: GeometryReading, layout: LayoutDefinition, text: string): StatementReading => {
  const accountIbans = headingIbans(lines, geometry);
  const iban = accountIbans[0] ?? lines.flatMap((line) => ibansIn(line.text))[0] ?? null;
  const holderLabels = [...(layout.holder.labels ?? []), ...(GENERIC_LAYOUT.holder.labels ?? [])];
  return readingOf(
    {
      ...geometry,
      iban,
      holder: holderOf(lines, holderLabels, true),
      fiscalCodeOrTaxId: taxIdOf(lines, { ...GENERIC_LAYOUT, taxIdLabels: [...(layout.taxIdLabels ?? []), ...(GENERIC_LAYOUT.taxIdLabels ?? [])] }),
      layout: 'geometry',
    },
    { accountIbans, periods: geometry.statementPeriods, openingBalanceLines: geometry.openingBalances, text },
  );
};

/**
 * Reads a bank statement from the lines of a PDF. Three readers run: the bank's own layout (chosen by
 * the IBAN's bank and the letterhead), the reader by geometry (columns from where the figures are,
 * balances wherever their labels stand, signs and column roles chosen so that the statement adds
 * up) and the generic layout (header labels in Italian and German). The first reading that adds up
 * wins; a bank's layout is a hint, never a requirement. When none adds up, the bank's layout's reading
 * is returned, and its figures are reported as not reconciled (never shown as verified).
 */
export const readStatement = (lines: PdfLine[]): StatementReading => {
  const reading = readEveryWay(lines);
  return reading.statement ? { ...reading, statement: { ...reading.statement, heading: headingOf(lines) } } : reading;
};

/** Page 1 down to its first line with a date and an amount (a balance, a booking, a summary's figure). */
const headingOf = (lines: PdfLine[]): string => {
  const firstPage = lines.filter((line) => line.page === lines[0]?.page);
  const end = firstPage.findIndex((line) => new RegExp(DATE_TOKEN.source).test(line.text) && findAmounts(line.text).length > 0);
  return (end < 0 ? firstPage : firstPage.slice(0, end)).map((line) => line.text).join('\n');
};

const readEveryWay = (lines: PdfLine[]): StatementReading => {
  const text = lines.map((line) => line.text).join('\n');
  const firstIban = lines.flatMap((line) => ibansIn(line.text))[0] ?? null;
  const layout = chooseLayout(firstIban ? bankOfIban(firstIban) : null, text);
  const byLayout = readWithLayout(lines, layout);
  if (addsUp(byLayout)) return byLayout;
  const byGeometry = geometryStatement(lines, readByGeometry(lines), layout, text);
  if (addsUp(byGeometry)) return byGeometry;
  if (layout !== GENERIC_LAYOUT) {
    const generic = readWithLayout(lines, GENERIC_LAYOUT);
    if (addsUp(generic)) return generic;
  }
  return byLayout.statement || !byGeometry.statement ? byLayout : byGeometry;
};
