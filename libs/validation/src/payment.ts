import { object, string } from 'yup';

/** A Stripe Checkout Session id as Stripe writes it into the return URL (`cs_test_…` / `cs_live_…`). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{10,200}$/;

/** Query of GET /v1/payment/session-status (spec 2§7): the session_id the checkout returned with. */
export const paymentSessionQuerySchema = object({
  session_id: string().trim().required('Payment.Error.SessionId').matches(CHECKOUT_SESSION_ID, 'Payment.Error.SessionId'),
});

/**
 * Body of POST /v1/payment/create-session: the page to come back to after the checkout (the step's own
 * address, on the region's host); the service accepts only the product's hosts and this application's
 * payment step, and otherwise uses its public address.
 */
export const createPaymentSessionSchema = object({
  return_url: string().trim().max(2000, 'Payment.Error.ReturnUrl').optional(),
});
