import { baseApi } from '@tenant/api-client';
import type { AdditionalDetailsRequest, AdditionalDetailsResponse, ApiEnvelope, EmployedAdditionalRequest, OtherIncomesRequest } from '@tenant/contracts';

/** The additional-details calls of spec 1§7 (POST /api/v2/personal-details/submit/...). */
export const additionalDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdditionalDetails: build.query<AdditionalDetailsResponse, string>({
      // keyed by application: the base query adds application_id from the route
      query: () => ({ url: '/v2/personal-details/additional' }),
    }),
    submitAdditional: build.mutation<ApiEnvelope, AdditionalDetailsRequest>({
      query: (body) => ({ url: '/v2/personal-details/submit/additional', method: 'POST', body }),
    }),
    submitEmployedAdditional: build.mutation<ApiEnvelope, EmployedAdditionalRequest>({
      query: (body) => ({ url: '/v2/personal-details/submit/employed-additional', method: 'POST', body }),
    }),
    submitOtherIncomes: build.mutation<ApiEnvelope, OtherIncomesRequest>({
      query: (body) => ({ url: '/v2/personal-details/submit/other-incomes', method: 'POST', body }),
    }),
  }),
});

export const { useGetAdditionalDetailsQuery, useSubmitAdditionalMutation, useSubmitEmployedAdditionalMutation, useSubmitOtherIncomesMutation } =
  additionalDetailsApi;
