import { parse, type ParseResult } from 'mrz';
import { isIcaoCode } from '../icao-countries.js';
import { checkDigitOf, LOOK_ALIKES } from './check-digits.js';
import { namesInDoubt, settledCheckedFields } from './field-doubts.js';
import { correctedByPosition, withNameFillers } from './mrz-layout.js';

/** The MRZ formats read: TD3 (passport, 2 × 44), TD2 (older cards, 2 × 36), TD1 (ID card back, 3 × 30). */
const FORMATS = [
  { format: 'TD3', lines: 2, length: 44 },
  { format: 'TD2', lines: 2, length: 36 },
  { format: 'TD1', lines: 3, length: 30 },
] as const;

export type MrzFormat = (typeof FORMATS)[number]['format'];

/** A line as OCR gives it, reduced to the MRZ alphabet: look-alikes of the filler become <. */
export const mrzLineOf = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');

/**
 * The ways a read line may fit the format's length. OCR loses or adds a filler or two at the end of
 * a line (runs of < are hard to count), and may read the card's edge or a mark before the line as a
 * character or two: a longer line is also tried without its first characters, first of all when OCR
 * set them apart by a gap (`stray`: an MRZ line has no spaces). Within three of the length only; the
 * exact length as it is.
 */
const fits = (line: string, length: number, stray: boolean): string[] => {
  if (line.length === length) return [line];
  if (Math.abs(line.length - length) > 3) return [];
  const padded = (text: string): string | null => {
    if (text.length === length) return text;
    const body = text.replace(/<+$/, '');
    return body.length > length || body.length === text.length ? null : body.padEnd(length, '<');
  };
  const heads = line.length > length ? Array.from({ length: line.length - length }, (_, drop) => line.slice(drop + 1)) : [];
  return [...new Set((stray ? [...heads, line] : [line, ...heads]).map(padded).filter((text): text is string => text !== null))];
};

export interface MrzReading {
  format: MrzFormat;
  lines: string[];
  result: ParseResult;
  /** fields the readings disagree on where no check digit can tell (field-doubts.ts): not verified */
  doubtful: string[];
}

/** Where the parse says the check digits disagree with their fields. */
export const failedCheckDigits = (result: ParseResult): string[] =>
  result.details.filter((detail) => !detail.valid && /CheckDigit$/.test(detail.field ?? '')).map((detail) => detail.field as string);

const bitCount = (mask: number): number => (mask === 0 ? 0 : (mask & 1) + bitCount(mask >>> 1));

/**
 * Letters and digits mix in a document number, so the parser cannot tell O from 0 there. Where a
 * field's check digit fails, the look-alike swaps (O/0, I/1, B/8, S/5, Z/2, G/6) that make it pass
 * are applied: OCR's usual confusions, settled by the check digit the document itself carries.
 */
const repairedByCheckDigits = (lines: string[], result: ParseResult): string[] | null => {
  const repaired = [...lines];
  let changed = false;
  for (const check of result.details.filter((detail) => !detail.valid && /CheckDigit$/.test(detail.field ?? ''))) {
    const fieldName = check.field?.replace(/CheckDigit$/, '');
    const field = result.details.find((detail) => detail.field === fieldName);
    const digit = repaired[check.line]?.[check.start];
    if (!field || field.line === undefined || !digit || !/\d/.test(digit)) continue;
    const original = repaired[field.line].slice(field.start, field.end);
    const swappable = [...original].map((char, i) => (LOOK_ALIKES[char] ? i : -1)).filter((i) => i >= 0);
    if (swappable.length > 8) continue;
    // the fewest swaps first: each further swap is a further guess
    const masks = Array.from({ length: (1 << swappable.length) - 1 }, (_, i) => i + 1).sort((a, b) => bitCount(a) - bitCount(b) || a - b);
    for (const mask of masks) {
      const chars = [...original];
      swappable.forEach((position, bit) => {
        if (mask & (1 << bit)) chars[position] = LOOK_ALIKES[chars[position]];
      });
      if (checkDigitOf(chars.join('')) !== digit) continue;
      const line = repaired[field.line];
      repaired[field.line] = line.slice(0, field.start) + chars.join('') + line.slice(field.end);
      changed = true;
      break;
    }
  }
  return changed ? repaired : null;
};

/** The lines corrected by position and name fillers, parsed, and repaired where a check digit says so. */
interface Parsed {
  lines: string[];
  result: ParseResult;
  /** the parse before the check digits' repairs */
  unrepaired: ParseResult;
  /** characters the repairs swapped */
  repairs: number;
}

const parsed = (format: MrzFormat, raw: string[]): Parsed | null => {
  try {
    const lines = withNameFillers(format, correctedByPosition(format, raw));
    const result = parse(lines, { autocorrect: true });
    const repaired = result.valid ? null : repairedByCheckDigits(lines, result);
    if (!repaired) return { lines, result, unrepaired: result, repairs: 0 };
    const repairs = repaired.join('').split('').filter((char, i) => char !== lines.join('')[i]).length;
    return { lines: repaired, result: parse(repaired, { autocorrect: true }), unrepaired: result, repairs };
  } catch {
    return null;
  }
};

/** Invalid fields of a parse; a state code ICAO lists (UTO, which the parser does not know) is valid. */
const invalidCount = ({ lines, result }: Parsed): number =>
  result.details.filter((detail) => !detail.valid && !(/^(issuingState|nationality)$/.test(detail.field ?? '') && isIcaoCode(lines[detail.line]?.slice(detail.start, detail.end) ?? ''))).length;

interface Scored {
  reading: MrzReading;
  invalid: number;
  parsed: Parsed;
  /** the lines as OCR read them (fitted to the format's length), before any correction */
  raw: string[];
}

const scored = (format: MrzFormat, raw: string[]): Scored | null => {
  const read = parsed(format, raw);
  return read ? { reading: { format, lines: read.lines, result: read.result, doubtful: [] }, invalid: invalidCount(read), parsed: read, raw } : null;
};

/** Every combination of one fit per line. */
const combinations = (options: string[][]): string[][] =>
  options.reduce<string[][]>((groups, fitsOfLine) => groups.flatMap((group) => fitsOfLine.map((fit) => [...group, fit])), [[]]);

/** The candidate with the fewest invalid fields, then the fewest repairs (each a guess), the earliest among equals. */
const best = (candidates: (Scored | null)[]): Scored | null =>
  candidates.reduce<Scored | null>(
    (chosen, candidate) =>
      candidate && (!chosen || candidate.invalid < chosen.invalid || (candidate.invalid === chosen.invalid && candidate.parsed.repairs < chosen.parsed.repairs)) ? candidate : chosen,
    null,
  );

/** Every group of consecutive OCR lines with an MRZ format's count and length, scored. */
/** One or two characters set apart at the start of a line: the card's edge or a mark read as text. */
const STRAY_HEAD = /^\S{1,2}\s+\S/;

const candidatesOf = (ocrLines: string[]): Scored[] => {
  const lines = ocrLines.map((text) => ({ line: mrzLineOf(text), stray: STRAY_HEAD.test(text.trim()) })).filter(({ line }) => line.length >= 26);
  return FORMATS.flatMap(({ format, lines: count, length }) =>
    Array.from({ length: Math.max(0, lines.length - count + 1) }, (_, start) =>
      combinations(lines.slice(start, start + count).map(({ line, stray }) => fits(line, length, stray))).map((group) => scored(format, group)),
    ).flat(),
  ).filter((candidate): candidate is Scored => candidate !== null);
};

/**
 * The MRZ among the OCR lines: consecutive lines of a format's count and length, corrected by what
 * each position may hold, parsed by the mrz package and repaired by the check digits. The best
 * candidate is the one with the fewest invalid fields; null when no line group has an MRZ's shape.
 */
export const readMrz = (ocrLines: string[]): MrzReading | null => best(candidatesOf(ocrLines))?.reading ?? null;

/** Each position's most frequent character among lines of one length (the first line's on a tie). */
const voted = (groups: string[][]): string[] =>
  groups[0].map((line, index) =>
    [...line]
      .map((first, position) => {
        const counts = new Map<string, number>();
        for (const group of groups) counts.set(group[index][position], (counts.get(group[index][position]) ?? 0) + 1);
        return [...counts].reduce((top, entry) => (entry[1] > top[1] ? entry : top), [first, counts.get(first) ?? 0])[0];
      })
      .join(''),
  );

/**
 * The MRZ from several OCR readings of the same band (at different thresholds): each reading's best
 * candidate; those of the most frequent format vote character by character, and the vote competes
 * with the single readings (fewest invalid fields wins, the vote on a tie). The fields with a check
 * digit are then settled among all readings, and what no check can settle is marked doubtful.
 */
export const readMrzOfReadings = (readings: string[][]): MrzReading | null => {
  const bests = readings.map((lines) => best(candidatesOf(lines))).filter((candidate): candidate is Scored => candidate !== null);
  if (bests.length === 0) return null;
  const formats = bests.map((candidate) => candidate.reading.format);
  const format = formats.reduce((top, item) => (formats.filter((f) => f === item).length > formats.filter((f) => f === top).length ? item : top), formats[0]);
  const same = bests.filter((candidate) => candidate.reading.format === format);
  const vote = same.length > 2 ? scored(format, voted(same.map((candidate) => candidate.raw))) : null;
  const chosen = best([vote && withCheckedFields(vote, same), vote, ...same]);
  if (!chosen) return null;
  const sources = [chosen, ...same].flatMap((candidate) => [candidate.raw, candidate.parsed.lines]);
  const settled = settledCheckedFields(chosen.reading.lines, chosen.reading.result, sources, same.map((candidate) => candidate.raw));
  const reading = best([scored(format, settled.lines), chosen])?.reading ?? chosen.reading;
  const doubtful = [...settled.doubtful, ...(namesInDoubt(format, same.map((candidate) => candidate.parsed.lines)) ? ['names'] : [])];
  return { ...reading, doubtful };
};

/**
 * The vote with each field whose check digit fails replaced by the value most readings give where
 * its check digit passes (with that check digit): the check digits decide between the readings where
 * the majority of characters does not (S/8 weigh alike, T read as 1 or 7 …).
 */
const withCheckedFields = (vote: Scored, readings: Scored[]): Scored | null => {
  const lines = [...vote.raw];
  let changed = false;
  for (const check of vote.parsed.unrepaired.details.filter((detail) => !detail.valid && /CheckDigit$/.test(detail.field ?? ''))) {
    const fieldName = check.field?.replace(/CheckDigit$/, '');
    const counts = new Map<string, { count: number; field: string; digit: string; at: { line: number; start: number; end: number } }>();
    for (const reading of readings) {
      const details = reading.parsed.unrepaired.details;
      const passed = details.find((detail) => detail.field === check.field);
      const field = details.find((detail) => detail.field === fieldName);
      if (!passed?.valid || !field) continue;
      const value = reading.raw[field.line].slice(field.start, field.end);
      const digit = reading.raw[passed.line][passed.start];
      const key = `${value}|${digit}`;
      counts.set(key, { count: (counts.get(key)?.count ?? 0) + 1, field: value, digit, at: field });
    }
    const top = [...counts.values()].sort((a, b) => b.count - a.count)[0];
    if (!top) continue;
    const { line, start, end } = top.at;
    lines[line] = lines[line].slice(0, start) + top.field + lines[line].slice(end);
    lines[check.line] = lines[check.line].slice(0, check.start) + top.digit + lines[check.line].slice(check.start + 1);
    changed = true;
  }
  return changed ? scored(vote.reading.format, lines) : null;
};
