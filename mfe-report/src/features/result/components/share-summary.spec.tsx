import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@tenant/api-client/testing';
import type { ReportResponse, ReportShare } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { italianEmployedRenter } from '@tenant/report-view/fixtures';
import { renderStep } from '../../../testing/render-step.js';
import ResultPage from '../result.page.js';

const REPORT_ID = italianEmployedRenter.personal_details.report_id;
const report = (extra: Partial<ReportResponse> = {}): ReportResponse => ({
  success: true,
  report: { ...italianEmployedRenter, listing_info: { ...italianEmployedRenter.listing_info, company_name: 'Casa Nova Immobiliare' } },
  hide_report: false,
  report_id: REPORT_ID,
  can_download: false,
  content_withheld: false,
  can_share: true,
  ...extra,
});
const shareOf = (values: Partial<ReportShare>): ReportShare => ({
  id: 'share-1',
  report_id: REPORT_ID,
  recipient_email: 'landlord@casanova.example',
  recipient_name: null,
  disclose_figures: false,
  lang: 'it',
  shared_at: '2026-11-20T10:00:00.000Z',
  mailed_at: '2026-11-20T10:00:05.000Z',
  revoked_at: null,
  ...values,
});

/** The result screen with the report service answering from `shares` (which the calls below change, as the server would). */
const renderShare = (lang: Language, options: { shares?: ReportShare[]; refuse?: { status: number; body: unknown } } = {}) => {
  const shares = [...(options.shares ?? [])];
  const posted: unknown[] = [];
  const stub = stubFetch([
    { path: '/api/v2/report/', respond: { body: report() } },
    { path: '/api/v2/report/shares', respond: () => ({ body: { success: true, shares } }) },
    {
      method: 'POST',
      path: '/api/v2/report/shares',
      respond: async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        if (options.refuse) return options.refuse;
        const share = shareOf({ id: `share-${shares.length + 2}`, recipient_email: String(body.recipient_email), recipient_name: (body.recipient_name as string) ?? null, disclose_figures: !!body.disclose_figures, mailed_at: null });
        shares.unshift(share);
        return { status: 201, body: { success: true, share } };
      },
    },
    {
      method: 'POST',
      path: /^\/api\/v2\/report\/shares\/[^/]+\/revoke$/,
      respond: (_request, url) => {
        const share = shares.find((s) => url.pathname.includes(s.id))!;
        share.revoked_at = '2026-11-21T08:00:00.000Z';
        return { body: { success: true, share } };
      },
    },
  ]);
  renderStep(<ResultPage />, { lang, route: { applicationId: 'app-1', stepRouter: 'result', appType: null } });
  return { stub, posted };
};

/** The form's first field: the UI kit's fields load as their own chunk on first use (a ceiling for a loaded machine, not a speed check). */
const emailField = (label: string) => screen.findByLabelText(label, {}, { timeout: 20_000 });

describe('Result screen: sharing a verified summary', () => {
  beforeEach(() => resetMissingTranslationKeys());
  afterEach(() => expect(missingTranslationKeys()).toEqual([]));

  it('refuses a bad address and a missing consent with the shared schema\'s messages, and sends nothing', async () => {
    const { posted } = renderShare('en');
    const email = await emailField('E-mail of the landlord or company');
    await userEvent.type(email, 'landlord@');
    await userEvent.click(screen.getByRole('button', { name: 'Share summary' }));

    expect(await screen.findByText('This is not a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you agree to share this summary.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shares bands by default; the applicant may disclose the figures and choose the e-mail\'s language; the share then shows in the list', async () => {
    const { posted } = renderShare('it');
    await userEvent.type(await emailField("E-mail del proprietario o dell'agenzia"), 'Agent@Berg.example');
    // the listing's company is suggested as the recipient's name
    expect(screen.getByLabelText('Nome (facoltativo)')).toHaveValue('Casa Nova Immobiliare');
    expect(screen.getByRole('radio', { name: /^Solo fasce/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Anche gli importi esatti/ }));
    await userEvent.selectOptions(screen.getByLabelText("Lingua dell'e-mail"), 'de');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acconsento/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Condividi il riepilogo' }));

    expect(await screen.findByText('Stiamo inviando il riepilogo a agent@berg.example.')).toBeInTheDocument();
    expect(posted).toEqual([{ recipient_email: 'agent@berg.example', recipient_name: 'Casa Nova Immobiliare', disclose_figures: true, lang: 'de', consent: true }]);
    const list = screen.getByRole('list', { name: 'Condivisioni finora' });
    await waitFor(() => expect(within(list).getByText('Casa Nova Immobiliare <agent@berg.example>')).toBeInTheDocument());
    expect(within(list).getByText(/con gli importi esatti/)).toBeInTheDocument();
    expect(within(list).getByText('In invio')).toBeInTheDocument();
    // the form is empty again, consent included
    expect(screen.getByRole('checkbox', { name: /Acconsento/ })).not.toBeChecked();
  });

  it('shows a message the server refused a field with under that field, in the visitor\'s language', async () => {
    renderShare('de', { refuse: { status: 422, body: { success: false, message: 'Report.Share.Error.EmailInvalid', msg: [{ msg: 'Report.Share.Error.EmailInvalid', loc: ['body', 'recipient_email'] }] } } });
    await userEvent.type(await emailField('E-Mail des Vermieters oder der Firma'), 'vermieter@example.de');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zusammenfassung teilen' }));
    expect(await screen.findByText('Das ist keine gültige E-Mail-Adresse.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail des Vermieters oder der Firma')).toHaveValue('vermieter@example.de');
  });

  it('lists what was shared, with whom and when, and withdraws one share', async () => {
    const { stub } = renderShare('en', { shares: [shareOf({ id: 'share-1', recipient_name: 'Berg Hausverwaltung' }), shareOf({ id: 'share-0', recipient_email: 'old@example.it', revoked_at: '2026-11-19T09:00:00.000Z' })] });
    const list = await screen.findByRole('list', { name: 'Shared so far' }, { timeout: 20_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [current, withdrawn] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent('Berg Hausverwaltung <landlord@casanova.example> · Shared on November 20, 2026 · bands only · Sent');
    expect(withdrawn).toHaveTextContent('Withdrawn on November 19, 2026');
    expect(within(withdrawn).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(current).getByRole('button', { name: 'Withdraw the summary shared with Berg Hausverwaltung <landlord@casanova.example>' }));
    await waitFor(() => expect(current).toHaveTextContent('Withdrawn on November 21, 2026'));
    expect(stub.requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/v2/report/shares/share-1/revoke')).toBe(true);
  });

  it('offers neither sharing nor withdrawal to an invited co-applicant', async () => {
    stubFetch([{ path: '/api/v2/report/', respond: { body: report({ can_share: false }) } }]);
    renderStep(<ResultPage />, { lang: 'en', route: { applicationId: 'app-1', stepRouter: 'result', appType: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Share a verified summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw this report' })).not.toBeInTheDocument();
  });
});
