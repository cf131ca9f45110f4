import { act, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@tenant/api-client/testing';
import { selectAccessToken, selectFeatures } from '@tenant/bus';
import { paymentRequired, sessionStarted } from '@tenant/contracts';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { cookieAttributes } from './session-storage.js';

const screens = { 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } };
const hasCookie = () => document.cookie.split('; ').some((c) => c.startsWith('access_token='));

describe('session (spec 1§4)', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
    document.cookie = 'access_token=; max-age=0; path=/';
  });

  it('hands the runtime feature flags to the remotes through the store', async () => {
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens), { occupationAutoAdvance: true });
    expect(selectFeatures(store.getState())).toEqual({ occupationAutoAdvance: true });
  });

  it('keeps a started session in local storage and a cookie', async () => {
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens));
    act(() => void store.dispatch(sessionStarted({ accessToken: 'tok-1' })));
    expect(localStorage.getItem('access_token')).toBe('tok-1');
    expect(hasCookie()).toBe(true);
  });

  it('restores the session of an earlier visit from local storage', async () => {
    localStorage.setItem('access_token', 'tok-earlier');
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens));
    expect(selectAccessToken(store.getState())).toBe('tok-earlier');
  });

  it('restores the session from the cookie when local storage lost it, and stores it again', async () => {
    document.cookie = 'access_token=tok-cookie; path=/';
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens));
    expect(selectAccessToken(store.getState())).toBe('tok-cookie');
    expect(localStorage.getItem('access_token')).toBe('tok-cookie');
  });

  it('starts without a session when neither local storage nor the cookie holds one', async () => {
    const { store } = await renderShell('/en/fill/occupation', fakeLoader(screens));
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it('uses a first-party cookie on the product’s own pages and a partitioned one inside a partner’s frame', () => {
    expect(cookieAttributes(false, 'https:')).toBe('path=/; SameSite=Lax; Secure');
    expect(cookieAttributes(false, 'http:')).toBe('path=/; SameSite=Lax');
    expect(cookieAttributes(true, 'https:')).toBe('path=/; SameSite=None; Secure; Partitioned');
  });

  it('ends the session after the configured inactivity and shows the timeout page; activity postpones it', async () => {
    // Fake clock (Date included): the rule is about elapsed time, which a loaded machine must not stretch.
    jest.useFakeTimers();
    localStorage.setItem('access_token', 'tok-2');
    const { location } = await renderShell('/en/fill/occupation', fakeLoader(screens), { inactivityTimeoutMs: 400 });
    await screen.findByText('occupation screen');
    await act(() => jest.advanceTimersByTimeAsync(250));
    act(() => void window.dispatchEvent(new MouseEvent('mousemove')));
    await act(() => jest.advanceTimersByTimeAsync(250));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await act(() => jest.advanceTimersByTimeAsync(399));
    expect(location()).toBe('/en/fill/occupation');

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/en/timeout');
    jest.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Session Timeout!' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(hasCookie()).toBe(false);
    expect(screen.getByRole('link', { name: 'Verify again' })).toHaveAttribute('href', '/en/fill/sign-up');
  });

  it('does not time out without a session', async () => {
    const { location } = await renderShell('/en/fill/occupation', fakeLoader(screens), { inactivityTimeoutMs: 100 });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(location()).toBe('/en/fill/occupation');
  });

  it('sends a 401 to unauthorized, removes the token and offers verification again on the same application', async () => {
    localStorage.setItem('access_token', 'stale');
    stubFetch([{ path: '/api/v1/state/', respond: { status: 401, body: { success: false, message: 'Auth.Error.TokenExpired' } } }]);
    const { location } = await renderShell('/it/mortgage/fill/A-7/occupation/L-2', fakeLoader(screens));
    await waitFor(() => expect(location()).toBe('/it/unauthorized'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Verifica di nuovo' })).toHaveAttribute('href', '/it/mortgage/fill/A-7/sign-up/L-2');
  });

  it('sends a 402 on the result page to payment, and ignores it elsewhere', async () => {
    stubFetch([{ method: 'POST', path: '/api/v1/auth/validate', respond: { body: { success: true } } }]);
    const elsewhere = await renderShell('/en/fill/A-1/occupation', fakeLoader(screens));
    act(() => void elsewhere.store.dispatch(paymentRequired({ status: 402 })));
    expect(elsewhere.location()).toBe('/en/fill/A-1/occupation');
    elsewhere.unmount();

    const { store, location } = await renderShell('/en/rapid/fill/A-1/result', fakeLoader(screens));
    act(() => void store.dispatch(paymentRequired({ status: 402 })));
    await waitFor(() => expect(location()).toBe('/en/rapid/fill/A-1/payment'));
  });

  it('follows a 402 of the state restore that arrives before the router exists (slow location lookup)', async () => {
    localStorage.setItem('access_token', 'tok-402');
    stubFetch([
      { path: '/api/v1/state/', respond: { status: 402, body: { success: false, message: 'Payment.Error.PaymentRequired' } } },
      { method: 'POST', path: '/api/v1/auth/validate', respond: { body: { success: true } } },
    ]);
    const slowLookup = () => new Promise<string | null>((resolve) => setTimeout(() => resolve(null), 200));
    const { location } = await renderShell('/en/fill/0b8f7c1e-3c55-4a44-8f0e-5d8f3f2a1b9c/result', fakeLoader(screens), {}, { locateCountry: slowLookup });
    await waitFor(() => expect(location()).toBe('/en/fill/0b8f7c1e-3c55-4a44-8f0e-5d8f3f2a1b9c/payment'));
  });
});
