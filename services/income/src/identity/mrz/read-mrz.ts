import { parse, type ParseResult } from 'mrz';

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
 * Fits a read line to the format's length. OCR loses or adds a filler or two at the end of a line
 * (runs of < are hard to count): a line ending in fillers is padded or trimmed there; any other line
 * must have the exact length.
 */
const fitted = (line: string, length: number): string | null => {
  if (line.length === length) return line;
  if (Math.abs(line.length - length) > 3) return null;
  const body = line.replace(/<+$/, '');
  if (body.length > length || body.length === line.length) return null;
  return body.padEnd(length, '<');
};

export interface MrzReading {
  format: MrzFormat;
  lines: string[];
  result: ParseResult;
}

/** Where the parse says the check digits disagree with their fields. */
export const failedCheckDigits = (result: ParseResult): string[] =>
  result.details.filter((detail) => !detail.valid && /CheckDigit$/.test(detail.field ?? '')).map((detail) => detail.field as string);

const LOOK_ALIKES: Record<string, string> = { O: '0', '0': 'O', I: '1', '1': 'I', B: '8', '8': 'B', S: '5', '5': 'S', Z: '2', '2': 'Z', G: '6', '6': 'G', };
const charValue = (char: string): number => (char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);
const checkDigitOf = (field: string): string => String([...field].reduce((sum, char, i) => sum + charValue(char) * [7, 3, 1][i % 3], 0) % 10);

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
    for (let mask = 1; mask < 1 << swappable.length; mask += 1) {
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

const parsed = (lines: string[]): ParseResult | null => {
  try {
    const result = parse(lines, { autocorrect: true });
    const repaired = result.valid ? null : repairedByCheckDigits(lines, result);
    return repaired ? parse(repaired, { autocorrect: true }) : result;
  } catch {
    return null;
  }
};

/**
 * The MRZ among the OCR lines: consecutive lines of a format's count and length, parsed by the mrz
 * package with its autocorrection (O/0, I/1, B/8 … by the field's type) and the check digits'
 * repairs. The best candidate is the
 * one with the fewest invalid fields; null when no line group has an MRZ's shape.
 */
export const readMrz = (ocrLines: string[]): MrzReading | null => {
  const lines = ocrLines.map(mrzLineOf).filter((line) => line.length >= 26);
  let best: { reading: MrzReading; invalid: number } | null = null;
  for (const { format, lines: count, length } of FORMATS) {
    for (let start = 0; start + count <= lines.length; start += 1) {
      const group = lines.slice(start, start + count).map((line) => fitted(line, length));
      if (group.some((line) => line === null)) continue;
      const candidate = group as string[];
      const result = parsed(candidate);
      if (!result) continue;
      const invalid = result.details.filter((detail) => !detail.valid).length;
      if (!best || invalid < best.invalid) best = { reading: { format, lines: candidate, result }, invalid };
    }
  }
  return best?.reading ?? null;
};
