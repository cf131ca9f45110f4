import { useSelector } from 'react-redux';
import { baseApi } from '@tenant/api-client';
import { selectAccessToken, selectRoute } from '@tenant/bus';
import { PAYMENT_REQUIRED_PATH, type PaymentRequiredResponse } from '@tenant/contracts';
import type { FillStepRouter } from '@tenant/domain';

export const PAYMENT_STEP: FillStepRouter = 'payment';

/** The payment service's word on the application's payment, as the progress navigation reads it. */
const paymentProgressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** true once nothing is left to pay; the arguments only key the cache, so each step entered asks anew */
    getPaymentSettled: build.query<boolean, { applicationId: string; step: string }>({
      query: () => PAYMENT_REQUIRED_PATH,
      transformResponse: (answer: PaymentRequiredResponse) => !answer.isPaymentRequired,
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Whether the payment step, listed after the step shown, is done: an applicant who paid and went back
 * sees Payment ticked off. Asked only then (before the step shown every step counts as done anyway),
 * and only with a session: on sign-up (a resume link names the application before the e-mail code)
 * the call would answer 401, which the shell takes for an ended session.
 */
export const usePaymentSettled = (paymentAhead: boolean, currentStep: string | null): boolean => {
  const { applicationId } = useSelector(selectRoute);
  const signedIn = useSelector(selectAccessToken) !== null;
  const { data } = paymentProgressApi.useGetPaymentSettledQuery({ applicationId: applicationId ?? '', step: currentStep ?? '' }, { skip: !paymentAhead || !applicationId || !signedIn });
  return data === true;
};
