import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectRoute } from '@tenant/bus';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';

const screens = {
  'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> },
  'mfe_report/report-verification': { default: () => <p>report verification screen</p> },
  'mfe_onboarding/partner-entry-point': { default: () => <p>partner entry screen</p> },
  'mfe_onboarding/confirmation': { default: () => <p>confirmation screen</p> },
};

describe('shell routing', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => expect(missingTranslationKeys()).toEqual([]));

  it.each([
    ['/', '/it/fill/occupation'],
    ['/en', '/en/fill/occupation'],
    ['/xx/fill/occupation', '/it/fill/occupation'],
    ['/fr/verify-report?token=t', '/it/verify-report?token=t'],
    ['/apply', '/it/fill/occupation'],
    ['/apply/L-1', '/it/fill/occupation/L-1'],
    ['/de/apply/L-1?hideNav=true', '/de/fill/occupation/L-1?hideNav=true'],
    ['/en/mortgage/apply/L-2', '/en/mortgage/fill/occupation/L-2'],
    ['/en/rapid/apply', '/en/rapid/fill/occupation'],
  ])('redirects %s to %s', async (from, to) => {
    const { location } = await renderShell(from, fakeLoader(screens));
    await waitFor(() => expect(location()).toBe(to));
  });

  it.each(['/it/fill/occupation', '/en/mortgage/fill/occupation', '/de/fill/A-1/occupation', '/it/fill/occupation/L-9', '/it/rapid/fill/A-1/occupation/L-9'])(
    'serves the occupation screen from the onboarding remote at %s',
    async (path) => {
      await renderShell(path, fakeLoader(screens));
      expect(await screen.findByText('occupation screen')).toBeInTheDocument();
    },
  );

  it.each([
    ['/en/fill/occupation?listing_id=L-7', 'L-7'],
    ['/en/fill/occupation/L-8', 'L-8'],
    ['/en/fill/occupation/L-8?listing_id=L-7', 'L-8'],
  ])('takes the listing id of %s from the route or the query (spec 1§2)', async (path, listingId) => {
    const { store } = await renderShell(path, fakeLoader(screens));
    expect(selectRoute(store.getState()).listingId).toBe(listingId);
  });

  it.each(['/en/rapid/partner-entry-point/1004?sig=a.b', '/de/rapid/partner-entry-point?sig=a.b'])('serves the partner entry point at %s (spec 2§2)', async (path) => {
    const { location } = await renderShell(path, fakeLoader(screens));
    expect(await screen.findByText('partner entry screen')).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('serves report verification with and without the lang segment', async () => {
    await renderShell('/verify-report?token=abc', fakeLoader(screens));
    expect(await screen.findByText('report verification screen')).toBeInTheDocument();
  });

  it.each(['/it/fill/no-such-step', '/en/lease/fill/occupation', '/it/something', '/de/fill/a/b/c/d'])(
    'shows NotFound for %s',
    async (path) => {
      await renderShell(path, fakeLoader(screens));
      expect(await screen.findByRole('heading', { name: /qualcosa è andato storto|something went wrong|etwas ist schiefgelaufen/i })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /homepage|Startseite/ })).toBeInTheDocument();
    },
  );

  describe('guarded steps', () => {
    let stub: FetchStub;
    afterEach(() => {
      stub.restore();
      jest.restoreAllMocks();
      localStorage.clear();
    });

    it.each(['/en/fill/A-1/personal-details', '/en/rapid/fill/A-1/income-check', '/en/mortgage/fill/A-1/mortgage-info/L-2', '/en/fill/A-1/result'])(
      'validate the session before entry and send a refusal to unauthorized: %s',
      async (path) => {
        stub = stubFetch([{ method: 'POST', path: '/api/v1/auth/validate', respond: { status: 401, body: { success: false, message: 'Auth.Error.InvalidToken' } } }]);
        const { location } = await renderShell(path, fakeLoader(screens));
        await waitFor(() => expect(location()).toBe('/en/unauthorized'));
        expect(await screen.findByRole('heading', { name: 'No Access!' })).toBeInTheDocument();
        expect(stub.requests.map((r) => new URL(r.url).pathname)).toContain('/api/v1/auth/validate');
      },
    );

    it('let a valid session into its step', async () => {
      stub = stubFetch([
        { method: 'POST', path: '/api/v1/auth/validate', respond: { body: { success: true, user_id: 'u-1' } } },
        { path: '/api/v1/state/', respond: { status: 404, body: { success: false, message: 'Application.Error.NotFound' } } },
      ]);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      localStorage.setItem('access_token', 'tok-9');
      const { location } = await renderShell('/it/fill/A-1/confirmation', fakeLoader(screens));
      expect(await screen.findByText('confirmation screen')).toBeInTheDocument();
      expect(location()).toBe('/it/fill/A-1/confirmation');
      const validate = stub.requests.find((r) => new URL(r.url).pathname === '/api/v1/auth/validate');
      expect(validate?.headers.get('authorization')).toBe('Bearer tok-9');
    });
  });

  it('shows NotFound in the language of the URL with a link home', async () => {
    await renderShell('/en/nowhere', fakeLoader(screens));
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/en');
  });

  it('shows the unauthorized and timeout pages', async () => {
    await renderShell('/en/unauthorized', fakeLoader(screens));
    expect(await screen.findByRole('heading', { name: 'No Access!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/en');
  });

  it('shows the timeout page', async () => {
    await renderShell('/de/timeout', fakeLoader(screens));
    expect(await screen.findByRole('heading', { name: 'Sitzung abgelaufen!' })).toBeInTheDocument();
  });

  it('rewrites the lang segment from the language dropdown', async () => {
    const { location } = await renderShell('/it/fill/occupation/L-1?x=1', fakeLoader(screens));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Lingua' }), 'de');
    await waitFor(() => expect(location()).toBe('/de/fill/occupation/L-1?x=1'));
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toBeInTheDocument();
  });
});
