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

  it("takes the market from the listing's country, not the visitor's location (issue 22)", async () => {
    const munich = { id: 1005, listingUuid: 'u-1005', company: null, lanPays: false, name: '2-Zimmer-Wohnung', address: 'Schillerstraße 8, 80336 München', monthlyRent: 1280, country: 'DE' };
    const stub = stubFetch([{ path: '/api/v1/workflow/listing-info', respond: { body: { success: true, listing: munich } } }]);
    const { store } = await renderShell('/it/fill/occupation/1005', fakeLoader({ 'mfe_onboarding/occupation': { default: () => <p>occupation</p> } }), {}, {
      locateCountry: async () => 'IT',
    });
    await screen.findByText('occupation');
    await waitFor(() => expect(store.getState().session.region).toBe('de'));
    await store.dispatch(listingApi.endpoints.getListingInfo.initiate('1005', { forceRefetch: true }));
    expect(stub.requests.at(-1)!.headers.get('region')).toBe('de');
  });

  it('keeps the located market for a listing without a country', async () => {
    const plain = { id: 1001, listingUuid: 'u-1001', company: null, lanPays: false, country: null };
    stubFetch([{ path: '/api/v1/workflow/listing-info', respond: { body: { success: true, listing: plain } } }]);
    const { store } = await renderShell('/de/fill/occupation/1001', fakeLoader({ 'mfe_onboarding/occupation': { default: () => <p>occupation</p> } }), {}, {
      locateCountry: async () => 'IT',
    });
    await screen.findByText('occupation');
    await waitFor(() => expect(store.getState().listing.status).toBe('done'));
    expect(store.getState().session.region).toBe('it');
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
