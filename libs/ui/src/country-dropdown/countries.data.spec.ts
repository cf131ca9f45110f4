import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import worldCountries from 'world-countries';
import { toCountryRecords } from './country-record.js';
import type { WorldCountry } from './country-record.js';

// countries.data.json is the `world-countries` package cut down to the fields a country option needs,
// so the lazily loaded list stays small. Regenerate: UPDATE_COUNTRY_DATA=1 npx jest --selectProjects libs/ui countries.data
const file = join(__dirname, 'countries.data.json');
const expected = toCountryRecords(worldCountries as unknown as WorldCountry[]);

describe('countries.data.json', () => {
  if (process.env.UPDATE_COUNTRY_DATA) writeFileSync(file, `${JSON.stringify(expected)}\n`);

  it('is generated from the world-countries package', () => {
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(expected);
  });

  it('has the dialling prefixes of the spec', () => {
    const byCode = Object.fromEntries(expected.map((c) => [c.cca2, c.code]));
    expect(byCode).toMatchObject({ IT: '+39', DE: '+49', US: '+1', RU: '+7', GB: '+44', SH: '+290', VA: '+379' });
    expect(expected.filter((c) => c.code).every((c) => /^\+\d{1,4}$/.test(c.code))).toBe(true);
  });
});
