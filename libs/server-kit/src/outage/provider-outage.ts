import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { chainOf, NETWORK_CODES } from '../database/database-availability.js';
import { describeError, OutageLog } from './outage-log.js';

/** Seconds a client waits before trying a call again whose provider is down (as for a database that restarts). */
export const PROVIDER_RETRY_AFTER_SECONDS = 5;

/**
 * A provider could not be reached, timed out or answered 5xx: 503 with Retry-After (the exception
 * filter sets the header from `retryAfterSeconds` and does not log it: the provider's outage log did).
 * The message is Common.Error.ServiceUnavailable unless the call has a key of its own in the spec
 * (`as`: the sign-in mail's, the payment session's …), which the screens already show.
 */
export class ProviderUnavailableException extends HttpException {
  readonly retryAfterSeconds = PROVIDER_RETRY_AFTER_SECONDS;

  constructor(
    readonly provider: string,
    message: string = SERVICE_UNAVAILABLE_MESSAGE,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }

  /** The same outage answered with the call's own message key. */
  as(message: string): ProviderUnavailableException {
    return new ProviderUnavailableException(this.provider, message);
  }
}

const logs = new Map<string, OutageLog>();

/** The process's outage log of one provider: one line when it stops answering, one when it serves again. */
export function providerOutages(provider: string): OutageLog {
  let log = logs.get(provider);
  if (!log) logs.set(provider, (log = new OutageLog(provider, new Logger(`Provider ${provider}`))));
  return log;
}

/** Records a failed call in the provider's outage log and answers the exception to throw. */
export function providerUnavailable(provider: string, detail: string): ProviderUnavailableException {
  providerOutages(provider).failed('unavailable', detail);
  return new ProviderUnavailableException(provider);
}

/** A transport failure anywhere in the error's chain: refused, reset, unreachable, timed out or aborted by its timeout. */
export function isNetworkFailure(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const { code, name } = link as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (name === 'TimeoutError' || name === 'AbortError') return true;
  }
  return false;
}

/**
 * Runs one call to a provider: a success ends the provider's outage; a failure `isUnavailable`
 * recognises is recorded (one line per outage) and thrown as ProviderUnavailableException; any other
 * error is the caller's.
 */
export async function callProvider<T>(provider: string, call: () => Promise<T>, isUnavailable: (error: unknown) => boolean = isNetworkFailure): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableException || !isUnavailable(error)) throw error;
    throw providerUnavailable(provider, describeError(error));
  }
  providerOutages(provider).served();
  return result;
}

/**
 * fetch for a provider's HTTP API, bounded by the provider timeout (the signal also bounds reading the
 * body): no answer, a broken connection or a 5xx answer is the provider's outage (503); any other
 * answer, 4xx included, is the caller's to read.
 */
export async function providerFetch(provider: string, url: URL | string, init: RequestInit = {}, timeoutMs: number): Promise<Response> {
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    // fetch's TypeError says only "fetch failed"; its cause names the socket error
    const cause = error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
    throw providerUnavailable(provider, describeError(cause ?? error));
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => undefined);
    throw providerUnavailable(provider, `HTTP ${response.status}`);
  }
  providerOutages(provider).served();
  return response;
}
