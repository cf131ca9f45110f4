import { FISCAL_CODE_PATTERN, normaliseFiscalCode, parseBirthDate } from './personal-details.js';

/** Where a fiscal code disagrees with what the applicant entered. */
export type FiscalCodeDisagreement =
  | { kind: 'check-character' }
  | { kind: 'surname'; letters: string }
  | { kind: 'name'; letters: string }
  | { kind: 'date'; date: string }
  | { kind: 'place'; place: string };

/** What a fiscal code is compared with: the applicant's names and the personal details as entered. */
export interface FiscalCodeFacts {
  fiscalCode: string;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth: string;
  placeOfBirth: string;
}

/**
 * The disagreements that refuse the code (issue 22), on the server and on the screen alike. A place of
 * birth is only a warning: a town typed in another language ('Milan') is not found by its Italian name.
 */
export const isBlockingDisagreement = (disagreement: FiscalCodeDisagreement): boolean => disagreement.kind !== 'place';

type CodiceFiscaleClass = typeof import('codice-fiscale-js').default;

// The library carries the table of Italian municipalities (~300 KB): loaded on first check, never with the first screen.
let library: Promise<CodiceFiscaleClass> | null = null;
const loadLibrary = (): Promise<CodiceFiscaleClass> => {
  library ??= import('codice-fiscale-js').then((module) => {
    const exported = module as unknown as { CodiceFiscale?: CodiceFiscaleClass; default?: CodiceFiscaleClass | { CodiceFiscale: CodiceFiscaleClass } };
    const fromDefault = exported.default && 'CodiceFiscale' in exported.default ? exported.default.CodiceFiscale : (exported.default as CodiceFiscaleClass | undefined);
    return exported.CodiceFiscale ?? fromDefault!;
  });
  return library;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();

const pad = (n: number) => String(n).padStart(2, '0');

/** Letters only, accents folded ('Rè' → 'RE'): the library's letter rules know only A–Z. */
const plainLetters = (text: string) => fold(text).replace(/ /g, '');

/** The three letters a surname gives a fiscal code (codice-fiscale-js's rule: consonants, vowels, then X). */
export const fiscalCodeSurnameLetters = async (surname: string): Promise<string> => (await loadLibrary()).surnameCode(plainLetters(surname));

/** The three letters a first name gives (the 1st, 3rd and 4th consonant when it has four or more, else as a surname). */
export const fiscalCodeNameLetters = async (name: string): Promise<string> => (await loadLibrary()).nameCode(plainLetters(name));

/**
 * Checks a fiscal code of the spec's shape against the applicant's surname and first name and the
 * entered date and place of birth, with codice-fiscale-js: the check character, the letters of the
 * names, the encoded birth date, and (for people born in Italy) the municipality. Empty when they agree
 * or when there is nothing to compare yet. The screen runs it as the applicant types, the onboarding
 * service before it saves (issue 22).
 */
export async function checkFiscalCode({ fiscalCode, firstName, lastName, dateOfBirth, placeOfBirth }: FiscalCodeFacts): Promise<FiscalCodeDisagreement[]> {
  const code = normaliseFiscalCode(fiscalCode);
  if (!FISCAL_CODE_PATTERN.test(code)) return [];
  const CodiceFiscale = await loadLibrary();
  if (!CodiceFiscale.check(code)) return [{ kind: 'check-character' }];
  const disagreements: FiscalCodeDisagreement[] = [];
  if (lastName?.trim() && (await fiscalCodeSurnameLetters(lastName)) !== code.slice(0, 3)) disagreements.push({ kind: 'surname', letters: code.slice(0, 3) });
  if (firstName?.trim() && (await fiscalCodeNameLetters(firstName)) !== code.slice(3, 6)) disagreements.push({ kind: 'name', letters: code.slice(3, 6) });
  let decoded: ReturnType<CodiceFiscaleClass['computeInverse']>;
  try {
    decoded = CodiceFiscale.computeInverse(code);
  } catch {
    return [{ kind: 'check-character' }];
  }
  const entered = parseBirthDate(dateOfBirth.trim());
  if (entered && (entered.day !== decoded.day || entered.month !== decoded.month || entered.year !== decoded.year)) {
    disagreements.push({ kind: 'date', date: `${pad(decoded.day)}/${pad(decoded.month)}/${decoded.year}` });
  }
  // Codes of people born abroad name the country (Z…), not a municipality: nothing to compare with a town.
  const bornInItaly = code[11] !== 'Z';
  if (bornInItaly && placeOfBirth.trim() && fold(placeOfBirth) !== fold(decoded.birthplace)) {
    let sameMunicipality = false;
    try {
      sameMunicipality = CodiceFiscale.findLocationCode(placeOfBirth.trim()) === code.slice(11, 15);
    } catch {
      // unknown or ambiguous name: the names decide
    }
    if (!sameMunicipality) disagreements.push({ kind: 'place', place: `${decoded.birthplace} (${decoded.birthplaceProvincia})` });
  }
  return disagreements;
}
