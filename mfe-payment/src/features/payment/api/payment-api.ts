import { baseApi } from '@tenant/api-client';
import { PAYMENT_REQUIRED_PATH, type CreatePaymentSessionResponse, type PaymentRequiredResponse, type PaymentSessionStatusResponse } from '@tenant/contracts';

/** The payment step's calls (spec 2§7 v1/payment/*). */
export const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    isPaymentRequired: build.query<PaymentRequiredResponse, void>({
      query: () => PAYMENT_REQUIRED_PATH,
      extraOptions: { awaitApplication: true },
      keepUnusedDataFor: 0,
    }),
    /** returnUrl: this page's address, where Stripe sends the browser back to (the server checks it) */
    createPaymentSession: build.mutation<CreatePaymentSessionResponse, { returnUrl: string }>({
      query: ({ returnUrl }) => ({ url: '/v1/payment/create-session', method: 'POST', body: { return_url: returnUrl } }),
    }),
    getPaymentSessionStatus: build.query<PaymentSessionStatusResponse, string>({
      query: (sessionId) => ({ url: '/v1/payment/session-status', params: { session_id: sessionId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useIsPaymentRequiredQuery, useLazyIsPaymentRequiredQuery, useCreatePaymentSessionMutation, useGetPaymentSessionStatusQuery } = paymentApi;
