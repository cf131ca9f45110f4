import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, CurrentAddressRequest } from '@tenant/contracts';

/** POST /v1/current-address/submit (spec 1§7). */
export const currentAddressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitCurrentAddress: build.mutation<ApiEnvelope, CurrentAddressRequest>({
      query: (body) => ({ url: '/v1/current-address/submit', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitCurrentAddressMutation } = currentAddressApi;
