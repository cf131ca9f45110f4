/**
 * Whether a PDF's text layer is text a person could read, or only looks like one. A scan has no text
 * layer at all; a broken one has characters that are not the printed ones: glyphs mapped to the
 * private-use area or to control codes, a font without a ToUnicode map whose codes come out as
 * symbols or shifted letters, or OCR junk. Either way the file cannot be read and must be explained
 * as a scan, not as "not a statement". Pure: it sees only the extracted strings.
 */

/** Fewer visible characters than this in the whole file means there is no text layer: a scan or a photo. */
export const MIN_TEXT_LAYER_CHARS = 40;
/** At least this share of the visible characters must be Latin letters, digits or ordinary punctuation. */
export const MIN_READABLE_SHARE = 0.85;
/** At least this share of the visible characters must be letters or digits: statements and payslips are words and figures, not symbols. */
export const MIN_ALPHANUMERIC_SHARE = 0.55;
/** A text layer must hold at least this many word-like tokens (three letters or more, with a vowel). */
export const MIN_WORDS = 8;
/** Vowels among the letters of the word tokens: Italian text has about 45 %, German about 38 %, letters drawn at random about 23 %. */
export const MIN_VOWEL_SHARE = 0.27;

/** Letters of Latin scripts (accents, umlauts and ß included) and the ASCII digits. */
const ALPHANUMERIC = /[\p{Script=Latin}0-9]/u;
/** What documents print between words and figures: punctuation, currency, quotes and dashes of Latin typography. */
const ORDINARY_PUNCTUATION = /[.,;:!?'"()[\]/\\\-+*&%#@_=<>€$£°§|~‘’‚“”„«»–—…·•]/u;
/** A run of letters of a Latin script: a candidate word. */
const LETTER_RUN = /\p{Script=Latin}+/gu;
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ]/giu;

export interface TextReadability {
  /** characters other than white space */
  visibleChars: number;
  /** share of the visible characters that are letters, digits or ordinary punctuation */
  readableShare: number;
  /** share of the visible characters that are letters or digits */
  alphanumericShare: number;
  /** runs of three letters or more that hold a vowel */
  words: number;
  /** vowels among the letters of those words */
  vowelShare: number;
}

/** The measures of one extracted text (all the text items of a file, joined with spaces). */
export const measureReadability = (text: string): TextReadability => {
  const visible = [...text.replace(/\s/gu, '')];
  let readable = 0;
  let alphanumeric = 0;
  for (const character of visible) {
    if (ALPHANUMERIC.test(character)) {
      alphanumeric += 1;
      readable += 1;
    } else if (ORDINARY_PUNCTUATION.test(character)) readable += 1;
  }
  const words = (text.match(LETTER_RUN) ?? []).filter((run) => run.length >= 3 && run.match(VOWEL));
  const letters = words.reduce((total, word) => total + word.length, 0);
  const vowels = words.reduce((total, word) => total + (word.match(VOWEL)?.length ?? 0), 0);
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    visibleChars: visible.length,
    readableShare: share(readable, visible.length),
    alphanumericShare: share(alphanumeric, visible.length),
    words: words.length,
    vowelShare: share(vowels, letters),
  };
};

/** Whether the measures are those of a real text layer: enough text, in ordinary characters, with words in it. */
export const isReadable = (measures: TextReadability): boolean =>
  measures.visibleChars >= MIN_TEXT_LAYER_CHARS &&
  measures.readableShare >= MIN_READABLE_SHARE &&
  measures.alphanumericShare >= MIN_ALPHANUMERIC_SHARE &&
  measures.words >= MIN_WORDS &&
  measures.vowelShare >= MIN_VOWEL_SHARE;
