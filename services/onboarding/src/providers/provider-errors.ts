import { BadGatewayException, Logger, ServiceUnavailableException } from '@nestjs/common';
import { providerFetch, ProviderUnavailableException } from '@tenant/server-kit';

/** Message keys of provider failures; the details go to the log, not to the applicant. */
export const PROVIDER_MESSAGES = {
  notConfigured: 'Provider.Error.NotConfigured',
  failed: 'Provider.Error.Failed',
} as const;

const logger = new Logger('Providers');

/** The provider is not configured in this environment (its URL variable is unset). */
export const providerNotConfigured = (variable: string) => {
  logger.error(`${variable} is not set`);
  return new ServiceUnavailableException(PROVIDER_MESSAGES.notConfigured);
};

/** The provider answered with an error or not at all; a 502 lets the client retry utility calls. */
export const providerFailed = (provider: string, detail: string) => {
  logger.warn(`${provider} provider failed: ${detail}`);
  return new BadGatewayException(PROVIDER_MESSAGES.failed);
};

/**
 * Reads a provider's JSON answer. A provider that cannot be reached, times out (PROVIDER_TIMEOUT_MS)
 * or answers 5xx is down: 503 with Retry-After and the screens' "not reachable, try again" key, logged
 * once per outage (server-kit's providerFetch); any other bad answer is providerFailed (502).
 */
export async function providerJson<T>(provider: string, url: URL, init: RequestInit, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await providerFetch(provider, url, init, timeoutMs);
  } catch (error) {
    if (error instanceof ProviderUnavailableException) throw error.as(PROVIDER_MESSAGES.failed);
    throw error;
  }
  if (!response.ok) throw providerFailed(provider, `HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw providerFailed(provider, 'answer is not JSON');
  }
}
