import { createPrivateKey, sign, verify } from 'node:crypto';
import { assertProductionSettings, ENABLE_BANKING_SANDBOX_PATH, IP_LOCATION_SANDBOX_PATH, loadAppConfig, loadRunnerConfig, loopbackAliases, MAX_API_INSTANCES, parseApiInstances, parseApiLayout, parseOrigins, parseRegionHosts, providerSandboxes } from './config.js';

const LOCAL_DEFAULTS = { marketingSiteUrl: 'http://localhost:4200/', ipLocationUrl: IP_LOCATION_SANDBOX_PATH, regionHosts: {}, partnerOrigins: [], occupationAutoAdvance: false };

describe(loadAppConfig.name, () => {
  it('passes INACTIVITY_TIMEOUT_SECONDS to the shell', () => {
    expect(loadAppConfig({ INACTIVITY_TIMEOUT_SECONDS: '5' })).toEqual({ inactivityTimeoutSeconds: 5, ...LOCAL_DEFAULTS });
    expect(loadRunnerConfig({ INACTIVITY_TIMEOUT_SECONDS: '90' }).appConfig.inactivityTimeoutSeconds).toBe(90);
  });

  it('leaves the spec’s default to the shell when unset', () => {
    expect(loadAppConfig({})).toEqual(LOCAL_DEFAULTS);
    expect(loadAppConfig({ INACTIVITY_TIMEOUT_SECONDS: ' ' })).toEqual(LOCAL_DEFAULTS);
  });

  it('switches the occupation auto-advance on with OCCUPATION_AUTO_ADVANCE', () => {
    expect(loadAppConfig({ OCCUPATION_AUTO_ADVANCE: 'true' }).occupationAutoAdvance).toBe(true);
    expect(loadAppConfig({ OCCUPATION_AUTO_ADVANCE: '0' }).occupationAutoAdvance).toBe(false);
    expect(() => loadAppConfig({ OCCUPATION_AUTO_ADVANCE: 'yes please' })).toThrow('OCCUPATION_AUTO_ADVANCE must be true or false');
  });

  it.each(['0', '-5', 'soon'])('refuses %s', (value) => {
    expect(() => loadAppConfig({ INACTIVITY_TIMEOUT_SECONDS: value })).toThrow('INACTIVITY_TIMEOUT_SECONDS must be a positive number of seconds');
  });

  it('gives the shell the local IP location sandbox, no region redirect and only the demo partner by default, under each loopback name', () => {
    const config = loadRunnerConfig({ PORT: '4321' });
    expect(config.appConfig).toEqual({ ...LOCAL_DEFAULTS, marketingSiteUrl: 'http://localhost:4321/', partnerOrigins: ['http://localhost:4331', 'http://127.0.0.1:4331', 'http://[::1]:4331'] });
    expect(config.partnerDemo).toEqual({ port: 4331, publicUrl: 'http://localhost:4331' });
    expect(config.ipLocationSandboxCountry).toBe('IT');
  });

  it('allows the demo partner at its configured address, and under the other loopback names only when that is a loopback one', () => {
    expect(loadRunnerConfig({ PORT: '4321', PARTNER_DEMO_URL: 'http://127.0.0.1:4331' }).appConfig.partnerOrigins).toEqual(['http://localhost:4331', 'http://127.0.0.1:4331', 'http://[::1]:4331']);
    expect(loadRunnerConfig({ PORT: '4321', PARTNER_DEMO_URL: 'https://partner.example/' }).appConfig.partnerOrigins).toEqual(['https://partner.example']);
    expect(loopbackAliases('https://partner.example:8443/demo')).toEqual(['https://partner.example:8443']);
  });

  it('runs no partner demo with PARTNER_DEMO_PORT=off, and refuses a port that is none', () => {
    const config = loadRunnerConfig({ PORT: '4321', PARTNER_DEMO_PORT: 'off' });
    expect(config.partnerDemo).toBeNull();
    expect(config.appConfig.partnerOrigins).toEqual([]);
    expect(() => loadRunnerConfig({ PARTNER_DEMO_PORT: 'soon' })).toThrow('PARTNER_DEMO_PORT must be a port number or off');
  });

  it('reads the shell settings from the environment', () => {
    const config = loadRunnerConfig({
      MARKETING_SITE_URL: 'https://www.tenant.example',
      IP_LOCATION_URL: 'https://ipapi.co/json/',
      REGION_HOSTS: 'it=it.tenant.example, de=de.tenant.example',
      PARTNER_ORIGINS: 'https://casanova.example/embed, https://partner.example:8443',
      IP_LOCATION_SANDBOX_COUNTRY: 'de',
      OCCUPATION_AUTO_ADVANCE: 'true',
      PARTNER_DEMO_PORT: 'off',
    });
    expect(config.appConfig).toEqual({
      marketingSiteUrl: 'https://www.tenant.example',
      ipLocationUrl: 'https://ipapi.co/json/',
      regionHosts: { it: 'it.tenant.example', de: 'de.tenant.example' },
      partnerOrigins: ['https://casanova.example', 'https://partner.example:8443'],
      occupationAutoAdvance: true,
    });
    expect(config.ipLocationSandboxCountry).toBe('DE');
  });

  it('turns the IP location lookup off with IP_LOCATION_URL=off', () => {
    expect(loadAppConfig({ IP_LOCATION_URL: 'off' }).ipLocationUrl).toBe('');
  });

  it('refuses region hosts of unknown regions or with paths', () => {
    expect(() => parseRegionHosts('fr=fr.example.com')).toThrow(/REGION_HOSTS/);
    expect(() => parseRegionHosts('it=it.example.com/path')).toThrow(/REGION_HOSTS/);
  });

  it('refuses partner origins that are not http(s) origins', () => {
    expect(() => parseOrigins('*')).toThrow(/PARTNER_ORIGINS/);
    expect(() => parseOrigins('data:text/html,hi')).toThrow(/PARTNER_ORIGINS/);
  });
});

describe(providerSandboxes.name, () => {
  const local = { host: '127.0.0.1', port: 4200, publicUrl: 'http://localhost:4200' };

  it('serves the PSD2 provider sandbox with a key pair of this run unless ENABLE_BANKING_APP_ID is set', () => {
    const { psd2, env } = providerSandboxes(local, {});
    expect(psd2).toMatchObject({ publicBaseUrl: `http://localhost:4200${ENABLE_BANKING_SANDBOX_PATH}`, redirectOrigins: ['http://localhost:4200'] });
    expect(env).toMatchObject({ ENABLE_BANKING_API_URL: `http://127.0.0.1:4200${ENABLE_BANKING_SANDBOX_PATH}`, ENABLE_BANKING_APP_ID: psd2!.appId });
    const signature = sign('sha256', Buffer.from('jwt'), createPrivateKey(env.ENABLE_BANKING_PRIVATE_KEY));
    expect(verify('sha256', Buffer.from('jwt'), psd2!.publicKey, signature)).toBe(true);

    const real = providerSandboxes(local, { ENABLE_BANKING_APP_ID: 'app-id' });
    expect(real.psd2).toBeNull();
    expect(Object.keys(real.env).filter((name) => name.startsWith('ENABLE_BANKING'))).toEqual([]);
  });
});

describe(parseApiInstances.name, () => {
  it('serves the API in the runner’s process unless API_INSTANCES asks for more', () => {
    expect(loadRunnerConfig({}).apiInstances).toBe(1);
    expect(parseApiInstances(' 2 ')).toBe(2);
  });

  it('refuses a count that is no whole number from 1 to the maximum', () => {
    for (const raw of ['0', '-1', '1.5', 'two', String(MAX_API_INSTANCES + 1)]) expect(() => parseApiInstances(raw)).toThrow(/API_INSTANCES/);
  });
});

describe(parseApiLayout.name, () => {
  it('composes the four services in each instance unless API_LAYOUT=services', () => {
    expect(loadRunnerConfig({}).apiLayout).toBe('composed');
    expect(parseApiLayout('services')).toBe('services');
    expect(() => parseApiLayout('split')).toThrow(/API_LAYOUT/);
  });
});

describe('development tools (DEV_TOOLS)', () => {
  const REAL = {
    SMTP_URL: 'smtp://mail.example:587',
    STRIPE_SECRET_KEY: 'sk_live_x',
    IDENTITY_PROVIDER_URL: 'https://identity.example',
    PLACES_API_URL: 'https://places.example',
    ENABLE_BANKING_APP_ID: 'app',
    IP_LOCATION_URL: 'off',
  };

  it('are on for a development run and off with NODE_ENV=production, partner demo and IP location sandbox included', () => {
    expect(loadRunnerConfig({}).devTools).toBe(true);
    const production = loadRunnerConfig({ NODE_ENV: 'production', PORT: '4321' });
    expect(production).toMatchObject({ devTools: false, partnerDemo: null });
    expect(production.appConfig).toMatchObject({ ipLocationUrl: '', partnerOrigins: [] });
    expect(loadRunnerConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(() => loadRunnerConfig({ DEV_TOOLS: 'maybe' })).toThrow('DEV_TOOLS must be true or false, not maybe');
  });

  it('refuses a run without them that lacks a real mail server or provider, naming each missing variable', () => {
    expect(() => assertProductionSettings(REAL)).not.toThrow();
    expect(() => assertProductionSettings({})).toThrow(
      'these settings are missing: SMTP_URL, STRIPE_SECRET_KEY, IDENTITY_PROVIDER_URL, PLACES_API_URL, ENABLE_BANKING_APP_ID, IP_LOCATION_URL',
    );
    const { SMTP_URL: _mail, PLACES_API_URL: _places, ...partial } = REAL;
    expect(() => assertProductionSettings({ ...partial, STRIPE_SECRET_KEY: ' ' })).toThrow(/missing: SMTP_URL, STRIPE_SECRET_KEY, PLACES_API_URL\n {2}SMTP_URL: the mail server\n/);
  });
});
