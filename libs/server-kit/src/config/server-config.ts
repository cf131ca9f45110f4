import { DATABASE_POOL_VARIABLES, DEFAULT_DATABASE_POOL_SETTINGS, type DatabasePoolSettings } from '../database/pool-settings.js';

/** Everything a service reads from its environment. PEM values may carry literal `\n` escapes. */
export interface ServerConfig {
  port: number;
  databaseUrl: string;
  /** smtp(s)://user:pass@host:port; unset means mail is rendered to the log instead of sent. */
  smtpUrl?: string;
  mailFrom: string;
  /** Only the service that signs in users (onboarding) needs the private key. */
  authPrivateKey?: string;
  authPublicKey: string;
  reportSigningPrivateKey?: string;
  reportSigningPublicKey?: string;
  /** Address users reach the product on, for links in e-mails and QR codes. */
  publicUrl: string;
  /**
   * Which proxies in front of the app to believe about the client address (Express 'trust proxy'):
   * false (the socket's address), a hop count, or addresses/subnets ('loopback', '10.0.0.0/8').
   * The per-IP limits of sign-up and e-mail codes count by this address.
   */
  trustProxy?: TrustProxy;
  /** connection pool size and timeouts of every pool of the process; the defaults when unset */
  databasePool?: DatabasePoolSettings;
  /** DEV_TOOLS: development tools (the OpenAPI UI at /api/docs) are served; off unless set */
  devTools?: boolean;
  /** PROVIDER_TIMEOUT_MS: the bound of every provider call (mail, Stripe, identity, PSD2, places) */
  providerTimeoutMs: number;
  /**
   * The variables the process started with. A service reads its own settings from them once, in its
   * config provider (payment's PaymentConfig, income's PSD2 provider, …): nothing else reads process.env,
   * and a test gives a service its settings here instead of changing the process's environment.
   */
  environment: Readonly<Record<string, string | undefined>>;
}

export type TrustProxy = false | number | string[];

export interface LoadServerConfigOptions {
  /** Variable holding the port (e.g. ONBOARDING_PORT for a standalone service); PORT otherwise. */
  portVariable?: string;
  defaultPort?: number;
}

export class ServerConfigError extends Error {}

const pem = (value: string | undefined): string | undefined =>
  value && value.trim() ? value.replace(/\\n/g, '\n').trim() + '\n' : undefined;

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value || !value.trim()) throw new ServerConfigError(`${name} is required`);
  return value;
};

export function loadServerConfig(env: NodeJS.ProcessEnv, options: LoadServerConfigOptions = {}): ServerConfig {
  const rawPort = env[options.portVariable ?? 'PORT'] ?? env.PORT;
  const port = rawPort ? Number.parseInt(rawPort, 10) : (options.defaultPort ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ServerConfigError(`invalid port: ${rawPort}`);
  return {
    port,
    databaseUrl: required(env, 'DATABASE_URL'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tenant Screening <no-reply@localhost>',
    authPrivateKey: pem(env.AUTH_PRIVATE_KEY),
    authPublicKey: pem(required(env, 'AUTH_PUBLIC_KEY'))!,
    reportSigningPrivateKey: pem(env.REPORT_SIGNING_PRIVATE_KEY),
    reportSigningPublicKey: pem(env.REPORT_SIGNING_PUBLIC_KEY),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databasePool: loadDatabasePoolSettings(env),
    devTools: devToolsEnabled(env),
    providerTimeoutMs: providerTimeoutMs(env),
    environment: { ...env },
  };
}

/** Default bound of one provider call (connect, answer and body), unless PROVIDER_TIMEOUT_MS says otherwise. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/** PROVIDER_TIMEOUT_MS: how long any call to a provider (mail, Stripe, identity, PSD2, places) may take. */
export function providerTimeoutMs(env: NodeJS.ProcessEnv): number {
  const value = Number(env.PROVIDER_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PROVIDER_TIMEOUT_MS;
}

/**
 * DEV_TOOLS (README: Configuration): whether development tools are served (the dev mailbox, the provider
 * sandboxes, the OpenAPI UI, the partner demo site). "true" or "false"; unset, on unless NODE_ENV=production.
 */
export function devToolsEnabled(env: NodeJS.ProcessEnv): boolean {
  const raw = env.DEV_TOOLS?.trim().toLowerCase() ?? '';
  if (raw === '') return env.NODE_ENV?.trim() !== 'production';
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ServerConfigError(`DEV_TOOLS must be true or false, not ${env.DEV_TOOLS}`);
}

/** The pool settings from the environment, each a positive whole number; an unset one keeps its default. */
export function loadDatabasePoolSettings(env: NodeJS.ProcessEnv): DatabasePoolSettings {
  const settings = { ...DEFAULT_DATABASE_POOL_SETTINGS };
  for (const key of Object.keys(DATABASE_POOL_VARIABLES) as (keyof DatabasePoolSettings)[]) {
    const raw = env[DATABASE_POOL_VARIABLES[key]]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ServerConfigError(`${DATABASE_POOL_VARIABLES[key]} must be a positive whole number, not "${raw}"`);
    settings[key] = Number(raw);
  }
  return settings;
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy; a number trusts that many hops; otherwise a comma list
 * of addresses, subnets or Express's names (loopback, linklocal, uniquelocal). "true" (believe any
 * X-Forwarded-For) is refused: any client could then pick the address the rate limits count.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value.toLowerCase() === 'true') throw new ServerConfigError('TRUST_PROXY=true would let any client choose its address; give the hop count or the proxy addresses');
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A value the caller cannot work without; the message names the variable to set. */
export function requireConfigValue<T>(value: T | undefined, variable: string): T {
  if (value === undefined || value === null || value === '') throw new ServerConfigError(`${variable} is required`);
  return value;
}
