import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfigFile } from '@tenant/contracts';
import { isRegion } from '@tenant/domain';
import { devToolsEnabled } from '@tenant/server-kit';

/** The repository root (tools/runner/dist|src → ../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface RunnerConfig {
  port: number;
  host: string;
  /** Where the local run keeps its state: embedded database, keys, published remotes, mailbox. */
  varDir: string;
  /** The machine's or a managed PostgreSQL; unset → an embedded server under varDir. */
  databaseUrl: string | undefined;
  /** A real SMTP server; unset → the built-in SMTP catcher. */
  smtpUrl: string | undefined;
  smtpCatcherPort: number;
  /** A remotes map managed by operators; unset → generated at start from the local builds. */
  remotesMapFile: string | undefined;
  publicUrl: string;
  /** What the shell reads from /app-config.json at start. */
  appConfig: AppConfigFile;
  /** Country the IP location sandbox gives an address it does not know (ISO 3166 alpha-2). */
  ipLocationSandboxCountry: string;
  /** The partner demo site (tools/partner-demo) on an origin of its own; null when PARTNER_DEMO_PORT=off. */
  partnerDemo: { port: number; publicUrl: string } | null;
  /** API_INSTANCES: 1 serves the API in the runner's process; more run it as that many processes behind the runner's port. */
  apiInstances: number;
  /** API_LAYOUT: `composed` (each instance runs the four services) or `services` (each service in processes of its own, API_INSTANCES of each). */
  apiLayout: 'composed' | 'services';
  /**
   * DEV_TOOLS (on unless NODE_ENV=production): the SMTP catcher and dev mailbox, the provider sandboxes
   * under /sandbox, the OpenAPI UI and the partner demo site. Off, each real setting must be given.
   */
  devTools: boolean;
}

/** Each instance holds up to 45 PostgreSQL connections (four service pools and its job queue): more would pass a default max_connections of 100 (README: Production layout). */
export const MAX_API_INSTANCES = 4;

/** API_LAYOUT: unset or `composed`, or `services`. */
export function parseApiLayout(raw: string | undefined): RunnerConfig['apiLayout'] {
  const value = raw?.trim() || 'composed';
  if (value !== 'composed' && value !== 'services') throw new RunnerConfigError(`API_LAYOUT must be composed or services, not ${raw}`);
  return value;
}

/** API_INSTANCES: unset or 1 for the API in the runner's process, up to MAX_API_INSTANCES separate processes. */
export function parseApiInstances(raw: string | undefined): number {
  const value = raw?.trim() || '1';
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_API_INSTANCES) throw new RunnerConfigError(`API_INSTANCES must be a whole number from 1 to ${MAX_API_INSTANCES}, not ${raw}`);
  return count;
}

export class RunnerConfigError extends Error {}

/** The IP location sandbox of the local run, on the product's own origin. */
export const IP_LOCATION_SANDBOX_PATH = '/sandbox/ip-location/json';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `it=it.example.com,de=de.example.com` → `{ it: 'it.example.com', de: 'de.example.com' }`. */
export function parseRegionHosts(value: string | undefined): NonNullable<AppConfigFile['regionHosts']> {
  const hosts: NonNullable<AppConfigFile['regionHosts']> = {};
  for (const entry of list(value)) {
    const [region, host] = entry.split('=').map((part) => part.trim());
    if (!isRegion(region) || !host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) throw new RunnerConfigError(`REGION_HOSTS: invalid entry "${entry}" (expected it=host,de=host)`);
    hosts[region] = host.toLowerCase();
  }
  return hosts;
}

/** Origins only (scheme://host[:port]): a partner page is allowed as a whole origin, never as '*'. */
export function parseOrigins(value: string | undefined): string[] {
  return list(value).map((entry) => {
    let origin = 'null';
    try {
      origin = new URL(entry).origin;
    } catch {
      // reported below
    }
    if (origin === 'null') throw new RunnerConfigError(`PARTNER_ORIGINS: "${entry}" is not an http(s) origin`);
    return origin;
  });
}

function parseSwitch(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new RunnerConfigError(`${name} must be true or false, not ${raw}`);
}

/**
 * The shell's runtime settings from the environment: INACTIVITY_TIMEOUT_SECONDS, MARKETING_SITE_URL,
 * IP_LOCATION_URL (default the local sandbox with development tools, none without; "off" for none), REGION_HOSTS, PARTNER_ORIGINS and
 * OCCUPATION_AUTO_ADVANCE ("true" to move on from the application-type choice without Continue).
 */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env, publicUrl = 'http://localhost:4200', devTools = true): AppConfigFile {
  const config: AppConfigFile = {
    marketingSiteUrl: env.MARKETING_SITE_URL || `${publicUrl.replace(/\/+$/, '')}/`,
    ipLocationUrl: env.IP_LOCATION_URL === 'off' ? '' : env.IP_LOCATION_URL || (devTools ? IP_LOCATION_SANDBOX_PATH : ''),
    regionHosts: parseRegionHosts(env.REGION_HOSTS),
    partnerOrigins: parseOrigins(env.PARTNER_ORIGINS),
    occupationAutoAdvance: parseSwitch('OCCUPATION_AUTO_ADVANCE', env.OCCUPATION_AUTO_ADVANCE),
  };
  const raw = env.INACTIVITY_TIMEOUT_SECONDS?.trim();
  if (!raw) return config;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RunnerConfigError(`INACTIVITY_TIMEOUT_SECONDS must be a positive number of seconds, not ${raw}`);
  return { inactivityTimeoutSeconds: seconds, ...config };
}

/**
 * What a run without development tools needs instead of them (README: Production layout): the real mail
 * server and providers. Each variable's companions (STRIPE_PUBLISHABLE_KEY, IDENTITY_PROVIDER_API_KEY, ...)
 * are checked by the service that uses them.
 */
export const PRODUCTION_SETTINGS: ReadonlyArray<{ variable: string; what: string }> = [
  { variable: 'SMTP_URL', what: 'the mail server' },
  { variable: 'STRIPE_SECRET_KEY', what: 'Stripe, with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET' },
  { variable: 'IDENTITY_PROVIDER_URL', what: 'the identity provider, with IDENTITY_PROVIDER_API_KEY' },
  { variable: 'PLACES_API_URL', what: 'the places API, with PLACES_API_KEY' },
  { variable: 'ENABLE_BANKING_APP_ID', what: 'the PSD2 provider, with ENABLE_BANKING_PRIVATE_KEY' },
  { variable: 'IP_LOCATION_URL', what: 'the IP location service, or off' },
];

/** The production settings not given, in PRODUCTION_SETTINGS' order. */
export const missingProductionSettings = (env: NodeJS.ProcessEnv): string[] =>
  PRODUCTION_SETTINGS.filter(({ variable }) => !env[variable]?.trim()).map(({ variable }) => variable);

/** Refuses a run of the whole product without development tools that would fall back on one (a sandbox, the mail catcher). */
export function assertProductionSettings(env: NodeJS.ProcessEnv): void {
  const missing = missingProductionSettings(env);
  if (!missing.length) return;
  const lines = PRODUCTION_SETTINGS.filter(({ variable }) => missing.includes(variable)).map(({ variable, what }) => `  ${variable}: ${what}`);
  throw new RunnerConfigError(
    `development tools are off (NODE_ENV=production or DEV_TOOLS=false) and these settings are missing: ${missing.join(', ')}\n${lines.join('\n')}\n` +
      'Set them to the real services (README: Production layout), or DEV_TOOLS=true for a local run with the sandboxes.',
  );
}

export function loadRunnerConfig(env: NodeJS.ProcessEnv = process.env): RunnerConfig {
  let devTools: boolean;
  try {
    devTools = devToolsEnabled(env);
  } catch (error) {
    throw new RunnerConfigError((error as Error).message);
  }
  const port = Number(env.PORT ?? 4200);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  // The partner demo site is a development tool: a production run has real partners only.
  const partnerDemo = devTools ? partnerDemoConfig(env, port) : null;
  const appConfig = loadAppConfig(env, publicUrl, devTools);
  // The demo partner is a partner like any other: it may frame the product and call its API.
  if (partnerDemo) appConfig.partnerOrigins = [...new Set([...(appConfig.partnerOrigins ?? []), ...loopbackAliases(partnerDemo.publicUrl)])];
  return {
    port,
    host,
    varDir: resolve(env.VAR_DIR ?? join(REPO_ROOT, 'var')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpCatcherPort: Number(env.SMTP_CATCHER_PORT ?? 0),
    remotesMapFile: env.REMOTES_MAP_FILE || undefined,
    publicUrl,
    appConfig,
    ipLocationSandboxCountry: (env.IP_LOCATION_SANDBOX_COUNTRY || 'IT').toUpperCase(),
    partnerDemo,
    apiInstances: parseApiInstances(env.API_INSTANCES),
    apiLayout: parseApiLayout(env.API_LAYOUT),
    devTools,
  };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a host name names this machine (a browser on it reaches the same server under each). */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_NAMES.includes(hostname);

/**
 * The origins of an address: itself and, for a loopback one, the same port under the other loopback
 * names (`localhost:4210` is also `127.0.0.1:4210`), so the demo partner opened by either name is allowed.
 */
export function loopbackAliases(url: string): string[] {
  const address = new URL(url);
  if (!isLoopbackHost(address.hostname)) return [address.origin];
  return LOOPBACK_NAMES.map((name) => new URL(`${address.protocol}//${name}${address.port ? `:${address.port}` : ''}`).origin);
}

/** PARTNER_DEMO_PORT (default the product's port + 10; "off" for none) and PARTNER_DEMO_URL (default http://localhost:<port>). */
export function partnerDemoConfig(env: NodeJS.ProcessEnv, productPort: number): RunnerConfig['partnerDemo'] {
  const raw = env.PARTNER_DEMO_PORT?.trim();
  if (raw === 'off') return null;
  const port = raw ? Number(raw) : productPort + 10;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new RunnerConfigError(`PARTNER_DEMO_PORT must be a port number or off, not ${raw}`);
  return { port, publicUrl: (env.PARTNER_DEMO_URL || `http://localhost:${port}`).replace(/\/+$/, '') };
}

/** Mount paths of the provider sandboxes on the product's own origin. */
export const IDENTITY_SANDBOX_PATH = '/sandbox/identity';
export const PLACES_SANDBOX_PATH = '/sandbox/places';
export const ENABLE_BANKING_SANDBOX_PATH = '/sandbox/enable-banking';
const SANDBOX_API_KEY = 'sandbox-key';
const SANDBOX_PSD2_APP_ID = 'sandbox-application';

export interface ProviderSandboxes {
  /** mounted when IDENTITY_PROVIDER_URL is unset; the service then talks to it */
  identity: { apiKey: string; publicBaseUrl: string } | null;
  /** mounted when PLACES_API_URL is unset */
  places: { apiKey: string } | null;
  /** mounted when ENABLE_BANKING_APP_ID is unset: a key pair made for this run, the public half verifies the JWTs */
  psd2: { appId: string; publicKey: KeyObject; publicBaseUrl: string; redirectOrigins: string[] } | null;
  /** what the services read (IDENTITY_PROVIDER_*, PLACES_API_*, ENABLE_BANKING_*), pointing at the sandboxes where they run */
  env: Record<string, string>;
}

/**
 * Providers (README: Configuration): a real identity provider, places API or PSD2 provider when configured,
 * otherwise the local sandboxes on this origin, reached by the services over the loopback address.
 */
export function providerSandboxes(config: Pick<RunnerConfig, 'host' | 'port' | 'publicUrl'>, env: NodeJS.ProcessEnv = process.env): ProviderSandboxes {
  const loopback = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;
  const identity = env.IDENTITY_PROVIDER_URL ? null : { apiKey: SANDBOX_API_KEY, publicBaseUrl: `${config.publicUrl}${IDENTITY_SANDBOX_PATH}` };
  const places = env.PLACES_API_URL ? null : { apiKey: SANDBOX_API_KEY };
  const psd2Keys = env.ENABLE_BANKING_APP_ID ? null : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const psd2 = psd2Keys
    ? { appId: SANDBOX_PSD2_APP_ID, publicKey: psd2Keys.publicKey, publicBaseUrl: `${config.publicUrl}${ENABLE_BANKING_SANDBOX_PATH}`, redirectOrigins: URL.canParse(config.publicUrl) ? [new URL(config.publicUrl).origin] : [] }
    : null;
  return {
    identity,
    places,
    psd2,
    env: {
      ...(psd2Keys
        ? {
            ENABLE_BANKING_API_URL: `${loopback}${ENABLE_BANKING_SANDBOX_PATH}`,
            ENABLE_BANKING_APP_ID: SANDBOX_PSD2_APP_ID,
            ENABLE_BANKING_PRIVATE_KEY: psd2Keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          }
        : {}),
      ...(identity ? { IDENTITY_PROVIDER_URL: `${loopback}${IDENTITY_SANDBOX_PATH}`, IDENTITY_PROVIDER_API_KEY: identity.apiKey } : {}),
      ...(places ? { PLACES_API_URL: `${loopback}${PLACES_SANDBOX_PATH}`, PLACES_API_KEY: places.apiKey } : {}),
    },
  };
}
