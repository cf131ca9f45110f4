import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, ConfirmationRequest, ConfirmationResponse } from '@tenant/contracts';

/** The confirmation step's calls: GET /v1/confirmation/ and POST /v1/confirmation/submit (named by us; spec 2§7 names none). */
export const confirmationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Confirmation'] }).injectEndpoints({
  endpoints: (build) => ({
    getConfirmation: build.query<ConfirmationResponse, string>({
      // keyed by application: the base query adds application_id from the route
      query: () => '/v1/confirmation/',
      providesTags: ['Confirmation'],
    }),
    submitConfirmation: build.mutation<ApiEnvelope, ConfirmationRequest>({
      query: (body) => ({ url: '/v1/confirmation/submit', method: 'POST', body }),
      invalidatesTags: ['Confirmation'],
    }),
  }),
});

export const { useGetConfirmationQuery, useSubmitConfirmationMutation } = confirmationApi;
