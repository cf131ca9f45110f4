import { act, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@tenant/api-client/testing';
import { selectContinueEnabled } from '@tenant/bus';
import { renderStep, StoreAndI18n } from '@tenant/bus/testing';
import { continuePressed, listingLoaded, type CreatePaymentSessionResponse } from '@tenant/contracts';
import { PAYMENT_RECHECK_DELAY_MS, type Language } from '@tenant/domain';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import PaymentPage from './payment.page.js';

const STEP = 'payment';
const SESSION: CreatePaymentSessionResponse = { success: true, sessionId: 'cs_test_a1', clientSecret: 'cs_test_a1_secret_b2', publishableKey: 'pk_test_default', stripeJsUrl: 'http://127.0.0.1:4242/js/stripe.js' };

/** Stripe.js as the page sees it (window.Stripe): what was created (in which locale), mounted and destroyed, and its onComplete. */
const fakeStripe = () => {
  const seen = { keys: [] as string[], locales: [] as (string | undefined)[], secrets: [] as string[], mounted: [] as HTMLElement[], destroyed: 0, complete: () => undefined as void };
  (window as unknown as { Stripe?: unknown }).Stripe = (key: string, options?: { locale?: string }) => {
    seen.keys.push(key);
    seen.locales.push(options?.locale);
    return {
      createEmbeddedCheckoutPage: async ({ fetchClientSecret, onComplete }: { fetchClientSecret: () => Promise<string>; onComplete: () => void }) => {
        seen.secrets.push(await fetchClientSecret());
        seen.complete = onComplete;
        return {
          mount: (container: HTMLElement) => {
            container.appendChild(Object.assign(document.createElement('iframe'), { name: 'embedded-checkout' }));
            seen.mounted.push(container);
          },
          destroy: () => void (seen.destroyed += 1),
        };
      },
    };
  };
  return seen;
};

interface Answers {
  required?: boolean[];
  session?: { status: number; body: object };
  status?: { status: 'open' | 'complete' | 'expired'; amount: number; currency: string };
}

const routes = ({ required = [true], session = { status: 200, body: SESSION }, status }: Answers): StubRoute[] => {
  let asked = 0;
  return [
    { path: '/api/v1/payment/is-payment-required', respond: () => ({ body: { success: true, isPaymentRequired: required[Math.min(asked++, required.length - 1)] } }) },
    { method: 'POST', path: '/api/v1/payment/create-session', respond: session },
    { path: '/api/v1/payment/session-status', respond: { body: { success: true, session: status } } },
  ];
};

const calls = (stub: ReturnType<typeof stubFetch>, path: string) => stub.requests.filter((r) => new URL(r.url).pathname === path);

const renderPage = (options: { lang?: Language; sessionId?: string; lanPays?: boolean } = {}) =>
  renderStep(<PaymentPage />, StoreAndI18n, {
    lang: options.lang,
    route: { applicationId: 'app-1', stepRouter: STEP },
    path: options.sessionId ? `/?session_id=${options.sessionId}` : '/',
    before: (store) => {
      if (options.lanPays !== undefined) store.dispatch(listingLoaded({ listing: { id: 1003, listingUuid: 'l-1003', company: null, lanPays: options.lanPays } }));
    },
  });

describe('Payment screen', () => {
  let stripe: ReturnType<typeof fakeStripe>;

  beforeEach(() => {
    resetMissingTranslationKeys();
    stripe = fakeStripe();
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { Stripe?: unknown }).Stripe;
    expect(missingTranslationKeys()).toEqual([]);
  });

  it.each([
    ['en', 'Find your apartment faster', 'Secure card checkout'],
    ['it', 'Trova casa più velocemente', 'Pagamento sicuro con carta'],
    ['de', 'Schneller zur Wohnung', 'Sichere Kartenzahlung'],
  ] as const)('shows the fast-payment notice and mounts the embedded checkout of the session (%s), Continue off', async (lang, notice, checkout) => {
    const stub = stubFetch(routes({}));
    const { store } = await renderPage({ lang });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await waitFor(() => expect(stripe.mounted).toHaveLength(1));
    expect(stripe.mounted[0]).toBe(screen.getByRole('region', { name: checkout }));
    expect(stripe.keys).toEqual([SESSION.publishableKey]);
    expect(stripe.locales).toEqual([lang]);
    expect(stripe.secrets).toEqual([SESSION.clientSecret]);
    expect(calls(stub, '/api/v1/payment/create-session')).toHaveLength(1);
    await expect(calls(stub, '/api/v1/payment/create-session')[0].json()).resolves.toEqual({ return_url: `${window.location.origin}${window.location.pathname}` });
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);
  });

  it.each([
    ['en', 'We have received your payment of €20.00 for your report'],
    ['it', 'Abbiamo ricevuto il tuo pagamento di 20,00 € per il tuo report'],
    ['de', 'Wir haben Ihre Zahlung von 20,00 € für Ihren Bericht erhalten'],
  ] as const)('back with a complete session, asks its status first and shows the success view with the amount (%s)', async (lang, received) => {
    const stub = stubFetch(routes({ status: { status: 'complete', amount: 2000, currency: 'eur' } }));
    const { store, location } = await renderPage({ lang, sessionId: 'cs_test_a1' });
    expect((await screen.findByText(received)).closest('[role="status"]')).toHaveTextContent(received);
    expect(new URL(stub.requests[0].url).searchParams.get('session_id')).toBe('cs_test_a1');
    expect(calls(stub, '/api/v1/payment/create-session')).toHaveLength(0);
    expect(stripe.mounted).toHaveLength(0);
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(true);
    // Read once: the address drops the session id (the next steps do not carry it), the view stays.
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByText(received)).toBeInTheDocument();
    expect(calls(stub, '/api/v1/payment/is-payment-required')).toHaveLength(0);
  });

  it.each([
    ['en', 'Your payment did not go through'],
    ['it', 'Il pagamento non è andato a buon fine'],
    ['de', 'Ihre Zahlung ist nicht durchgegangen'],
  ] as const)('back with a session not paid, keeps the failure message beside the checkout mounted again (%s, issue 22)', async (lang, failed) => {
    stubFetch(routes({ status: { status: 'open', amount: 2000, currency: 'eur' } }));
    const { store, location } = await renderPage({ lang, sessionId: 'cs_test_a1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);
    await waitFor(() => expect(stripe.mounted).toHaveLength(1));
    expect(location()).toBe('/');
    // Never a blank checkout: the message stays while the applicant tries another card.
    expect(screen.getByRole('alert')).toHaveTextContent(failed);
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);
  });

  it("names Stripe's card frame in the page's language, whatever title it came with", async () => {
    stubFetch(routes({}));
    await renderPage({ lang: 'de' });
    await waitFor(() => expect(stripe.mounted).toHaveLength(1));
    const frame = Object.assign(document.createElement('iframe'), { title: 'Secure payment input frame' });
    act(() => void stripe.mounted[0].appendChild(frame));
    await waitFor(() => expect(frame).toHaveAttribute('title', 'Formular für die Kartendaten (Stripe)'));
  });

  it("takes Stripe's onComplete as paid once the session says complete, shows the success view, and Continue waits 5 s for the server to agree", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const stub = stubFetch(routes({ required: [true, false], status: { status: 'complete', amount: 2000, currency: 'eur' } }));
    const { store, saves } = await renderPage();
    await waitFor(() => expect(stripe.mounted).toHaveLength(1));
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);

    act(() => stripe.complete());
    expect(await screen.findByRole('status')).toHaveTextContent('We have received your payment of €20.00 for your report');
    expect(new URL(calls(stub, '/api/v1/payment/session-status')[0].url).searchParams.get('session_id')).toBe(SESSION.sessionId);
    expect(stripe.destroyed).toBe(1);
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(true);

    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAY_MS - 100));
    expect(calls(stub, '/api/v1/payment/is-payment-required')).toHaveLength(1);
    expect(saves).toEqual([]);
    await act(async () => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(calls(stub, '/api/v1/payment/is-payment-required')).toHaveLength(2);
  });

  it.each([
    ['en', 'Please complete the payment before continuing.'],
    ['it', 'Completa il pagamento prima di continuare.'],
    ['de', 'Bitte schließen Sie die Zahlung ab, bevor Sie fortfahren.'],
  ] as const)('when the server still wants the payment after 5 s, scrolls up and says so (%s)', async (lang, stillRequired) => {
    jest.useFakeTimers({ advanceTimers: true });
    stubFetch(routes({ status: { status: 'complete', amount: 2000, currency: 'eur' } }));
    const { store, saves } = await renderPage({ lang, sessionId: 'cs_test_a1' });
    await waitFor(() => expect(selectContinueEnabled(store.getState(), STEP)).toBe(true));
    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await act(async () => jest.advanceTimersByTimeAsync(PAYMENT_RECHECK_DELAY_MS));
    await waitFor(() => expect(saves).toEqual([{ success: false, message: stillRequired }]));
    expect(screen.getByText(stillRequired)).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it.each([
    ['en', 'The payment service is not reachable at the moment. Please refresh the page and try again.'],
    ['it', 'Il servizio di pagamento non è raggiungibile al momento. Aggiorna la pagina e riprova.'],
    ['de', 'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte laden Sie die Seite neu und versuchen Sie es erneut.'],
  ] as const)('says System.502 when no payment session can be created (%s)', async (lang, unavailable) => {
    stubFetch(routes({ session: { status: 502, body: { success: false, message: 'System.502' } } }));
    const { store } = await renderPage({ lang });
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    expect(stripe.mounted).toHaveLength(0);
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);
  });

  it('skips the step at once when nothing is to be paid, without a session', async () => {
    const stub = stubFetch(routes({ required: [false] }));
    const { saves } = await renderPage();
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(calls(stub, '/api/v1/payment/create-session')).toHaveLength(0);
    expect(calls(stub, '/api/v1/payment/is-payment-required')).toHaveLength(1);
  });

  it('skips the step when the service has nothing to sell any more (409: paid, confirmation on its way)', async () => {
    const stub = stubFetch(routes({ session: { status: 409, body: { success: false, message: 'Payment.Error.NotRequired' } } }));
    const { saves } = await renderPage();
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(calls(stub, '/api/v1/payment/create-session')).toHaveLength(1);
    expect(stripe.mounted).toHaveLength(0);
  });

  it('skips the step when the listing’s landlord pays (lanPays), without asking', async () => {
    const stub = stubFetch(routes({}));
    const { saves } = await renderPage({ lanPays: true });
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(stub.requests).toHaveLength(0);
    expect(stripe.mounted).toHaveLength(0);
  });
});
