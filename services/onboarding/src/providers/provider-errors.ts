import { BadGatewayException, ServiceUnavailableException } from '@nestjs/common';

/** The provider is not configured in this environment (its URL variable is unset). */
export const providerNotConfigured = (variable: string) => new ServiceUnavailableException(`Provider.Error.NotConfigured: ${variable}`);

/** The provider answered with an error or not at all; a 502 lets the client retry utility calls. */
export const providerFailed = (provider: string, detail: string) => new BadGatewayException(`Provider.Error.Failed: ${provider} ${detail}`);

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
