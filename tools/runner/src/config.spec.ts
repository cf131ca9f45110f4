import { IP_LOCATION_SANDBOX_PATH, loadAppConfig, loadRunnerConfig, parseOrigins, parseRegionHosts } from './config.js';

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

  it('gives the shell the local IP location sandbox, no region redirect and no partner origins by default', () => {
    const config = loadRunnerConfig({ PORT: '4321' });
    expect(config.appConfig).toEqual({ ...LOCAL_DEFAULTS, marketingSiteUrl: 'http://localhost:4321/' });
    expect(config.ipLocationSandboxCountry).toBe('IT');
  });

  it('reads the shell settings from the environment', () => {
    const config = loadRunnerConfig({
      MARKETING_SITE_URL: 'https://www.tenant.example',
      IP_LOCATION_URL: 'https://ipapi.co/json/',
      REGION_HOSTS: 'it=it.tenant.example, de=de.tenant.example',
      PARTNER_ORIGINS: 'https://casanova.example/embed, https://partner.example:8443',
      IP_LOCATION_SANDBOX_COUNTRY: 'de',
      OCCUPATION_AUTO_ADVANCE: 'true',
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
