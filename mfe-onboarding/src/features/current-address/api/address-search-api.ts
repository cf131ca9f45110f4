import { baseApi } from '@tenant/api-client';
import type { AddressDetailsResponse, AddressPredictionsResponse } from '@tenant/contracts';

/** Utility calls (spec 1§7), retried 3 times 2 s apart by the base API: address autocomplete and details. */
export const addressSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAddresses: build.query<AddressPredictionsResponse, { text: string; countryCode: string }>({
      query: ({ text, countryCode }) => ({ url: '/v1/openapis/addresses', params: { text, countryCode } }),
      extraOptions: { utilityRetry: true },
      keepUnusedDataFor: 300,
    }),
    getAddressDetails: build.query<AddressDetailsResponse, string>({
      query: (placeId) => ({ url: '/v1/openapis/address-details', params: { placeId } }),
      extraOptions: { utilityRetry: true },
    }),
  }),
});

export const { useSearchAddressesQuery, useLazyGetAddressDetailsQuery } = addressSearchApi;
