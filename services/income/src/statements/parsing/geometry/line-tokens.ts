import type { PdfLine } from '../../../documents/pdf/pdf-types.js';
import { AMOUNT_TOKEN, parseAmount } from '../../../parsing/money.js';

export type TokenKind = 'date' | 'amount' | 'text';

/** A piece of a line the reader can place: a date, an amount or text, with its horizontal extent. */
export interface Token {
  kind: TokenKind;
  text: string;
  x: number;
  right: number;
  /** amounts: signed integer cents as printed (a sign, a trailing minus, S/H) */
  cents?: number;
  /** amounts: whether the printed amount carries a sign of its own */
  signed?: boolean;
  /** taken out of a longer cell rather than drawn on its own */
  split?: boolean;
}

export interface TokenLine {
  index: number;
  page: number;
  y: number;
  text: string;
  tokens: Token[];
}

const DATE = /^(\d{2}[./]\d{2}[./](?:\d{4}|\d{2})|\d{2}\.\d{2}\.)$/;
/** A date or an amount at the start or the end of a cell, set off by a space: "1.500,00 BONIFICO …", "… 45,99-". */
const LEADING = new RegExp(`^(?<value>${AMOUNT_TOKEN}|\\d{2}[./]\\d{2}[./](?:\\d{4}|\\d{2})|\\d{2}\\.\\d{2}\\.)\\s+(?<rest>\\S.*)$`, 'u');
const TRAILING = new RegExp(`^(?<rest>.*\\S)\\s+(?<value>${AMOUNT_TOKEN}|\\d{2}[./]\\d{2}[./](?:\\d{4}|\\d{2}))$`, 'u');

const classify = (text: string, x: number, right: number): Token => {
  const cents = parseAmount(text);
  if (cents !== null) return { kind: 'amount', text, x, right, cents, signed: /^[+\-−–]|[SH-]$/.test(text.trim()) };
  if (DATE.test(text)) return { kind: 'date', text, x, right };
  return { kind: 'text', text, x, right };
};

/**
 * A cell split into its tokens. Items drawn close together arrive as one cell ("1.500,00 BONIFICO",
 * a credit column beside the description); a value at either end is taken out with its share of the
 * cell's width, so that it still lines up with its column.
 */
const tokensOf = (text: string, x: number, right: number): Token[] => {
  const whole = classify(text, x, right);
  if (whole.kind !== 'text') return [whole];
  const perChar = (right - x) / Math.max(text.length, 1);
  const leading = LEADING.exec(text)?.groups;
  if (leading) {
    const end = x + leading.value.length * perChar;
    return [{ ...classify(leading.value, x, end), split: true }, ...tokensOf(leading.rest, right - leading.rest.length * perChar, right)];
  }
  const trailing = TRAILING.exec(text)?.groups;
  if (trailing && !/[\d,.]$/.test(trailing.rest)) {
    const start = right - trailing.value.length * perChar;
    return [...tokensOf(trailing.rest, x, x + trailing.rest.length * perChar), { ...classify(trailing.value, start, right), split: true }];
  }
  return [classify(text, x, right)];
};

/** A lone sign drawn as its own item before the amount ("- 45,99", "+ 2.500,00") belongs to it. */
const joinSigns = (tokens: Token[]): Token[] =>
  tokens.reduce<Token[]>((joined, token) => {
    const last = joined.at(-1);
    if (last && last.kind === 'text' && /^[+\-−–]$/.test(last.text) && token.kind === 'amount' && token.x - last.right < 12) {
      joined[joined.length - 1] = classify(`${last.text}${token.text}`, last.x, token.right);
      return joined;
    }
    return [...joined, token];
  }, []);

export const tokenLines = (lines: PdfLine[]): TokenLine[] =>
  lines.map((line, index) => ({
    index,
    page: line.page,
    y: line.y,
    text: line.text,
    tokens: joinSigns(line.cells.flatMap((cell) => tokensOf(cell.text, cell.x, cell.right))),
  }));
