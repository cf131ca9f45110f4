import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@tenant/api-client/testing';
import type { StubRoute } from '@tenant/api-client/testing';
import { selectContinueEnabled } from '@tenant/bus';
import { continuePressed, navigateToStep } from '@tenant/contracts';
import type { UploadedDocument } from '@tenant/contracts';
import { DOCUMENT_POLL_MS, PARSING_STATUS_RAPID_CONTINUE_MS } from '@tenant/domain';
import type { Language } from '@tenant/domain';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { documentList, incomeDocument, parsing } from '../../testing/documents.js';
import { renderStep } from '../../testing/render-step.js';
import ParsingStatusPage from './parsing-status.page.js';

const STEP = 'parsing-status';

const routes = (lists: UploadedDocument[][], validate = { success: true, document_errors: [], missing_documents: [], global_error: null }): StubRoute[] => {
  let call = 0;
  return [
    { path: '/api/v2/income-check/documents', respond: () => ({ body: documentList(lists[Math.min(call++, lists.length - 1)]) }) },
    { path: '/api/v2/income-check/validate-documents', respond: { body: validate } },
  ];
};

const renderPage = (options: { lang?: Language; rapid?: boolean } = {}) =>
  renderStep(<ParsingStatusPage />, { lang: options.lang, route: { applicationId: 'app-1', stepRouter: STEP, appType: options.rapid ? 'rapid' : null } });

describe('Parsing status screen', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => {
    jest.useRealTimers();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('shows each file’s analysis, polls every 2 s and enables Continue once all are parsed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    stubFetch(routes([[parsing({ id: 's-1', type: 'bank_statement', name: 'march.pdf' }), incomeDocument({ type: 'national_id', name: 'id.png' })], [incomeDocument({ id: 's-1', type: 'bank_statement', name: 'march.pdf' })]]));
    const { store, saves } = await renderPage({ lang: 'it' });
    expect(await screen.findByRole('listitem', { name: 'march.pdf' })).toHaveTextContent('Caricamento e analisi…');
    expect(screen.queryByRole('listitem', { name: 'id.png' })).not.toBeInTheDocument();
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(false);

    await act(async () => jest.advanceTimersByTimeAsync(DOCUMENT_POLL_MS));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'march.pdf' })).toHaveTextContent('Analizzato'));
    expect(screen.getByText('Tutti i tuoi file sono stati analizzati.')).toBeInTheDocument();
    expect(selectContinueEnabled(store.getState(), STEP)).toBe(true);

    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
  });

  it('refuses Continue while a file is still parsing, and goes back to the documents', async () => {
    stubFetch(routes([[parsing()]]));
    const { store, saves, seen } = await renderPage();
    await screen.findByRole('listitem', { name: 'payslip-2026-10.pdf' });
    await act(async () => void store.dispatch(continuePressed({ stepRouter: STEP })));
    await waitFor(() => expect(saves).toEqual([{ success: false, message: 'Please wait until all your files are analysed.' }]));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to documents' }));
    expect(seen).toContain(navigateToStep.type);
  });

  it('explains a scanned statement and leads to the bank connection of the documents step instead', async () => {
    const scan = { blocker: true, message: 'BankAccts.Error.NotOriginal.Scan', message_key: 'BankAccts.Error.NotOriginal.Scan' };
    const unread = { blocker: true, message: 'Payslip.Error.ParseException', message_key: 'Payslip.Error.ParseException' };
    stubFetch(
      routes([
        [
          incomeDocument({ id: 's-1', type: 'bank_statement', name: 'scan.pdf', status: 'completed', hasError: true, error: scan, findings: [{ key: scan.message_key, level: 'error', source: 's-1' }] }),
          incomeDocument({ id: 'p-1', type: 'payslip', name: 'payslip.pdf', status: 'parsed with error', hasError: true, error: unread, findings: [{ key: unread.message_key, level: 'error', source: 'p-1', params: { missing: 'period, net_pay' } }] }),
        ],
      ]),
    );
    const { seen } = await renderPage({ lang: 'de' });
    const statement = await screen.findByRole('listitem', { name: 'scan.pdf' });
    expect(statement).toHaveTextContent('Das sieht nach einem Scan oder Foto aus: Laden Sie das Original-PDF aus Ihrem Online-Banking herunter');
    const payslip = screen.getByRole('listitem', { name: 'payslip.pdf' });
    expect(payslip).toHaveTextContent('Nicht gefunden: der Abrechnungszeitraum und der Auszahlungsbetrag (netto).');
    expect(within(payslip).queryByRole('button', { name: /Ihre Bank verbinden/ })).not.toBeInTheDocument();
    expect(seen).not.toContain(navigateToStep.type);

    await userEvent.setup().click(within(statement).getByRole('button', { name: 'Statt scan.pdf Ihre Bank verbinden' }));
    expect(seen).toContain(navigateToStep.type);
  });

  it('skips the step when there is nothing to wait for', async () => {
    const stub = stubFetch(routes([[incomeDocument({ type: 'national_id', name: 'id.png' })]]));
    const { saves } = await renderPage({ lang: 'de' });
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
    expect(stub.requests.some((r) => r.url.includes('validate-documents'))).toBe(false);
  });

  it('in rapid continues by itself 0.5 s after every file is parsed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    stubFetch(routes([[incomeDocument()]]));
    const { saves } = await renderPage({ rapid: true });
    await screen.findByRole('listitem', { name: 'payslip-2026-10.pdf' });
    await act(async () => jest.advanceTimersByTimeAsync(PARSING_STATUS_RAPID_CONTINUE_MS));
    await waitFor(() => expect(saves).toEqual([{ success: true }]));
  });
});
