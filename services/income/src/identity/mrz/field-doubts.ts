import type { ParseResult } from 'mrz';
import { checkDigitOf, LOOK_ALIKES } from './check-digits.js';
import { NAME_FIELD } from './mrz-layout.js';

/**
 * Where several OCR readings of one MRZ disagree and no check digit can tell which is right: S and 8
 * (G and 6) weigh alike in a check digit, and no check digit covers the names. Such a field is
 * doubtful, so the MRZ is not shown as verified (identity-extraction.ts).
 */

/** What a read character says for the one wanted: the same (1), its OCR look-alike (half), else nothing. */
const support = (read: string | undefined, wanted: string): number => (read === wanted ? 1 : read !== undefined && LOOK_ALIKES[read] === wanted ? 0.5 : 0);

interface CheckedSpan {
  field: string;
  line: number;
  start: number;
  /** up to the check digit: the field with its fillers, which count 0 */
  end: number;
  check: { line: number; start: number };
}

/** The fields with a check digit of their own (the composite one covers the others) and where each is. */
const checkedSpans = (result: ParseResult): CheckedSpan[] =>
  result.details.flatMap((check) => {
    const name = check.field?.replace(/CheckDigit$/, '');
    const field = result.details.find((detail) => detail.field === name);
    if (!name || name === check.field || name === 'composite' || !field) return [];
    const end = field.line === check.line && check.start >= field.end ? check.start : field.end;
    return [{ field: name, line: field.line, start: field.start, end, check: { line: check.line, start: check.start } }];
  });

/** A field's characters and its check digit as one string, e.g. "S0002068<8". */
const spanOf = (lines: string[], span: CheckedSpan): string => `${lines[span.line]?.slice(span.start, span.end) ?? ''}${lines[span.check.line]?.[span.check.start] ?? ''}`;

const passes = (text: string, span: CheckedSpan): boolean => text.length === span.end - span.start + 1 && /\d$/.test(text) && checkDigitOf(text.slice(0, -1)) === text.slice(-1);

export interface SettledMrz {
  lines: string[];
  /** the fields no check could settle */
  doubtful: string[];
}

/**
 * Each field with a check digit settled among the values that pass it in any of `candidates` (the
 * readings corrected and repaired): the value the characters of `raw` (the readings as OCR gave them)
 * support most, a look-alike counting half (a 5 read where S or 8 stands speaks for the S). Two values
 * supported alike are doubtful.
 */
export const settledCheckedFields = (lines: string[], result: ParseResult, candidates: string[][], raw: string[][]): SettledMrz => {
  const settled = [...lines];
  const doubtful: string[] = [];
  for (const span of checkedSpans(result)) {
    const values = [...new Set(candidates.map((reading) => spanOf(reading, span)))].filter((text) => passes(text, span));
    const ranked = values
      .map((text) => ({ text, support: raw.reduce((sum, reading) => sum + [...spanOf(reading, span)].reduce((total, char, i) => total + support(char, text[i]), 0), 0) }))
      .sort((a, b) => b.support - a.support);
    if (ranked.length === 0) continue;
    if (ranked.length > 1 && ranked[1].support === ranked[0].support) doubtful.push(span.field);
    const { text } = ranked[0];
    const at = (line: number, start: number, end: number, value: string) => (settled[line] = settled[line].slice(0, start) + value + settled[line].slice(end));
    at(span.line, span.start, span.end, text.slice(0, -1));
    at(span.check.line, span.check.start, span.check.start + 1, text.slice(-1));
  }
  return { lines: settled, doubtful };
};

/**
 * The name field is in doubt where the readings (corrected) split evenly between two characters at a
 * position (M and H on a small photo): the majority can say nothing there.
 */
export const namesInDoubt = (format: keyof typeof NAME_FIELD, readings: string[][]): boolean => {
  const [index, start] = NAME_FIELD[format];
  const names = readings.map((lines) => lines[index]?.slice(start) ?? '');
  const length = Math.max(0, ...names.map((name) => name.length));
  return Array.from({ length }, (_, position) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name[position] ?? '', (counts.get(name[position] ?? '') ?? 0) + 1);
    const [first = 0, second = 0] = [...counts.values()].sort((a, b) => b - a);
    return second > 0 && first === second;
  }).some(Boolean);
};
