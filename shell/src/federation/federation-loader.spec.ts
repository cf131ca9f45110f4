import { remoteEntryUrl } from './federation-loader.js';

describe('remoteEntryUrl', () => {
  it('registers a manifest entry of /remotes.json as the remoteEntry.js beside it', () => {
    expect(remoteEntryUrl('/remotes/mfe-onboarding/0.1.0/mf-manifest.json')).toBe('/remotes/mfe-onboarding/0.1.0/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example.com/mfe-report/2.0.0/mf-manifest.json?v=2')).toBe('https://cdn.example.com/mfe-report/2.0.0/remoteEntry.js?v=2');
  });

  it('leaves remoteEntry URLs and other names as they are', () => {
    expect(remoteEntryUrl('/remotes/mfe-report/1.0.0/remoteEntry.js')).toBe('/remotes/mfe-report/1.0.0/remoteEntry.js');
    expect(remoteEntryUrl('/remotes/x/my-mf-manifest.json')).toBe('/remotes/x/my-mf-manifest.json');
  });
});
