import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore } from '@tenant/bus';
import { MemoryRoutes, memoryHistory } from '@tenant/bus/testing';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub, StubbedResponse } from '@tenant/api-client/testing';
import { routeChanged } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { i18n, initI18n, missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import ReportVerificationPage from './report-verification.page.js';

const renderAt = async (lang: Language, search: string) => {
  await initI18n(lang);
  const store = createAppStore();
  store.dispatch(routeChanged({ lang, appType: null, applicationId: null, listingId: null, stepRouter: null }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRoutes
          history={memoryHistory(`/${lang}/verify-report${search}`)}
          routes={[
            { path: '/:lang/verify-report', element: <ReportVerificationPage /> },
            { path: '/:lang/unauthorized', element: <p>unauthorized page</p> },
          ]}
        />
      </I18nextProvider>
    </Provider>,
  );
};

describe('ReportVerification', () => {
  let stub: FetchStub;
  const answer = (response: StubbedResponse) => {
    stub = stubFetch([{ path: '/api/v1/openapis/verify-qr-code', respond: response }]);
  };
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => {
    stub?.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('shows the verified certificate with the date in the interface language', async () => {
    answer({ body: { success: true, certificate: { applicant_name: 'Maria Rossi', created_at: '2025-03-12T10:00:00Z' } } });
    await renderAt('it', '?token=tok-9');
    expect(await screen.findByRole('heading', { name: 'Verificato' })).toBeInTheDocument();
    expect(screen.getByText('Maria Rossi')).toBeInTheDocument();
    expect(screen.getByText('12 marzo 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('support@');
    expect(new URL(stub.requests[0].url).searchParams.get('token')).toBe('tok-9');
  });

  it.each([
    [{ value: true, method: 'webid', date: '2026-10-02' }, 'Identity of the applicant: Verified by video identification (WebID) on October 2, 2026.'],
    [{ value: false, method: null, date: null }, 'Identity of the applicant: Not verified.'],
    [undefined, 'Identity of the applicant: Not verified.'],
  ] as const)('states the report’s identity (%p) as the report does, never “checked” when it was not', async (identity, statement) => {
    answer({ body: { success: true, certificate: { applicant_name: 'Maria Rossi', created_at: '2026-10-15T10:00:00Z', ...(identity ? { identity } : {}) } } });
    await renderAt('en', '?token=tok-9');
    expect(await screen.findByText(statement)).toBeInTheDocument();
    expect(screen.queryByText(/identity was checked/i)).not.toBeInTheDocument();
  });

  it('shows the not-verified view when the server refuses the token', async () => {
    answer({ status: 400, body: { success: false, message: 'invalid token' } });
    await renderAt('en', '?token=forged');
    expect(await screen.findByRole('heading', { name: 'Not valid' })).toBeInTheDocument();
    expect(screen.getByText("Couldn't verify QR Code")).toBeInTheDocument();
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    ['ReportVerification.Expired', 'en', 'Expired', /older than 60 days/],
    ['ReportVerification.Revoked', 'it', 'Ritirato', /Il richiedente ha ritirato questo report/],
  ] as const)('tells a genuine but %s certificate apart from a forged one', async (message, lang, heading, text) => {
    answer({ status: 410, body: { success: false, message } });
    await renderAt(lang, '?token=old');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Maria Rossi')).not.toBeInTheDocument();
  });

  it('retries verify-qr-code 3 times, 2 s apart, when the server fails, then shows not valid', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      answer({ status: 503, body: { success: false, message: 'down' } });
      await renderAt('en', '?token=tok');
      for (let i = 0; i < 3; i++) await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(await screen.findByRole('heading', { name: 'Not valid' })).toBeInTheDocument();
      expect(stub.requests).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a newer version exists on a genuine older version, in every language', async () => {
    for (const [lang, heading, text] of [
      ['en', 'A newer version exists', /it is version 1\. Version 2 was issued on March 20, 2025/],
      ['it', 'Esiste una versione più recente', /è la versione 1\. La versione 2 è stata emessa il 20 marzo 2025/],
      ['de', 'Es gibt eine neuere Version', /es ist Version 1\. Version 2 wurde am 20\. März 2025 ausgestellt/],
    ] as const) {
      answer({ body: { success: true, certificate: { applicant_name: 'Maria Rossi', created_at: '2025-03-12T10:00:00Z', version: 1, newer_version: { version: 2, issued_at: '2025-03-20T09:00:00Z' } } } });
      await renderAt(lang, '?token=v1');
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText('Maria Rossi')).toBeInTheDocument();
      cleanup();
      stub.restore();
    }
  });

  it('shows the version of a current report', async () => {
    answer({ body: { success: true, certificate: { applicant_name: 'Maria Rossi', created_at: '2025-03-12T10:00:00Z', version: 2, newer_version: null } } });
    await renderAt('en', '?token=v2');
    expect(await screen.findByRole('heading', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('Report version: 2')).toBeInTheDocument();
  });

  describe('without a token', () => {
    const shortCode = 'AbCdEfGhIjKlMnOpQrStU-';
    const answerCode = (response: StubbedResponse) => {
      stub = stubFetch([
        { path: '/api/v1/openapis/short-code', respond: response },
        { path: '/api/v1/openapis/verify-qr-code', respond: { body: { success: true, certificate: { applicant_name: 'Maria Rossi', created_at: '2025-03-12T10:00:00Z', version: 1 } } } },
      ]);
    };

    it.each([
      ['en', 'Verify a report', 'Short code', 'Verify'],
      ['it', 'Verifica un report', 'Codice breve', 'Verifica'],
      ['de', 'Einen Bericht prüfen', 'Kurzcode', 'Prüfen'],
    ] as const)('explains how to verify a report (%s) and calls nothing', async (lang, heading, label, submit) => {
      answerCode({ body: {} });
      await renderAt(lang, '');
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
      expect(screen.queryByText('unauthorized page')).not.toBeInTheDocument();
      expect(stub.requests).toHaveLength(0);
    });

    it('refuses a malformed code without calling the server, then verifies the code pasted as the whole short link', async () => {
      answerCode({ body: { success: true, token: 'tok-from-code' } });
      await renderAt('en', '');
      fireEvent.change(await screen.findByLabelText('Short code'), { target: { value: 'abc' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Please enter the 22-character code printed under the QR code.')).toBeInTheDocument();
      expect(stub.requests).toHaveLength(0);

      fireEvent.change(screen.getByLabelText('Short code'), { target: { value: `https://tenant.example/api/v1/openapis/r/${shortCode}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('heading', { name: 'Verified' })).toBeInTheDocument();
      expect(new URL(stub.requests[0]!.url).searchParams.get('code')).toBe(shortCode);
      expect(new URL(stub.requests[1]!.url).searchParams.get('token')).toBe('tok-from-code');
    });

    it('says so when no report has the code', async () => {
      answerCode({ status: 404, body: { success: false, message: 'ReportVerification.NotVerified' } });
      await renderAt('it', '');
      fireEvent.change(await screen.findByLabelText('Codice breve'), { target: { value: shortCode } });
      fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
      expect(await screen.findByText(/Nessun report corrisponde a questo codice/)).toBeInTheDocument();
      expect(screen.getByLabelText('Codice breve')).toHaveFocus();
    });
  });
});
