import type { PaymentWaiver } from '@tenant/contracts';

/** What the payment service knows of an application from onboarding's events. */
export interface BillingFacts {
  ownerEmail: string | null;
  applicationType: string | null;
  lanPays: boolean;
  partnerPays: boolean;
  /** the owner's (verified) e-mail is at the domain of a company registered in the product */
  ownerAtRegisteredCompany: boolean;
}

/**
 * Why an application needs no card payment, or null when it does (spec 2§3 Listing lanPays, 2§6):
 * the listing's landlord pays, its company pays every report, the owner is an organisation user (an
 * e-mail at the domain of a company registered in the product, which is billed), or the flow has no
 * payment step (rapid). A work e-mail at any other company pays like everyone else: the waiver is
 * money, so it needs a company that has agreed to be billed, not just a domain that is not a mail provider.
 */
export function paymentWaiver(facts: BillingFacts | null): PaymentWaiver | null {
  if (!facts) return null;
  if (facts.lanPays) return 'listing-pays';
  if (facts.partnerPays) return 'partner-pays';
  if (facts.applicationType === 'rapid') return 'no-payment-step';
  if (facts.ownerAtRegisteredCompany) return 'organisation-user';
  return null;
}
