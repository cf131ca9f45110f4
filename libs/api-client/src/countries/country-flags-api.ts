import type { CountryFlag, CountryFlagsResponse } from '@tenant/contracts';
import { baseApi } from '../http/base-api.js';

/** A served country with every field a country option is built from (spec 1§3 Country option; the browser derives localeName). */
export type ServedCountry = Required<CountryFlag>;

/** GET /v1/openapis/country-flags: a utility call (spec 1§7), retried 3 times 2 s apart by the base API. */
const countryFlagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountryFlags: build.query<CountryFlagsResponse, void>({
      query: () => ({ url: '/v1/openapis/country-flags', params: { fields: 'name,flag,code,cca2,translations' } }),
      extraOptions: { utilityRetry: true },
      // The list does not change while the page is open; after a failure the next dropdown asks again.
      keepUnusedDataFor: Infinity,
      // Spec 1§8: the applicant is not told; the dropdowns keep Italy and Germany.
      onQueryStarted: (_arg, { queryFulfilled }) => void queryFulfilled.catch(({ error }) => console.warn('Country list not loaded; keeping the fallback.', error)),
    }),
  }),
});

/**
 * The served country list for the country dropdowns of @tenant/ui (the shell provides this hook to
 * every remote): undefined while it loads and when it could not be loaded.
 */
export const useServedCountries = (): ServedCountry[] | undefined => {
  const { data } = countryFlagsApi.useGetCountryFlagsQuery();
  return data?.success ? (data.countries as ServedCountry[]) : undefined;
};
