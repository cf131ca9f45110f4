import type { Psd2RequisitionStatus } from '@tenant/contracts';

/** A bank as the provider lists it (an ASPSP). */
export interface Institution {
  name: string;
  /** ISO 3166 alpha-2 */
  country: string;
  bic: string | null;
  /** the longest consent the bank grants, in days; null when the provider does not say */
  maxConsentDays: number | null;
}

export interface ConsentRequest {
  institution: { name: string; country: string };
  /** our opaque value, echoed on the redirect back (it names the requisition) */
  state: string;
  /** where the provider sends the applicant's browser back, with a code or an error */
  redirectUrl: string;
  /** until when the service may read the accounts */
  validUntil: Date;
  /** the applicant's language for the provider's pages */
  language?: string;
}

export interface StartedConsent {
  /** the provider's page where the applicant authenticates at the bank and gives consent */
  url: string;
  authorisationId: string;
}

/** What the provider's redirect back says: a code to exchange for a session, or why there is none. */
export type ConsentCallback =
  | { state: string; outcome: 'authorised'; code: string }
  | { state: string; outcome: 'rejected' | 'failed'; error: string };

export interface ProviderAccount {
  /** the provider's account id, valid while the session is */
  uid: string;
  iban: string | null;
  /** the account holder(s) as the bank names them */
  holder: string | null;
  /** the account's name or product */
  name: string | null;
  currency: string;
}

export interface AuthorisedSession {
  sessionId: string;
  accounts: ProviderAccount[];
  validUntil: Date;
}

export interface ProviderBalance {
  /** ISO 20022: CLBD (closing booked), ITAV (interim available), … */
  type: string;
  /** signed integer cents */
  amount: number;
  currency: string;
  referenceDate: string | null;
}

export interface ProviderTransaction {
  reference: string | null;
  bookingDate: string;
  valueDate: string;
  /** signed integer cents: credits positive */
  amount: number;
  currency: string;
  /** the other party: the payer of a credit, the payee of a debit */
  counterparty: string | null;
  /** remittance information, as the bank gives it */
  description: string;
  /** the account's balance after this booking, when the bank gives it (cents) */
  balanceAfter: number | null;
  status: 'booked' | 'pending';
}

/** The applicant at the screen: PSD2 lets a provider read on their behalf without the daily limit of unattended reads. */
export interface PsuPresence {
  ipAddress: string;
  userAgent?: string;
}

/**
 * An account-information service provider (AISP) under PSD2 (DESIGN §4b): list banks, send the
 * applicant to consent, exchange the redirect's code for a session with accounts, read balances and
 * transactions, end the session. Enable Banking is one adapter; Tink, finAPI, Yapily or GoCardless are
 * one more class each. Failures are ProviderError.
 */
export abstract class AccountInformationProvider {
  /** the provider's name, stored with each requisition */
  abstract readonly name: string;
  abstract institutions(country: string): Promise<Institution[]>;
  abstract startConsent(request: ConsentRequest): Promise<StartedConsent>;
  /** reads the redirect's query; null when it is not a redirect of this provider */
  abstract readCallback(query: Record<string, unknown>): ConsentCallback | null;
  abstract authorise(code: string): Promise<AuthorisedSession>;
  /** the session's state in the spec's vocabulary (LN while the accounts may be read) */
  abstract sessionStatus(sessionId: string): Promise<Psd2RequisitionStatus>;
  abstract balances(accountUid: string, psu?: PsuPresence): Promise<ProviderBalance[]>;
  /** every booked and pending transaction between the two dates (inclusive), all pages followed */
  abstract transactions(accountUid: string, range: { from: string; to: string }, psu?: PsuPresence): Promise<ProviderTransaction[]>;
  abstract endSession(sessionId: string): Promise<void>;
}
