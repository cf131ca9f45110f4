import type { CountryFlagsResponse } from '@tenant/contracts';
import type { StubRoute } from './fetch-stub.js';

const flag = (cca2: string) => `/api/v1/openapis/flags/${cca2.toLowerCase()}.svg`;

/** A few countries as GET /api/v1/openapis/country-flags serves them (tests only). */
export const SERVED_COUNTRIES = [
  { name: 'Austria', cca2: 'AT', code: '+43', translations: { ita: { official: "Repubblica d'Austria", common: 'Austria' }, deu: { official: 'Republik Österreich', common: 'Österreich' } } },
  { name: 'France', cca2: 'FR', code: '+33', translations: { ita: { official: 'Repubblica francese', common: 'Francia' }, deu: { official: 'Französische Republik', common: 'Frankreich' } } },
  {
    name: 'Germany',
    cca2: 'DE',
    code: '+49',
    translations: { ita: { official: 'Repubblica federale di Germania', common: 'Germania' }, deu: { official: 'Bundesrepublik Deutschland', common: 'Deutschland' } },
  },
  { name: 'Italy', cca2: 'IT', code: '+39', translations: { ita: { official: 'Repubblica italiana', common: 'Italia' }, deu: { official: 'Italienische Republik', common: 'Italien' } } },
  { name: 'Switzerland', cca2: 'CH', code: '+41', translations: { ita: { official: 'Confederazione svizzera', common: 'Svizzera' }, deu: { official: 'Schweizerische Eidgenossenschaft', common: 'Schweiz' } } },
].map((country) => ({ ...country, flag: flag(country.cca2) }));

/** The country list route of a fetch stub, answering SERVED_COUNTRIES. */
export const countryFlagsRoute = (respond: StubRoute['respond'] = { body: { success: true, countries: SERVED_COUNTRIES } satisfies CountryFlagsResponse }): StubRoute => ({
  path: '/api/v1/openapis/country-flags',
  respond,
});
