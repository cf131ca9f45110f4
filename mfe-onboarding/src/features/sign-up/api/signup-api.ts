import { baseApi } from '@tenant/api-client';
import type { SignupAttemptResponse, SignupRequest, SignupSubmitResponse } from '@tenant/contracts';

/** POST /v1/signup/attempt and /v1/signup/submit (spec 1§7). */
export const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attemptSignup: build.mutation<SignupAttemptResponse, SignupRequest>({
      query: (body) => ({ url: '/v1/signup/attempt', method: 'POST', body }),
    }),
    submitSignup: build.mutation<SignupSubmitResponse, SignupRequest>({
      query: (body) => ({ url: '/v1/signup/submit', method: 'POST', body }),
    }),
  }),
});

export const { useAttemptSignupMutation, useSubmitSignupMutation } = signupApi;
