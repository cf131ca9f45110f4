/**
 * Why a provider call failed, in terms the service acts on: the consent is gone (expired, revoked,
 * rejected), the bank or provider limits reads (rate-limited, with Retry-After), the request was wrong
 * (invalid), the provider or bank is not reachable (unavailable), or settings are missing (not-configured).
 */
export type ProviderFailure = 'expired' | 'revoked' | 'rejected' | 'rate-limited' | 'invalid' | 'unavailable' | 'not-configured';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly details: { status?: number; code?: string | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export const retryAfterSeconds = (header: string | null, now = Date.now()): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
};
