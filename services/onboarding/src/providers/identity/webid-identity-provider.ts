import { providerTimeoutMs } from '@tenant/server-kit';
import { providerFailed, providerJson, providerNotConfigured } from '../provider-errors.js';
import { IdentityProvider, type IdentRequest, type IdentResult, type IdentState, type StartedIdent } from './identity-provider.port.js';

/** Settings from the environment: IDENTITY_PROVIDER_URL (base URL) and IDENTITY_PROVIDER_API_KEY. */
export interface WebIdProviderConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** PROVIDER_TIMEOUT_MS: the bound of each call */
  timeoutMs: number;
}

export const webIdConfigFrom = (env: NodeJS.ProcessEnv): WebIdProviderConfig => ({
  baseUrl: env.IDENTITY_PROVIDER_URL?.trim() || undefined,
  apiKey: env.IDENTITY_PROVIDER_API_KEY?.trim() || undefined,
  timeoutMs: providerTimeoutMs(env),
});

/** The provider's ident as its API returns it. */
export interface WebIdIdent {
  ident_id: string;
  ident_url: string;
  transaction_reference: string;
  state: 'CREATED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'ABORTED';
  method: string | null;
  completed_at: string | null;
}

const STATES: Record<WebIdIdent['state'], IdentState> = {
  CREATED: 'pending',
  IN_PROGRESS: 'pending',
  SUCCESS: 'verified',
  FAILED: 'failed',
  ABORTED: 'failed',
};

const PROVIDER = 'identity';

/**
 * A WebID-style ident API: `POST /api/v1/idents` creates an ident and returns the URL where the
 * applicant identifies (video ident, bank ident by PSD2, photo ID, bank ID); `GET /api/v1/idents/{id}`
 * reports its state and the method used. Authenticated with the `x-api-key` header.
 */
export class WebIdIdentityProvider extends IdentityProvider {
  constructor(private readonly config: WebIdProviderConfig) {
    super();
  }

  private url(path: string): URL {
    if (!this.config.baseUrl) throw providerNotConfigured('IDENTITY_PROVIDER_URL');
    return new URL(`${this.config.baseUrl.replace(/\/+$/, '')}${path}`);
  }

  private headers(): Record<string, string> {
    return { accept: 'application/json', 'content-type': 'application/json', ...(this.config.apiKey ? { 'x-api-key': this.config.apiKey } : {}) };
  }

  async start(request: IdentRequest): Promise<StartedIdent> {
    const ident = await providerJson<WebIdIdent>(PROVIDER, this.url('/api/v1/idents'), {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({
        transaction_reference: request.reference,
        person: { first_name: request.firstName, last_name: request.lastName, email: request.email },
      }),
    }, this.config.timeoutMs);
    if (!ident.ident_id || !ident.ident_url) throw providerFailed(PROVIDER, 'ident without id or url');
    return { identId: ident.ident_id, url: ident.ident_url };
  }

  async status(identId: string): Promise<IdentResult> {
    const ident = await providerJson<WebIdIdent>(PROVIDER, this.url(`/api/v1/idents/${encodeURIComponent(identId)}`), { headers: this.headers() }, this.config.timeoutMs);
    const state = STATES[ident.state];
    if (!state) throw providerFailed(PROVIDER, `unknown state ${String(ident.state)}`);
    return {
      state,
      method: ident.method ? ident.method.toLowerCase() : null,
      completedAt: ident.completed_at ? new Date(ident.completed_at) : null,
    };
  }
}
