import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, PersonalDetailsAllRequest, PersonalDetailsBasicRequest } from '@tenant/contracts';

/** POST /v2/personal-details/submit, /submit/all and /submit/nationality (spec 1§7). */
export const personalDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitPersonalDetails: build.mutation<ApiEnvelope, PersonalDetailsBasicRequest>({
      query: (body) => ({ url: '/v2/personal-details/submit', method: 'POST', body }),
    }),
    submitAllPersonalDetails: build.mutation<ApiEnvelope, PersonalDetailsAllRequest>({
      query: (body) => ({ url: '/v2/personal-details/submit/all', method: 'POST', body }),
    }),
    submitNationality: build.mutation<ApiEnvelope, { nationality: string }>({
      query: (body) => ({ url: '/v2/personal-details/submit/nationality', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitPersonalDetailsMutation, useSubmitAllPersonalDetailsMutation, useSubmitNationalityMutation } = personalDetailsApi;
