import type { PdfCell, PdfLine } from '../../documents/pdf/pdf-types.js';
import { GENERIC_LAYOUT } from '../layouts/generic-layout.js';
import type { ColumnRole, LayoutDefinition } from '../layouts/layout-definition.js';
import type { StatementReading, StatementTransaction } from '../statement-types.js';
import { findAmounts, parseAmount } from '../../parsing/money.js';
import { addDays, DATE_TOKEN, parseDate, parseMonthName } from '../../parsing/dates.js';
import { holderOf, ibansIn, normaliseLabel, readingOf, taxIdOf } from './statement-facts.js';

/** A continuation line further below its booking than this (points) is not part of it: a footer. */
const MAX_CONTINUATION_GAP = 24;
const AMOUNT_ROLES: readonly ColumnRole[] = ['debit', 'credit', 'amount'];
const DATE_ROLES: readonly ColumnRole[] = ['bookingDate', 'valueDate'];

interface Column {
  role: ColumnRole;
  x: number;
  right: number;
}

const regexes = (sources: readonly string[]) => sources.map((source) => new RegExp(source, 'iu'));

/**
 * Header labels in a cell, left to right. Neighbouring headings printed close together arrive as
 * one cell ("Data operazione Data valuta"): the longest known label is taken from the front until
 * the text is used up; their x positions are interpolated along the cell.
 */
const labelsIn = (cell: PdfCell, layout: LayoutDefinition): Column[] => {
  const known = (Object.keys(layout.columns) as ColumnRole[]).flatMap((role) => (layout.columns[role] ?? []).map((label) => ({ role, label })));
  const text = normaliseLabel(cell.text);
  const perChar = (cell.right - cell.x) / Math.max(text.length, 1);
  const found: Column[] = [];
  let offset = 0;
  while (offset < text.length) {
    const rest = text.slice(offset);
    const match = known
      .filter(({ label }) => rest === label || rest.startsWith(`${label} `))
      .sort((a, b) => b.label.length - a.label.length)[0];
    if (!match) return [];
    found.push({ role: match.role, x: cell.x + offset * perChar, right: cell.x + (offset + match.label.length) * perChar });
    offset += match.label.length + 1;
  }
  return found;
};

const headerColumns = (line: PdfLine, layout: LayoutDefinition): Column[] | null => {
  const columns: Column[] = [];
  for (const cell of line.cells) {
    for (const column of labelsIn(cell, layout)) if (!columns.some((known) => known.role === column.role)) columns.push(column);
  }
  const hasDate = columns.some((column) => column.role === 'bookingDate');
  return columns.length >= 2 && hasDate ? columns.sort((a, b) => a.x - b.x) : null;
};

/** The column a cell belongs to: amounts by their nearest edge, other text by where it starts. */
const columnOf = (cell: PdfCell, columns: Column[], isAmount: boolean): Column | undefined => {
  if (isAmount) {
    const amountColumns = columns.filter((column) => AMOUNT_ROLES.includes(column.role) || column.role === 'balance');
    const distance = (column: Column) => Math.min(Math.abs(cell.right - column.right), Math.abs(cell.x - column.x));
    return [...amountColumns].sort((a, b) => distance(a) - distance(b))[0];
  }
  const slack = 3;
  return [...columns].reverse().find((column) => column.x <= cell.x + slack) ?? columns[0];
};

interface Row {
  dates: string[];
  amount: number | null;
  amountText: string;
  balance: number | null;
  text: string[];
}

const readRow = (line: PdfLine, columns: Column[], layout: LayoutDefinition, periodEnd: string | null): Row => {
  const row: Row = { dates: [], amount: null, amountText: '', balance: null, text: [] };
  const hasAmountColumn = columns.some((column) => AMOUNT_ROLES.includes(column.role));
  line.cells.forEach((cell, index) => {
    const cents = parseAmount(cell.text);
    const column = columnOf(cell, columns, cents !== null);
    if (cents !== null && column && AMOUNT_ROLES.includes(column.role)) {
      row.amount = column.role === 'debit' ? -Math.abs(cents) : column.role === 'credit' ? Math.abs(cents) : cents;
      row.amountText = cell.text.trim();
      return;
    }
    if (cents !== null && !hasAmountColumn && index === line.cells.length - 1) {
      row.amount = cents;
      row.amountText = cell.text.trim();
      return;
    }
    if (cents !== null && column?.role === 'balance') {
      row.balance = cents;
      return;
    }
    if (column && DATE_ROLES.includes(column.role)) {
      const tokens = cell.text.match(DATE_TOKEN) ?? [];
      const dates = tokens.map((token) => parseDate(token, layout.dateFormats, periodEnd));
      if (tokens.length > 0 && dates.every(Boolean) && cell.text.replace(DATE_TOKEN, '').trim() === '') {
        row.dates.push(...(dates as string[]));
        return;
      }
    }
    row.text.push(cell.text);
  });
  return row;
};

const findPeriod = (lines: PdfLine[], layout: LayoutDefinition): { from: string; to: string }[] => {
  const found = new Map<string, { from: string; to: string }>();
  const patterns = regexes(layout.period);
  for (const line of lines) {
    for (const pattern of patterns) {
      const groups = pattern.exec(line.text)?.groups;
      if (!groups) continue;
      const period =
        groups.month && groups.year
          ? parseMonthName(groups.month, groups.year)
          : (() => {
              const from = parseDate(groups.from ?? '', GENERIC_LAYOUT.dateFormats);
              const to = parseDate(groups.to ?? '', GENERIC_LAYOUT.dateFormats);
              return from && to ? { from, to } : null;
            })();
      if (period) found.set(`${period.from}/${period.to}`, period);
      break;
    }
  }
  return [...found.values()];
};

interface BalanceLine {
  index: number;
  cents: number;
  /** the amount as printed */
  text: string;
  date: string | null;
}

const balanceLines = (lines: PdfLine[], sources: readonly string[]): BalanceLine[] => {
  const patterns = regexes(sources);
  const found: BalanceLine[] = [];
  lines.forEach((line, index) => {
    const match = patterns.map((pattern) => pattern.exec(line.text)).find(Boolean);
    if (!match) return;
    const amounts = findAmounts(line.text.slice(match.index + match[0].length));
    const last = amounts.at(-1);
    if (last) found.push({ index, cents: last.cents, text: last.text, date: match.groups?.date ? parseDate(match.groups.date, ['dd.mm.yyyy', 'dd/mm/yyyy', 'dd/mm/yy']) : null });
  });
  return found;
};

/**
 * Reads a bank statement the way one layout describes it (a bank's own, or the generic one with
 * header labels in Italian and German): holder, period, balances and every booking under the table
 * header. It reads what is printed and never completes what is not: missing pieces are listed in `missing`.
 */
export const readWithLayout = (lines: PdfLine[], layout: LayoutDefinition): StatementReading => {
  const text = lines.map((line) => line.text).join('\n');
  const firstIban = lines.flatMap((line) => ibansIn(line.text))[0] ?? null;

  const openings = balanceLines(lines, layout.openingBalance);
  const closings = balanceLines(lines, layout.closingBalance).filter((line) => line.index !== openings[0]?.index);
  const opening = openings[0];
  const closing = closings.at(-1);
  let periods = findPeriod(lines, layout);
  if (periods.length === 0 && opening?.date && closing?.date) periods = [{ from: addDays(opening.date, 1), to: closing.date }];
  const period = periods[0] ?? null;

  const balanceIndexes = new Set([...openings, ...closings].map((line) => line.index));
  const skips = regexes(layout.skip);
  const valueDateLine = layout.valueDateLine ? new RegExp(layout.valueDateLine, 'iu') : null;
  const transactions: StatementTransaction[] = [];
  const accountIbans: string[] = [];
  let columns: Column[] | null = null;
  let page = 0;
  let current: StatementTransaction | null = null;
  let lastRowY = 0;

  lines.forEach((line, index) => {
    if (line.page !== page) {
      page = line.page;
      columns = null;
      current = null;
    }
    const header = headerColumns(line, layout);
    if (header) {
      columns = header;
      current = null;
      return;
    }
    if (!columns) {
      for (const iban of ibansIn(line.text)) if (!accountIbans.includes(iban)) accountIbans.push(iban);
      return;
    }
    if (balanceIndexes.has(index) || skips.some((skip) => skip.test(line.text))) {
      current = null;
      return;
    }
    const row = readRow(line, columns, layout, period?.to ?? null);
    if (row.dates.length > 0 && row.amount !== null) {
      current = {
        bookingDate: row.dates[0],
        valueDate: row.dates[1] ?? row.dates[0],
        description: row.text.join(' '),
        amount: row.amount,
        row: transactions.length + 1,
        amountText: row.amountText,
        balance: row.balance,
      };
      transactions.push(current);
      lastRowY = line.y;
      return;
    }
    const open = current as StatementTransaction | null;
    // A booking continues on the lines below it: more description, and the value date either
    // alone in the date column (ING) or after a label (N26 "Wertstellung").
    if (open && row.amount === null && row.dates.length <= 1 && line.y - lastRowY <= MAX_CONTINUATION_GAP) {
      const labelled = valueDateLine?.exec(line.text)?.groups?.date;
      const valueDate = row.dates[0] ?? (labelled ? parseDate(labelled, GENERIC_LAYOUT.dateFormats) : null);
      const rest = labelled ? line.text.replace(valueDateLine as RegExp, '').trim() : row.text.join(' ');
      if (valueDate) open.valueDate = valueDate;
      if (rest) open.description = `${open.description} ${rest}`.trim();
      lastRowY = line.y;
      return;
    }
    current = null;
  });

  const holder = holderOf(lines, layout.holder.labels ?? [], layout.holder.addressBlock === true);
  return readingOf(
    { iban: accountIbans[0] ?? firstIban, period, opening: opening ?? null, closing: closing ?? null, transactions, holder, fiscalCodeOrTaxId: taxIdOf(lines, layout), layout: layout.id },
    { accountIbans, periods, openingBalanceLines: openings.length, text },
  );
};
