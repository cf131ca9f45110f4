import { createAction } from '@reduxjs/toolkit';
import type { ApplicationType } from '@tenant/domain';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';

// Payment (spec 2§2, 2§3 Payment session, 2§4 Payment, 2§7 payment calls).

/** A 402 answer on the result page: the shell sends the user to the payment step. */
export const paymentRequired = createAction<{ status: 402 }>('payment/required');

/** GET /api/v1/payment/is-payment-required, as the API client calls it (relative to /api): the payment step and the shell's progress navigation ask it */
export const PAYMENT_REQUIRED_PATH = '/v1/payment/is-payment-required';

/** GET /api/v1/payment/is-payment-required */
export interface PaymentRequiredResponse extends ApiEnvelope {
  isPaymentRequired: boolean;
}

/**
 * POST /api/v1/payment/create-session: the embedded checkout's client secret, and what the browser needs
 * to load Stripe.js for the application's key set (only the publishable key ever reaches the browser).
 */
export interface CreatePaymentSessionResponse extends ApiEnvelope {
  /** the Checkout Session's id, whose status the step asks for once the checkout calls onComplete */
  sessionId: string;
  clientSecret: string;
  publishableKey: string;
  /** a Stripe.js stand-in to load instead of Stripe's CDN (the local sandbox); absent with real keys */
  stripeJsUrl?: string;
}

/** spec 2§3 Payment session, as Stripe reports it: status open | complete | expired; amount in cents. */
export interface PaymentSessionStatus {
  status: 'open' | 'complete' | 'expired';
  /** amount_total in the smallest currency unit (cents) */
  amount: number;
  currency: string;
}

/** GET /api/v1/payment/session-status?session_id= */
export interface PaymentSessionStatusResponse extends ApiEnvelope {
  session: PaymentSessionStatus;
}

/** Why an application needs no card payment (spec 2§3 Listing lanPays, 2§6). */
export type PaymentWaiver = 'listing-pays' | 'partner-pays' | 'organisation-user' | 'no-payment-step';

/** The listing an application is for, as the report shows it (spec 2§2 listing details); amounts in euros. */
export interface ApplicationListing {
  name: string;
  address: string;
  price: number | null;
  currentRent: number | null;
  deposit: number | null;
  companyName: string | null;
}

/**
 * What onboarding knows at registration that decides payment (DESIGN §4: the payment service never
 * reads onboarding's tables): the application type, the listing and its company's billing settings.
 */
export const applicationPaymentTermsSet = createAction(
  'application/paymentTermsSet',
  withMeta<{
    applicationId: string;
    applicationType: ApplicationType;
    listingId: string | null;
    /** the listing's landlord pays (spec 2§3 Listing lanPays) */
    lanPays: boolean;
    /** the listing's company pays every report of its listings */
    partnerPays: boolean;
    /** the company is the rental-pass partner: its own Stripe key set (spec 2§6) */
    rentalPassPartner: boolean;
    /** the listing applied for, for the report's listing details (spec 2§2); null for a general application */
    listing?: ApplicationListing | null;
  }>(),
);

/**
 * The e-mail domains of a company registered in the product (its staff's work addresses; spec 2§6:
 * organisation users are detected by a company e-mail domain). The whole list each time: an empty list
 * means the company has none. Onboarding owns companies; the payment service waives the card payment
 * for applicants whose verified e-mail is at one of these domains (the company is billed).
 */
export const companyEmailDomainsSet = createAction('company/emailDomainsSet', withMeta<{ companyId: string; emailDomains: string[] }>());

/** An application's report is paid (webhook-confirmed); the report service lets the result through. */
export const paymentSucceeded = createAction(
  'payment/succeeded',
  withMeta<{ applicationId: string; paymentId: string; amount: number; currency: string; paidAt: string }>(),
);

/** An application needs no card payment; the report service lets the result through. */
export const paymentWaived = createAction('payment/waived', withMeta<{ applicationId: string; reason: PaymentWaiver }>());

/** A paid report was refunded: payment is required again. */
export const paymentRefunded = createAction('payment/refunded', withMeta<{ applicationId: string; paymentId: string; refundedAt: string }>());
