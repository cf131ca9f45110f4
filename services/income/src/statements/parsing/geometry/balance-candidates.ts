import type { Token, TokenLine } from './line-tokens.js';
import { CLOSING_LABEL, DATED_BALANCE_LABEL, OPENING_LABEL } from './statement-wording.js';

export type BalanceRole = 'opening' | 'closing' | 'dated';

/** A figure that may be the opening or the closing balance; the reconciliation chooses among them. */
export interface BalanceCandidate {
  role: BalanceRole;
  cents: number;
  /** the amount as printed */
  text: string;
  /** the date printed with the label or on its line, as printed */
  date: string | null;
  lineIndex: number;
  /** lower is likelier: beside the label on its line, then under or over it, then the sign turned */
  rank: number;
}

/** Lines under a column heading that may still hold its value (Postbank prints "Alter Kontostand" over the figure). */
const LINES_BELOW = 2;
const DATE_IN_TEXT = /\d{2}[./]\d{2}[./](?:\d{4}|\d{2})/;

const amountsOf = (line: TokenLine) => line.tokens.filter((token): token is Token & { cents: number } => token.kind === 'amount' && token.cents !== undefined);

/**
 * The column a label heads: from the label's left edge to the next heading on its line (a date after the
 * label is part of it: "Neuer Saldo per 31.10.2026"). A box prints
 * its figure anywhere under its heading (Postbank right-aligns "+ 2.853,82" under "Alter Kontostand").
 */
const labelSpan = (line: TokenLine, label: RegExp): { x: number; right: number } | null => {
  const index = line.tokens.findIndex((each) => each.kind === 'text' && label.test(each.text));
  if (index < 0) return null;
  const next = line.tokens.slice(index + 1).find((each) => each.kind === 'text');
  return { x: line.tokens[index].x - 20, right: next?.x ?? Infinity };
};

const overlaps = (token: Token, span: { x: number; right: number }) => token.right >= span.x && token.x < span.right;

/**
 * Every amount that a balance label may name: the label before the amount, after it (BancoPosta prints
 * "468,80 SALDO INIZIALE"), on a line shared with other text, or a heading with the figure under (or
 * over) it. Each gets a rank, and an unsigned one also its negative with a worse rank (a debit balance
 * printed in the debit column): which of them is the balance is for the arithmetic to say.
 */
export const balanceCandidates = (lines: TokenLine[]): BalanceCandidate[] => {
  const found: BalanceCandidate[] = [];
  const unsigned: [BalanceCandidate, BalanceCandidate][] = [];
  const add = (role: BalanceRole, token: Token & { cents: number }, date: string | null, lineIndex: number, rank: number) => {
    const printed = { role, cents: token.cents, text: token.text, date, lineIndex, rank };
    found.push(printed);
    if (token.signed || token.cents === 0) return;
    const turned = { ...printed, cents: -token.cents, rank: rank + 10 };
    found.push(turned);
    unsigned.push([printed, turned]);
  };
  lines.forEach((line, position) => {
    for (const [role, label] of [
      ['opening', OPENING_LABEL],
      ['closing', CLOSING_LABEL],
      ['dated', DATED_BALANCE_LABEL],
    ] as const) {
      const match = label.exec(line.text);
      if (!match) continue;
      const date = match.groups?.date ?? DATE_IN_TEXT.exec(line.text)?.[0] ?? null;
      const span = labelSpan(line, label);
      const own = amountsOf(line);
      if (own.length > 0) {
        // The figure nearest the label, to its right first.
        const after = own.filter((token) => !span || token.x >= span.x);
        const ordered = [...after, ...own.filter((token) => !after.includes(token)).reverse()];
        ordered.forEach((token, order) => add(role, token, date, line.index, order));
        continue;
      }
      if (!span) continue;
      const near = [...lines.slice(position + 1, position + 1 + LINES_BELOW), ...lines.slice(Math.max(0, position - 1), position)].filter(
        (other) => other.page === line.page,
      );
      near.forEach((other, order) => {
        for (const token of amountsOf(other).filter((each) => overlaps(each, span))) add(role, token, date ?? DATE_IN_TEXT.exec(other.text)?.[0] ?? null, other.index, 3 + order);
      });
    }
  });
  // A debit balance printed without its sign in a table is printed with it elsewhere (BNL's summary box
  // "- 74,41 €" over the table's "74,41 €" in the debit column): there the negative is the likelier one.
  const signedDebits = new Set(found.filter((candidate) => candidate.cents < 0 && !unsigned.some(([, turned]) => turned === candidate)).map((candidate) => `${candidate.role} ${candidate.cents}`));
  for (const [printed, turned] of unsigned) {
    if (signedDebits.has(`${turned.role} ${turned.cents}`)) [printed.rank, turned.rank] = [turned.rank, printed.rank];
  }
  return found;
};
