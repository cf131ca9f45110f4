import { createRequire } from 'node:module';
import type { Countries } from 'world-countries';

const countries = createRequire(import.meta.url)('world-countries') as Countries;

/** ICAO 9303 codes that are not ISO 3166 alpha-3: Germany is D, British nationals' variants are GB. */
const ICAO_SPECIAL: Record<string, string> = { D: 'DE', GBD: 'GB', GBN: 'GB', GBO: 'GB', GBP: 'GB', GBS: 'GB', RKS: 'XK' };
const ALPHA2_OF = new Map(countries.map((country) => [country.cca3, country.cca2]));
/**
 * ICAO 9303 part 3 codes that name no ISO country: organisations, refugees and stateless persons,
 * and UTO, the fictitious Utopia of ICAO's specimens.
 */
const ICAO_OTHER = new Set(['EUE', 'UNA', 'UNK', 'UNO', 'XBA', 'XIM', 'XCC', 'XCE', 'XCO', 'XDC', 'XEC', 'XES', 'XMP', 'XOM', 'XPO', 'XXA', 'XXB', 'XXC', 'XXX', 'UTO']);

/** Whether an MRZ state code (issuing state, nationality; fillers allowed) is one ICAO lists: D, ITA, UTO … */
export const isIcaoCode = (code: string): boolean => {
  const trimmed = code.replace(/</g, '');
  return trimmed in ICAO_SPECIAL || ALPHA2_OF.has(trimmed) || ICAO_OTHER.has(trimmed);
};

/** The ISO alpha-2 code of an MRZ state code (ITA → IT, D → DE); null for organisations and stateless persons (UNO, XXA …). */
export const alpha2OfIcao = (code: string | null): string | null => {
  if (!code) return null;
  const trimmed = code.replace(/</g, '');
  return ICAO_SPECIAL[trimmed] ?? ALPHA2_OF.get(trimmed) ?? null;
};
