import { INACTIVITY_TIMEOUT_MINUTES } from '@tenant/domain';
import { DEFAULT_APP_CONFIG, toAppConfig } from './app-config.js';

describe(toAppConfig.name, () => {
  it('reads the inactivity timeout in seconds', () => {
    expect(toAppConfig({ inactivityTimeoutSeconds: 5 })).toEqual({ ...DEFAULT_APP_CONFIG, inactivityTimeoutMs: 5000 });
  });

  it.each([null, {}, { inactivityTimeoutSeconds: 0 }, { inactivityTimeoutSeconds: -3 }, { inactivityTimeoutSeconds: '60' }])('keeps the spec’s 120 minutes for %p', (file) => {
    expect(toAppConfig(file).inactivityTimeoutMs).toBe(INACTIVITY_TIMEOUT_MINUTES * 60_000);
  });

  it('reads the chrome settings: marketing site, IP location, region hosts, partner origins', () => {
    expect(
      toAppConfig({
        marketingSiteUrl: 'https://www.tenant.example',
        ipLocationUrl: '/sandbox/ip-location/json',
        regionHosts: { de: 'de.tenant.example', fr: 'fr.tenant.example', it: 42 },
        partnerOrigins: ['https://partner.example', '*', 7],
        occupationAutoAdvance: true,
      }),
    ).toEqual({
      inactivityTimeoutMs: DEFAULT_APP_CONFIG.inactivityTimeoutMs,
      marketingSiteUrl: 'https://www.tenant.example',
      ipLocationUrl: '/sandbox/ip-location/json',
      regionHosts: { de: 'de.tenant.example' },
      partnerOrigins: ['https://partner.example'],
      occupationAutoAdvance: true,
    });
  });

  it('keeps the occupation auto-advance off unless it is exactly true', () => {
    expect(toAppConfig({ occupationAutoAdvance: 'true' }).occupationAutoAdvance).toBe(false);
    expect(toAppConfig({}).occupationAutoAdvance).toBe(false);
  });
});
