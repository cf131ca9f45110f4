import { DEFAULT_DATABASE_POOL_SETTINGS } from '../database/pool-settings.js';
import { ServerConfigError, devToolsEnabled, loadDatabasePoolSettings, loadServerConfig, parseTrustProxy } from './server-config.js';

describe('loadServerConfig', () => {
  const env = { DATABASE_URL: 'postgres://x/y', AUTH_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----' };

  it('reads the service port variable and unescapes PEM newlines', () => {
    const sut = loadServerConfig({ ...env, ONBOARDING_PORT: '5000' }, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
    expect(sut.port).toBe(5000);
    expect(sut.authPublicKey).toBe('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----\n');
    expect(sut.publicUrl).toBe('http://localhost:5000');
  });

  it('falls back to the default port and strips a trailing slash of PUBLIC_URL', () => {
    const sut = loadServerConfig({ ...env, PUBLIC_URL: 'https://app.example/' }, { portVariable: 'REPORT_PORT', defaultPort: 4304 });
    expect(sut).toMatchObject({ port: 4304, publicUrl: 'https://app.example' });
  });

  it('names a missing required variable', () => {
    expect(() => loadServerConfig({ AUTH_PUBLIC_KEY: 'k' })).toThrow(new ServerConfigError('DATABASE_URL is required'));
  });
});

describe('loadDatabasePoolSettings (DATABASE_*)', () => {
  it('keeps the defaults for unset variables and reads the set ones', () => {
    expect(loadDatabasePoolSettings({})).toEqual(DEFAULT_DATABASE_POOL_SETTINGS);
    expect(loadDatabasePoolSettings({ DATABASE_POOL_SIZE: '20', DATABASE_ACQUIRE_TIMEOUT_MS: ' 2000 ' })).toEqual({
      ...DEFAULT_DATABASE_POOL_SETTINGS,
      size: 20,
      acquireTimeoutMs: 2000,
    });
  });

  it.each(['0', '-1', '1.5', 'ten'])('refuses %s, naming the variable', (value) => {
    expect(() => loadDatabasePoolSettings({ DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow(
      new ServerConfigError(`DATABASE_STATEMENT_TIMEOUT_MS must be a positive whole number, not "${value}"`),
    );
  });
});

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it.each<[string | undefined, ReturnType<typeof parseTrustProxy>]>([
    [undefined, false],
    [' ', false],
    ['false', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('reads %p as %p', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it('refuses to believe every X-Forwarded-For', () => {
    expect(() => parseTrustProxy('true')).toThrow(ServerConfigError);
  });
});

describe('devToolsEnabled (DEV_TOOLS)', () => {
  it('is on in development and off with NODE_ENV=production unless DEV_TOOLS says otherwise', () => {
    expect(devToolsEnabled({})).toBe(true);
    expect(devToolsEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(devToolsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devToolsEnabled({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toBe(true);
    expect(devToolsEnabled({ DEV_TOOLS: 'false' })).toBe(false);
    expect(devToolsEnabled({ DEV_TOOLS: '0' })).toBe(false);
  });

  it('refuses a value that is not a switch, and loadServerConfig carries it', () => {
    expect(() => devToolsEnabled({ DEV_TOOLS: 'yes please' })).toThrow(new ServerConfigError('DEV_TOOLS must be true or false, not yes please'));
    expect(loadServerConfig({ DATABASE_URL: 'postgres://x/y', AUTH_PUBLIC_KEY: 'k', NODE_ENV: 'production' }).devTools).toBe(false);
  });
});
