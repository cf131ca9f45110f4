import { PSD2_ERROR_KEYS, type Psd2RequisitionStatus } from '@tenant/contracts';
import { ProviderUnavailableException } from '@tenant/server-kit';
import type { ProviderFailure } from './provider/provider-error.js';

/** The states in which the applicant is still on the way through the bank's consent. */
export const WAITING_STATUSES: readonly Psd2RequisitionStatus[] = ['CR', 'GC', 'UA', 'SA', 'GA'];

/** What the requisition's stored error says to the applicant (spec 2§8 bank connection). */
export const consentErrorKey = (status: Psd2RequisitionStatus, error: string | null): string | null => {
  if (status === 'EX') return PSD2_ERROR_KEYS.expired;
  if (status !== 'RJ') return null;
  if (error === 'access_denied') return PSD2_ERROR_KEYS.rejected;
  if (error === 'unavailable') return PSD2_ERROR_KEYS.couldNotConnect;
  return PSD2_ERROR_KEYS.authenticationFailed;
};

/** The message of a failed provider call. */
export const failureKey = (failure: ProviderFailure, fallback: string): string =>
  failure === 'expired' || failure === 'revoked' ? PSD2_ERROR_KEYS.expired : failure === 'unavailable' || failure === 'not-configured' ? PSD2_ERROR_KEYS.couldNotConnect : fallback;

/**
 * The provider cannot be reached now (no answer, timeout, 5xx): the applicant's call answers 503 with
 * Retry-After and the bank connection's "could not connect" key; the adapter logged the outage once.
 */
export const couldNotConnectNow = (provider: string): ProviderUnavailableException => new ProviderUnavailableException(provider, PSD2_ERROR_KEYS.couldNotConnect);
