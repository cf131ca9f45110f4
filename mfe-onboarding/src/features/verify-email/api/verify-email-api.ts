import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, ResendCodeRequest, VerifyEmailRequest, VerifyEmailResponse } from '@tenant/contracts';

/** POST /v1/verify-email/submit and /resend-code (spec 1§7). */
export const verifyEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitEmailCode: build.mutation<VerifyEmailResponse, VerifyEmailRequest>({
      query: (body) => ({ url: '/v1/verify-email/submit', method: 'POST', body }),
    }),
    resendEmailCode: build.mutation<ApiEnvelope, ResendCodeRequest>({
      query: (body) => ({ url: '/v1/verify-email/resend-code', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitEmailCodeMutation, useResendEmailCodeMutation } = verifyEmailApi;
