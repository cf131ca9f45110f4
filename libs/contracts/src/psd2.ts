import type { ApiEnvelope } from './api-envelope.js';
import type { DocumentError } from './documents.js';

// Bank connection by a PSD2 account-information provider (spec 2§3, 2§4, 2§7, 2§8). The income service
// keeps the requisition (the applicant's consent at one bank) and its accounts; fetched transactions
// become bank-statement documents of the documents pipeline.

/**
 * A requisition's state in the bank-data provider's vocabulary (GoCardless Bank Account Data, where the
 * spec's status texts come from): created, giving consent, undergoing authentication, rejected,
 * selecting accounts, granting access, linked, expired. Each provider adapter maps its own states onto these.
 */
export const PSD2_REQUISITION_STATUSES = ['CR', 'GC', 'UA', 'RJ', 'SA', 'GA', 'LN', 'EX'] as const;
export type Psd2RequisitionStatus = (typeof PSD2_REQUISITION_STATUSES)[number];

/** The status text of each state (the accounts call's status_key). */
export const PSD2_STATUS_KEYS: Record<Psd2RequisitionStatus, string> = {
  CR: 'Yapily.Status.Created',
  GC: 'Yapily.Status.GivingConsent',
  UA: 'Yapily.Status.UndergoingAuthentication',
  RJ: 'Yapily.Status.Rejected',
  SA: 'Yapily.Status.SelectingAccounts',
  GA: 'Yapily.Status.GrantingAccess',
  LN: 'Yapily.Status.Linked',
  EX: 'Yapily.Status.Expired',
};

/** The texts shown while transactions are fetched: at once, after 4 s and after 8 s (spec 2§9). */
export const PSD2_FETCHING_KEYS = ['Yapily.Status.FetchingTransactions', 'Yapily.Status.TaggingTransactions', 'Yapily.Status.AlmostDone'] as const;

/** The bank-connection errors of the catalogue (spec 2§8). */
export const PSD2_ERROR_KEYS = {
  couldNotConnect: 'Yapily.Errors.CouldNotConnect',
  rejected: 'Yapily.Errors.Rejected',
  expired: 'Yapily.Errors.Expired',
  authenticationFailed: 'Yapily.Errors.AuthenticationFailed',
  transactionsFailed: 'Yapily.Errors.TransactionsFailedTryAgain',
  /** the provider's daily limit of unattended reads was reached: the last fetch is served */
  rateLimited: 'Yapily.Errors.RateLimited',
  notAvailable: 'Yapily.Errors.BankNotAvailable',
} as const;

/** spec 2§3 Payment-provider account. */
export interface Psd2Account {
  id: string;
  /** the account's name at the bank (product or the applicant's own label) */
  name: string;
  owner_name: string | null;
  iban: string | null;
  currency: string;
  /** ISO timestamp of the last transactions fetch; null before the first */
  last_accessed: string | null;
}

/** GET /api/v1/psd2/requisition?institution_id= (the bank list item's metadata.id). */
export interface Psd2RequisitionResponse extends ApiEnvelope {
  requisition_id?: string;
  /** the provider's page where the applicant gives consent (opened in a new tab) */
  link?: string;
  /** on failure: the catalogued key (the screen reads the error from here) */
  error?: string;
}

/** GET /api/v1/psd2/accounts?requisition_id= — polled every 2 s with the status key. */
export interface Psd2AccountsResponse extends ApiEnvelope {
  status: Psd2RequisitionStatus;
  status_key: string;
  accounts: Psd2Account[];
  /** ISO timestamp until which the consent lets the service read the accounts */
  valid_until: string | null;
}

export interface Psd2Balance {
  /** ISO 20022 balance type: CLBD, ITAV, … */
  type: string;
  /** integer cents */
  amount: number;
  currency: string;
  reference_date: string | null;
}

/** GET /api/v1/psd2/accounts/metadata?account_id= */
export interface Psd2AccountMetadataResponse extends ApiEnvelope {
  account?: Psd2Account;
  balances?: Psd2Balance[];
  bank_name?: string | null;
  valid_until?: string | null;
}

/** spec 2§3 Payment-provider transaction result: one document per account. */
export interface Psd2TransactionDocument {
  id: string;
  /** the document's file name */
  file: string;
  name: string;
  owner_name: string | null;
  has_warning: boolean;
  error: DocumentError | null;
}

/** GET /api/v1/psd2/fetch-transactions?account_ids=&bank_name=&abi= */
export interface Psd2TransactionsResponse extends ApiEnvelope {
  transactions_are_mapped: boolean;
  documents: Psd2TransactionDocument[];
  /** true when the daily limit was reached and the last fetch is served again */
  cached?: boolean;
}

/** POST /api/v1/psd2/revoke?requisition_id=: the consent is ended at the provider and its accounts' data removed. */
export type Psd2RevokeResponse = ApiEnvelope;
