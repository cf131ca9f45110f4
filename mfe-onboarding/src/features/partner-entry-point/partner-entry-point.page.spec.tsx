import { act, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub, type StubbedResponse } from '@tenant/api-client/testing';
import { listingLoaded, sessionStarted } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import PartnerEntryPointPage from './partner-entry-point.page.js';

const APPLICATION_ID = '0b6c3a52-9a0e-4b59-8d2e-8c1f2f6a7d11';
const CERTIFICATE = { first_name: 'Anna', last_name: 'Neri', email: 'anna@example.it' };
const LISTING = { id: 1004, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1004', company: null, lanPays: false };

describe('PartnerEntryPoint screen', () => {
  let stub: FetchStub;
  const renderEntry = (signature: StubbedResponse, options: { lang?: 'en' | 'it' | 'de'; listing?: StubbedResponse } = {}) => {
    stub = stubFetch([
      { path: '/api/v1/workflow/listing-info', respond: options.listing ?? { body: { success: true, listing: LISTING } } },
      { path: '/api/v1/openapis/verify-partner-signature', respond: signature },
      { method: 'POST', path: '/api/v1/signup/submit', respond: { body: { success: true, application_id: APPLICATION_ID } } },
      { method: 'POST', path: '/api/v1/verify-email/submit', respond: { body: { success: true, access_token: 'token-p', application_id: APPLICATION_ID } } },
    ]);
    return renderStep(<PartnerEntryPointPage />, {
      lang: options.lang ?? 'en',
      path: `/${options.lang ?? 'en'}/rapid/partner-entry-point/1004?sig=abc.def`,
      pattern: '/:lang/rapid/partner-entry-point/:listingId?',
    });
  };
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => {
    stub.restore();
    jest.useRealTimers();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('authenticates, signs the partner’s applicant in with the partner defaults and goes to income check as rapid', async () => {
    const view = await renderEntry({ body: { success: true, message: 'Authenticated', certificate: CERTIFICATE, listing_id: '1004' } });
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe(`/en/rapid/fill/${APPLICATION_ID}/income-check`));
    expect(view.seen).toEqual(expect.arrayContaining([listingLoaded.type, sessionStarted.type]));
    const submit = await stub.requests.find((r) => r.url.includes('/signup/submit'))!.clone().json();
    expect(submit).toEqual(
      expect.objectContaining({ ...CERTIFICATE, mobile: '+39-00000000', employment_status: 'Hybrid-employed', listing_id: '1004', sig: 'abc.def', privacy_policy_consented: true }),
    );
    expect(stub.requests.find((r) => r.url.includes('/signup/submit'))!.headers.get('application-type')).toBe('rapid');
    expect(await stub.requests.find((r) => r.url.includes('/verify-email/submit'))!.clone().json()).toEqual({ email: CERTIFICATE.email, code: '000000', sig: 'abc.def' });
  });

  it("shows 'Err:' with the reason of a refused signature, then unauthorized after 3 s (it)", async () => {
    jest.useFakeTimers();
    const view = await renderEntry({ status: 403, body: { success: false, message: 'PartnerEntry.Error.InvalidSignature' } }, { lang: 'it' });
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Err: Il link del partner non è valido.')).toBeInTheDocument();
    expect(view.location()).toContain('partner-entry-point');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(view.location()).toBe('/it/unauthorized');
  });

  it("shows 'Authentication Failed' after the retries of an unreachable check, and warns of an unknown listing (de)", async () => {
    jest.useFakeTimers();
    const view = await renderEntry({ status: 503, body: {} }, { lang: 'de', listing: { status: 404, body: { success: false } } });
    await act(() => jest.advanceTimersByTimeAsync(3 * 2000 + 10));
    expect(stub.requests.filter((r) => r.url.includes('verify-partner-signature'))).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Authentifizierung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText('Dieses Inserat existiert nicht. Es wird eine allgemeine Bewerbung eingereicht.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(view.location()).toBe('/de/unauthorized');
  });
});
