import { loadAppConfig, loadRunnerConfig } from './config.js';

describe(loadAppConfig.name, () => {
  it('passes INACTIVITY_TIMEOUT_SECONDS to the shell', () => {
    expect(loadAppConfig({ INACTIVITY_TIMEOUT_SECONDS: '5' })).toEqual({ inactivityTimeoutSeconds: 5 });
    expect(loadRunnerConfig({ INACTIVITY_TIMEOUT_SECONDS: '90' }).appConfig).toEqual({ inactivityTimeoutSeconds: 90 });
  });

  it('leaves the spec’s default to the shell when unset', () => {
    expect(loadAppConfig({})).toEqual({});
    expect(loadAppConfig({ INACTIVITY_TIMEOUT_SECONDS: ' ' })).toEqual({});
  });

  it.each(['0', '-5', 'soon'])('refuses %s', (value) => {
    expect(() => loadAppConfig({ INACTIVITY_TIMEOUT_SECONDS: value })).toThrow('INACTIVITY_TIMEOUT_SECONDS must be a positive number of seconds');
  });
});
