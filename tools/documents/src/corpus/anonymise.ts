import { createHmac, randomBytes } from 'node:crypto';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { fiscalCode, germanIban, italianIban, steuerId } from '../identifiers.js';

/** One run of text as pdfjs gives it (the product's PdfTextItem): page, x, y from the top, width, font size. */
export interface CorpusItem {
  page: number;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  text: string;
}

export interface Anonymisation {
  items: CorpusItem[];
  /** What was replaced, by kind, for the extract's own record (counts only: the originals are never written). */
  replaced: Record<'iban' | 'fiscalCode' | 'taxId' | 'account' | 'redacted', number>;
  /** Redacted strings (or their words) still found after the replacement: the extract must not be kept. */
  leftovers: string[];
}

const IBAN_CANDIDATE = /(?:IT|DE)\s?\d{2}(?:\s?[0-9A-Z]){18,23}/g;
const IBAN_LENGTH: Record<string, number> = { IT: 27, DE: 22 };
const BBAN_SHAPE: Record<string, RegExp> = { IT: /^[A-Z]\d{10}[0-9A-Z]{12}$/, DE: /^\d{18}$/ };
const ITALIAN_FISCAL_CODE = /(?<![A-Z\d])[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![A-Z\d])/g;
const ELEVEN_DIGITS = /(?<![\d.,])\d{11}(?![\d.,]\d)/g;
/** Words of a redacted string that are kept when they stand alone: they name no one. */
const GENERIC_WORDS = new Set(
  'herrn herr frau familie str strasse straße weg platz allee gasse via viale piazza corso vicolo largo sig sig.ra signor signora dott dott.ssa ing avv spett spettabile gmbh spa srl snc sas ag kg ohg und e di del della dei de la le il lo'.split(' '),
);
const CONSONANTS = 'bcdfghklmnprstvz';
const VOWELS = 'aeiou';

/** A deterministic stream of choices for one original string, keyed by the run's secret. */
const chooser = (key: Buffer, original: string) => {
  let block = createHmac('sha256', key).update(original).digest();
  let used = 0;
  return (modulo: number): number => {
    if (used >= block.length) {
      block = createHmac('sha256', key).update(block).digest();
      used = 0;
    }
    return block[used++] % modulo;
  };
};

/** Same length, same case pattern, letters for letters and digits for digits; the rest kept. */
const fakeLike = (key: Buffer, original: string): string => {
  const next = chooser(key, original.toLowerCase());
  let vowelNext = next(2) === 0;
  return [...original]
    .map((char) => {
      if (/\d/.test(char)) return String(next(10));
      if (!/\p{L}/u.test(char)) return char;
      const letter = vowelNext ? VOWELS[next(VOWELS.length)] : CONSONANTS[next(CONSONANTS.length)];
      vowelNext = !vowelNext;
      return char === char.toUpperCase() ? letter.toUpperCase() : letter;
    })
    .join('');
};

const digitsLike = (key: Buffer, original: string) => fakeLike(key, original).replace(/\D/g, '0');

/** A street's kind kept at the end of its name ("Schützenstraße" → "Bavuzenstraße"): readers know an address by it. */
const STREET_SUFFIX = /(straße|strasse|str|weg|allee|platz|gasse|ring|damm)$/iu;

/** A word's stand-in: same length and case, a street's kind kept. */
const fakeWord = (key: Buffer, word: string): string => {
  const suffix = STREET_SUFFIX.exec(word)?.[0] ?? '';
  return suffix && suffix.length < word.length ? fakeLike(key, word.slice(0, word.length - suffix.length)) + suffix : fakeLike(key, word);
};

/** Each run of letters and each run of digits replaced on its own, so a word gets the same stand-in wherever it is printed. */
const fakeText = (key: Buffer, original: string) => original.replace(/\p{L}+|\d+/gu, (run) => fakeWord(key, run));

const fakeIban = (key: Buffer, iban: string): string => {
  const digits = (count: number) => digitsLike(key, iban).padEnd(count, '7').slice(-count);
  if (iban.startsWith('IT')) return italianIban(iban.slice(5, 10), iban.slice(10, 15), digits(12));
  return germanIban(iban.slice(4, 12), digits(10));
};

/** Items of one printed line, left to right: a value may be split over several items. */
const linesOf = (items: CorpusItem[]): CorpusItem[][] => {
  const lines = new Map<string, CorpusItem[]>();
  for (const item of items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.values()].map((line) => line.sort((a, b) => a.x - b.x));
};

/**
 * The line's text (its items joined by a space) and, for each character, the item and offset it came
 * from (null for the joining spaces): a match is written back character by character whatever the
 * items' split, the replacement's characters going to the match's non-space characters in order.
 */
const lineText = (line: CorpusItem[]) => {
  const chars: ({ item: CorpusItem; offset: number } | null)[] = [];
  let text = '';
  for (const item of line) {
    if (text) {
      chars.push(null);
      text += ' ';
    }
    [...item.text].forEach((char, offset) => {
      chars.push({ item, offset });
      text += char;
    });
  }
  return { text, chars };
};

const writeBack = (chars: ({ item: CorpusItem; offset: number } | null)[], start: number, matched: string, replacement: string) => {
  const edits = new Map<CorpusItem, string[]>();
  const targets = [...matched].flatMap((char, index) => (/\s/.test(char) || !chars[start + index] ? [] : [chars[start + index] as { item: CorpusItem; offset: number }]));
  [...replacement.replace(/\s+/g, '')].forEach((char, index) => {
    const target = targets[index];
    if (!target) return;
    const letters = edits.get(target.item) ?? [...target.item.text];
    letters[target.offset] = char;
    edits.set(target.item, letters);
  });
  for (const [item, letters] of edits) item.text = letters.join('');
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Anonymises the positioned text of a real document so that it can be committed: valid IBANs (same
 * bank code, new account number, valid check digits), the account number inside them wherever it is
 * printed alone, Italian fiscal codes, German tax ids (valid check digit) and every `redact` string
 * (names, addresses, customer numbers: what no pattern can tell) and each of its words, consistently
 * through the document. Replacements keep each string's length, case and punctuation, so positions and
 * widths stay true; amounts and dates are never touched. A fresh secret per run: nothing maps back.
 */
export const anonymiseItems = (source: readonly CorpusItem[], redact: readonly string[] = [], key: Buffer = randomBytes(32)): Anonymisation => {
  const items = source.map((item) => ({ ...item }));
  const replaced = { iban: 0, fiscalCode: 0, taxId: 0, account: 0, redacted: 0 };
  const accounts = new Map<string, string>();
  const bbans = new Map<string, string>();

  const replaceInLines = (pattern: RegExp, replacementOf: (match: string, lineText: string) => string | null, kind: keyof typeof replaced) => {
    for (const line of linesOf(items)) {
      const { text, chars } = lineText(line);
      for (const match of text.matchAll(pattern)) {
        const compact = match[0].replace(/\s+/g, '');
        const replacement = replacementOf(compact, text);
        if (replacement === null || replacement === compact) continue;
        writeBack(chars, match.index, match[0], replacement);
        replaced[kind] += 1;
      }
    }
  };

  replaceInLines(
    IBAN_CANDIDATE,
    (match) => {
      const iban = electronicFormatIBAN(match.slice(0, IBAN_LENGTH[match.slice(0, 2)])) ?? '';
      // An IBAN its source already made up (wrong check digits) is replaced too: the corpus shows valid ones.
      if (!isValidIBAN(iban) && !BBAN_SHAPE[iban.slice(0, 2)]?.test(iban.slice(4))) return null;
      const fake = fakeIban(key, iban);
      const accountOf = (value: string) => (value.startsWith('IT') ? value.slice(15) : value.slice(12));
      accounts.set(accountOf(iban), accountOf(fake));
      bbans.set(iban.slice(4), fake.slice(4));
      return fake + match.slice(iban.length);
    },
    'iban',
  );
  replaceInLines(ITALIAN_FISCAL_CODE, (match) => fiscalCode(fakeLike(key, match.slice(0, 6)) + match.slice(6, 15).replace(/\d/g, (d) => String((Number(d) + 3) % 10))), 'fiscalCode');
  replaceInLines(
    ELEVEN_DIGITS,
    (match, text) => (/steuer|identifikation|idnr|tax/i.test(text) && steuerId(match.slice(0, 10)) === match ? steuerId(digitsLike(key, match).slice(0, 10)) : null),
    'taxId',
  );
  // The national account number printed in its parts ("H 07601 01600 001030700957": CIN, ABI, CAB, account).
  for (const [bban, fake] of bbans) replaceInLines(new RegExp(`(?<![\\dA-Z])${[...bban].map(escape).join('\\s*')}(?![\\d])`, 'g'), () => fake, 'account');
  // The account number printed alone ("Kontonummer 1234567890", "conto n. 000012345678"), with or without its leading zeros.
  for (const [account, fake] of accounts) {
    const bare = account.replace(/^0+/, '');
    for (const [original, replacement] of [
      [account, fake],
      [bare, fake.slice(fake.length - bare.length)],
    ] as const) {
      if (original.length < 5) continue;
      replaceInLines(new RegExp(`(?<![\\d.,])${escape(original)}(?![\\d]|[.,]\\d)`, 'g'), () => replacement, 'account');
    }
  }

  // Redacted strings with digits whole (an address with its house number, a customer number), then
  // every word of every redacted string wherever it stands alone (a name split over several items).
  const words = new Set<string>();
  for (const entry of redact) {
    const compact = entry.replace(/\s+/g, '');
    if (/\d/.test(compact) && compact.length >= 4) replaceInLines(new RegExp([...compact].map(escape).join('\\s*'), 'giu'), (match) => fakeText(key, match), 'redacted');
    for (const word of entry.split(/[\s,./()'’-]+/)) if (word.length >= 3 && /^\p{L}+$/u.test(word) && !GENERIC_WORDS.has(word.toLowerCase())) words.add(word);
    for (const number of entry.match(/\d{5,}/g) ?? []) words.add(number);
  }
  for (const item of items) {
    for (const word of words) {
      const pattern = new RegExp(`(?<![\\p{L}\\d])${escape(word)}(?![\\p{L}\\d])`, 'giu');
      item.text = item.text.replace(pattern, (match) => {
        replaced.redacted += 1;
        return fakeWord(key, match);
      });
    }
  }

  const all = items.map((item) => item.text).join(' ').toLowerCase();
  const allCompact = all.replace(/\s+/g, '');
  const leftovers = [...words].filter((word) => new RegExp(`(?<![\\p{L}\\d])${escape(word.toLowerCase())}(?![\\p{L}\\d])`, 'u').test(all));
  for (const entry of redact) if (entry.replace(/\s+/g, '').length >= 2 && allCompact.includes(entry.replace(/\s+/g, '').toLowerCase())) leftovers.push(entry);
  return { items, replaced, leftovers };
};
