import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, MortgageInfoRequest, MortgageInfoResponse } from '@tenant/contracts';

/** The mortgage-info step's calls: POST /v1/mortgage-info/submit (spec 2§7) and the saved answer to fill the step again. */
export const mortgageInfoApi = baseApi.enhanceEndpoints({ addTagTypes: ['MortgageInfo'] }).injectEndpoints({
  endpoints: (build) => ({
    getMortgageInfo: build.query<MortgageInfoResponse, string>({
      // keyed by application: the base query adds application_id from the route
      query: () => '/v1/mortgage-info/',
      providesTags: ['MortgageInfo'],
    }),
    submitMortgageInfo: build.mutation<ApiEnvelope, MortgageInfoRequest>({
      query: (body) => ({ url: '/v1/mortgage-info/submit', method: 'POST', body }),
      invalidatesTags: ['MortgageInfo'],
    }),
  }),
});

export const { useGetMortgageInfoQuery, useSubmitMortgageInfoMutation } = mortgageInfoApi;
