import { INACTIVITY_TIMEOUT_MINUTES } from '@tenant/domain';
import { toAppConfig } from './app-config.js';

describe(toAppConfig.name, () => {
  it('reads the inactivity timeout in seconds', () => {
    expect(toAppConfig({ inactivityTimeoutSeconds: 5 })).toEqual({ inactivityTimeoutMs: 5000 });
  });

  it.each([null, {}, { inactivityTimeoutSeconds: 0 }, { inactivityTimeoutSeconds: -3 }, { inactivityTimeoutSeconds: '60' }])('keeps the spec’s 120 minutes for %p', (file) => {
    expect(toAppConfig(file)).toEqual({ inactivityTimeoutMs: INACTIVITY_TIMEOUT_MINUTES * 60_000 });
  });
});
