import { BadGatewayException, Logger, ServiceUnavailableException } from '@nestjs/common';

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

/** Reads a provider's JSON answer, turning transport and HTTP failures into providerFailed. */
export async function providerJson<T>(provider: string, url: URL, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw providerFailed(provider, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw providerFailed(provider, `HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw providerFailed(provider, 'answer is not JSON');
  }
}
