import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@tenant/api-client/testing';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { listingApi } from '../branding/listing-api.js';

describe('region at start', () => {
  beforeEach(() => sessionStorage.clear());

  it('puts the located region on the bus and sends it as the region header', async () => {
    const stub = stubFetch([{ path: '/api/v1/workflow/listing-info', respond: { status: 404, body: { success: false } } }]);
    const { store } = await renderShell('/it/fill/occupation/1002', fakeLoader({ 'mfe_onboarding/occupation': { default: () => <p>occupation</p> } }), {}, {
      locateCountry: async () => 'DE',
    });
    expect(store.getState().session.region).toBe('de');
    await screen.findByText('occupation');
    await store.dispatch(listingApi.endpoints.getListingInfo.initiate('1003'));
    expect(stub.requests.at(-1)!.headers.get('region')).toBe('de');
  });

  it('redirects to the region host where configured', async () => {
    const { redirects } = await renderShell(
      '/en/fill/occupation?hideNav=1',
      fakeLoader({}),
      { regionHosts: { de: 'de.tenant.example', it: 'it.tenant.example' } },
      { origin: 'https://www.tenant.example', locateCountry: async () => 'DE' },
    );
    await waitFor(() => expect(redirects).toEqual(['https://de.tenant.example/en/fill/occupation?hideNav=1']));
  });

  it('does not redirect locally (no region hosts)', async () => {
    const { redirects, store } = await renderShell('/de/fill/occupation', fakeLoader({}));
    expect(store.getState().session.region).toBe('de');
    expect(redirects).toEqual([]);
  });
});
