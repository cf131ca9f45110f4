import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubRoute } from '@tenant/api-client/testing';
import { navigateToStep, reportCompleted, sessionStarted, type Report, type ReportResponse } from '@tenant/contracts';
import { DOCUMENT_POLL_MS, type Language } from '@tenant/domain';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { italianEmployedRenter, rapidPartnerApplicant } from '@tenant/report-view/fixtures';
import { renderStep } from '../../testing/render-step.js';
import ResultPage from './result.page.js';

const REPORT_ID = italianEmployedRenter.personal_details.report_id;

const shown = (report: Report, extra: Partial<ReportResponse> = {}): ReportResponse => ({
  success: true,
  report,
  hide_report: false,
  report_id: report.personal_details.report_id,
  can_download: true,
  content_withheld: false,
  can_share: true,
  ...extra,
});

const renderPage = (routes: StubRoute[], options: { lang?: Language; rapid?: boolean } = {}) => {
  const stub = stubFetch(routes);
  return { stub, rendered: renderStep(<ResultPage />, { lang: options.lang, route: { applicationId: 'app-1', stepRouter: 'result', appType: options.rapid ? 'rapid' : null } }) };
};

describe('Result screen', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => {
    jest.useRealTimers();
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('shows a spinner, then the rent report with Download PDF, and tells the bus the report is completed', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { rendered } = renderPage([{ path: '/api/v2/report/', respond: async () => (await held, { body: shown(italianEmployedRenter) }) }], { lang: 'it' });
    expect(await screen.findByText('Caricamento del report…')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ritira questo report' })).toBeInTheDocument();
    const { store, seen } = await rendered;
    expect(seen).toContain(reportCompleted.type);
    expect(store.getState().session.route.applicationId).toBe('app-1');
  });

  it('shows the hide-report text in two paragraphs split at its line break, without a download for an applicant', async () => {
    renderPage([{ path: '/api/v2/report/', respond: { body: { success: true, report: null, hide_report: true, report_id: REPORT_ID, can_download: false } } }], { lang: 'de' });
    const status = await screen.findByText('Ihr Bericht wird erstellt.');
    expect(status.tagName).toBe('P');
    expect(screen.getByText('Wir schicken Ihnen eine E-Mail, sobald er fertig ist.').tagName).toBe('P');
    expect(screen.queryByRole('button', { name: 'PDF herunterladen' })).not.toBeInTheDocument();
  });

  it('lets an organisation user download a hidden report', async () => {
    renderPage([{ path: '/api/v2/report/', respond: { body: { success: true, report: null, hide_report: true, report_id: REPORT_ID, can_download: true } } }], { lang: 'en' });
    expect(await screen.findByText('Your report is being prepared.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('shows the rapid hide text and the start-new-application button', async () => {
    renderPage([{ path: '/api/v2/report/', respond: { body: { success: true, report: null, hide_report: true, report_id: null, can_download: false } } }], { lang: 'it', rapid: true });
    expect(await screen.findByText(/Grazie! I tuoi documenti sono stati ricevuti/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inizia una nuova domanda' })).toBeInTheDocument();
  });

  it('starts a new application for a rapid applicant and continues at its income check', async () => {
    const asked: string[] = [];
    const { rendered } = renderPage(
      [
        { path: '/api/v2/report/', respond: { body: shown(rapidPartnerApplicant) } },
        { path: '/api/v2/report/create-new-app', respond: (request) => (asked.push(new URL(request.url).searchParams.get('application_id') ?? ''), { body: { success: true, application_id: 'app-2', access_token: 'fresh-token' } }) },
      ],
      { lang: 'de', rapid: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Neue Bewerbung beginnen' }));
    const { dispatched } = await rendered;
    await waitFor(() => expect(dispatched).toContainEqual(navigateToStep({ stepRouter: 'income-check', applicationId: 'app-2' })));
    // the fresh token grants the new application: the session takes it before going there (DESIGN §8)
    expect(dispatched).toContainEqual(sessionStarted({ accessToken: 'fresh-token' }));
    expect(dispatched.findIndex((action) => action.type === sessionStarted.type)).toBeLessThan(dispatched.findIndex((action) => action.type === navigateToStep.type));
    expect(asked).toEqual(['app-1']);
  });

  it('shows why no new application could be started, in the visitor\'s language, and stays', async () => {
    const { rendered } = renderPage(
      [
        { path: '/api/v2/report/', respond: { body: shown(rapidPartnerApplicant) } },
        { path: '/api/v2/report/create-new-app', respond: { status: 409, body: { success: false, message: 'Report.Error.NewApplicationRapidOnly' } } },
      ],
      { lang: 'it', rapid: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Inizia una nuova domanda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo una domanda rapida può avviarne una nuova dal suo risultato.');
    const { seen } = await rendered;
    expect(seen).not.toContain(navigateToStep.type);
  });

  it('shows the rapid report with its controls strip', async () => {
    renderPage([{ path: '/api/v2/report/', respond: { body: shown(rapidPartnerApplicant) } }], { lang: 'en', rapid: true });
    expect(await screen.findByRole('list', { name: 'Payslip checks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new application' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw this report' })).not.toBeInTheDocument();
  });

  it('shows the server message in a closable error box', async () => {
    renderPage([{ path: '/api/v2/report/', respond: { status: 500, body: { success: false, message: 'Service unavailable' } } }], { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a catalogued server message in the visitor\'s language', async () => {
    renderPage([{ path: '/api/v2/report/', respond: { status: 404, body: { success: false, message: 'Application.Error.NotFound' } } }], { lang: 'it' });
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Application.Error.NotFound');
  });

  it('opens a ready PDF in a new tab at once', async () => {
    const opened: string[] = [];
    const open = jest.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    try {
      renderPage(
        [
          { path: '/api/v2/report/', respond: { body: shown(italianEmployedRenter) } },
          { path: '/api/v2/report/pdf', respond: { body: { success: true, pdf_link: 'https://example.test/api/v2/report/pdf/file?token=t' } } },
        ],
        { lang: 'en' },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(opened).toEqual(['https://example.test/api/v2/report/pdf/file?token=t']));
    } finally {
      open.mockRestore();
    }
  });

  it('waits for a PDF that is not ready (asking starts its print) and then offers a link that opens it in a new tab', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let asked = 0;
    const { stub } = renderPage(
      [
        { path: '/api/v2/report/', respond: { body: shown(italianEmployedRenter) } },
        { path: '/api/v2/report/pdf', respond: () => ({ body: { success: true, pdf_link: asked++ < 2 ? null : 'https://example.test/file?token=t' } }) },
      ],
      { lang: 'en' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findAllByText('Preparing the PDF…')).not.toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(2 * DOCUMENT_POLL_MS));
    const link = await screen.findByRole('link', { name: 'Your PDF is ready. Open it' });
    expect(link).toHaveAttribute('href', 'https://example.test/file?token=t');
    expect(link).toHaveAttribute('target', '_blank');
    expect(new URL(stub.requests.find((r) => r.url.includes('/pdf'))!.url).searchParams.get('report_id')).toBe(REPORT_ID);
    // a shown report prints no aggregated PDF unasked
    expect(stub.requests.filter((r) => r.url.includes('invoke-aggregated-pdf-generation'))).toHaveLength(0);
  });

  it('has the aggregated PDF printed for a hidden rent report, once', async () => {
    const { stub } = renderPage(
      [
        { path: '/api/v2/report/', respond: { body: { success: true, report: null, hide_report: true, report_id: REPORT_ID, can_download: false } } },
        { path: '/api/v2/report/invoke-aggregated-pdf-generation', respond: { body: { success: true } } },
      ],
      { lang: 'en' },
    );
    expect(await screen.findByText('Your report is being prepared.')).toBeInTheDocument();
    await waitFor(() => expect(stub.requests.filter((r) => r.url.includes('invoke-aggregated-pdf-generation'))).toHaveLength(1));
    expect(new URL(stub.requests.find((r) => r.url.includes('invoke'))!.url).searchParams.get('report_id')).toBe(REPORT_ID);
    expect(stub.requests.filter((r) => r.url.includes('/v2/report/pdf'))).toHaveLength(0);
  });

  it('has the report\'s own PDF printed for a hidden rapid report', async () => {
    const { stub } = renderPage(
      [
        { path: '/api/v2/report/', respond: { body: { success: true, report: null, hide_report: true, report_id: REPORT_ID, can_download: false } } },
        { path: '/api/v2/report/pdf', respond: { body: { success: true, pdf_link: null } } },
      ],
      { lang: 'en', rapid: true },
    );
    await waitFor(() => expect(stub.requests.filter((r) => r.url.includes('/v2/report/pdf'))).toHaveLength(1));
    expect(new URL(stub.requests.find((r) => r.url.includes('/v2/report/pdf'))!.url).searchParams.get('report_id')).toBe(REPORT_ID);
    expect(stub.requests.filter((r) => r.url.includes('invoke-aggregated-pdf-generation'))).toHaveLength(0);
  });

  describe('versions (README "Versions")', () => {
    const draftReport: Report = { ...italianEmployedRenter, personal_details: { ...italianEmployedRenter.personal_details, report_id: 'draft-2', name: 'Giulia Conti (draft)' } };

    it('shows the issued version with its number, and a draft of later changes with what issuing it needs, in every language', async () => {
      for (const [lang, title, need, confirm] of [
        ['en', 'Draft: changes not yet issued', /confirm the declaration of truthfulness again/, 'Confirm the declaration'],
        ['it', 'Bozza: modifiche non ancora emesse', /conferma di nuovo la dichiarazione di veridicità/, 'Conferma la dichiarazione'],
        ['de', 'Entwurf: Änderungen noch nicht ausgestellt', /bestätigen Sie die Wahrheitserklärung erneut/, 'Erklärung bestätigen'],
      ] as const) {
        const { rendered } = renderPage(
          [
            {
              path: '/api/v2/report/',
              respond: {
                body: shown(italianEmployedRenter, {
                  state: 'issued',
                  version: 1,
                  issued_on: '2026-10-15T09:30:00.000Z',
                  draft: { report_id: 'draft-2', updated_on: '2026-10-16T09:30:00.000Z', needs: ['declaration'], report: draftReport },
                }),
              },
            },
          ],
          { lang },
        );
        expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
        expect(screen.getByText(need)).toBeInTheDocument();
        // the issued version is what shows, with its number
        expect(screen.getByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: confirm }));
        const { seen, store } = await rendered;
        expect(seen).toContain(navigateToStep.type);
        expect(store.getState().session.route.applicationId).toBe('app-1');
        cleanup();
      }
    });

    it('shows the draft on request, without validity, download or withdrawal', async () => {
      renderPage(
        [
          {
            path: '/api/v2/report/',
            respond: { body: shown(italianEmployedRenter, { state: 'issued', version: 1, issued_on: '2026-10-15T09:30:00.000Z', draft: { report_id: 'draft-2', updated_on: '2026-10-16T09:30:00.000Z', needs: ['declaration'], report: draftReport } }) },
          },
        ],
        { lang: 'en' },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Show the draft' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Giulia Conti (draft)' })).toBeInTheDocument();
      expect(screen.getByText('Draft – not issued')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Show the issued version' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeInTheDocument();
    });

    it('shows a withdrawn report as withdrawn: no "Valid until", no Download PDF, no withdrawal', async () => {
      renderPage([{ path: '/api/v2/report/', respond: { body: shown(italianEmployedRenter, { state: 'withdrawn', version: 1, withdrawn_on: '2026-10-20T09:30:00.000Z', can_download: false, can_share: false }) } }], { lang: 'en' });
      expect(await screen.findByText('This report was withdrawn')).toBeInTheDocument();
      expect(screen.getByText(/You withdrew it on October 20, 2026/)).toBeInTheDocument();
      expect(screen.getByText('Withdrawn on')).toBeInTheDocument();
      expect(screen.queryByText('Valid until')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Withdraw this report' })).not.toBeInTheDocument();
    });
  });
});
