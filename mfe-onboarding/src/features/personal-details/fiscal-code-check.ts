import { FISCAL_CODE_PATTERN, normaliseFiscalCode, parseBirthDate } from '@tenant/validation';

/** Where a fiscal code disagrees with what the applicant entered. */
export type FiscalCodeDisagreement = { kind: 'check-character' } | { kind: 'date'; date: string } | { kind: 'place'; place: string };

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

/**
 * Checks a fiscal code of the spec's shape against the entered date and place of birth with
 * codice-fiscale-js: the check character, the encoded birth date, and (for people born in Italy) the
 * municipality. Empty when they agree or when there is nothing to compare yet.
 */
export async function checkFiscalCode(fiscalCode: string, dateOfBirth: string, placeOfBirth: string): Promise<FiscalCodeDisagreement[]> {
  const code = normaliseFiscalCode(fiscalCode);
  if (!FISCAL_CODE_PATTERN.test(code)) return [];
  const CodiceFiscale = await loadLibrary();
  if (!CodiceFiscale.check(code)) return [{ kind: 'check-character' }];
  let decoded: ReturnType<CodiceFiscaleClass['computeInverse']>;
  try {
    decoded = CodiceFiscale.computeInverse(code);
  } catch {
    return [{ kind: 'check-character' }];
  }
  const disagreements: FiscalCodeDisagreement[] = [];
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
