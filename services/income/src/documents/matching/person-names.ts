/**
 * Whether a name printed on a document (a statement's holder, a payslip's employee, an ID's MRZ) is the applicant's. Shared
 * by every document's checks: case, accents, word order, salutations and middle names do not matter,
 * and German umlauts match both ways they are written (Müller = Muller = Mueller, Groß = Gross), since
 * banks drop the accents and the MRZ transliterates (ICAO 9303: Ä → AE, Ö → OE, Ü → UE, ß → SS).
 */

const SALUTATIONS = new Set(['herrn', 'herr', 'frau', 'sig', 'sigra', 'dott', 'dr', 'und', 'e']);
const TRANSLITERATIONS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/å/g, 'aa'],
  [/æ/g, 'ae'],
  [/ø/g, 'oe'],
];

/** Lower case without accents (ü = u, à = a) and ß = ss: how printed names (people, companies) are compared. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();

const words = (name: string): string[] =>
  foldText(name)
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/[\s'-]+/)
    .filter((word) => word.length > 1 && !SALUTATIONS.has(word));

/** The words of a name in both spellings: accents dropped, and transliterated. MRZ fillers (<) separate words. */
export const nameWords = (name: string): Set<string> => {
  const lower = name.replace(/</g, ' ').toLowerCase();
  const transliterated = TRANSLITERATIONS.reduce((text, [letter, spelling]) => text.replace(letter, spelling), lower);
  return new Set([...words(lower), ...words(transliterated)]);
};

/** One name (first or last) is on the document when each of its words is, in either spelling. */
const present = (name: string, printed: Set<string>): boolean => {
  const required = name.split(/[\s'-]+/).filter((word) => words(word).length > 0);
  return required.length > 0 && required.every((word) => [...nameWords(word)].some((spelling) => printed.has(spelling)));
};

/**
 * The document names the applicant when their last name (every word of it) and their first name
 * (one of its words: middle names are often left out) appear among the printed words, in any order.
 */
export const nameMatches = (printed: string, firstName: string, lastName: string): boolean => {
  const words = nameWords(printed);
  const firstWords = firstName.split(/\s+/).filter(Boolean);
  return present(lastName, words) && firstWords.some((word) => present(word, words));
};
