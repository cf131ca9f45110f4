import { Injectable } from '@nestjs/common';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CountryFlag } from '@tenant/contracts';
import { API_BASE_PATH } from '@tenant/domain';
import { toCountryRecords, type WorldCountry } from './country-records.js';

const require = createRequire(import.meta.url);

/** What GET /v1/openapis/country-flags?fields=... may ask for (spec 1§3 Country option). */
export const COUNTRY_FIELDS = ['name', 'flag', 'code', 'cca2', 'translations'] as const;
export type CountryField = (typeof COUNTRY_FIELDS)[number];

/** Where the flags are served from (this service, never a public host). */
export const FLAGS_PATH = '/v1/openapis/flags';
const FLAGS_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/**
 * Countries from the `world-countries` data package (names, cca2, dialling codes, ita/deu
 * translations) with flags from `flag-icons`, served by this service; built once per process.
 */
@Injectable()
export class CountryFlagsService {
  private countries: Required<CountryFlag>[] | null = null;

  list(fields: readonly CountryField[] = COUNTRY_FIELDS): CountryFlag[] {
    this.countries ??= toCountryRecords(require('world-countries') as WorldCountry[]).map((record) => ({
      ...record,
      flag: `${API_BASE_PATH}${FLAGS_PATH}/${record.cca2.toLowerCase()}.svg`,
    }));
    return this.countries.map((country) => Object.fromEntries(fields.map((field) => [field, country[field]])) as CountryFlag);
  }

  /** The flag file of a country, or null for an unknown one. */
  flagFile(cca2: string): string | null {
    if (!/^[a-z]{2}$/.test(cca2)) return null;
    const known = this.list(['cca2']).some((country) => country.cca2?.toLowerCase() === cca2);
    return known ? join(FLAGS_DIR, `${cca2}.svg`) : null;
  }
}
