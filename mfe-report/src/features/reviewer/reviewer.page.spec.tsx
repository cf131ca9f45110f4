import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchStub, type StubRoute } from '@tenant/api-client/testing';
import { sessionUnauthorized, type ReviewerApplication, type ReviewerReportState } from '@tenant/contracts';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { renderStep } from '../../testing/render-step.js';
import ReviewerPage from './reviewer.page.js';

const EMAIL = 'anna@casanova.example';
const SESSION = { success: true, access_token: 'reviewer-token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString(), company_name: 'Casa Nova Immobiliare' };

const application = (id: string, name: string): ReviewerApplication => ({
  application_id: id,
  applicant_name: name,
  applicant_role: 'main-applicant',
  application_type: 'rent',
  listing_name: 'Trilocale con terrazzo',
  created_at: '2026-11-02T10:00:00Z',
});
const APPLICATIONS = [application('a-1', 'Giulia Bianchi'), application('a-2', 'Marco Neri'), application('a-3', 'Sara Gallo')];
const STATES: ReviewerReportState[] = [
  { application_id: 'a-1', status: 'report_ready', risk_level: 2 },
  { application_id: 'a-2', status: 'hidden', risk_level: null },
  // a-3: not known to the report service yet → in progress
];
const SUMMARY = {
  applicant_name: 'Giulia Bianchi',
  created_at: '2026-11-10T09:30:00Z',
  valid_until: '2027-01-09T09:30:00Z',
  report_type: 'rent',
  identity_verified_by: 'psd2',
  income_verified: true,
  rent_to_income_band: 'from_30_to_40',
};

const listRoutes = (overrides: Partial<Record<'applications' | 'reports' | 'summary', StubRoute['respond']>> = {}): StubRoute[] => [
  { path: '/api/v1/reviewer/applications', respond: overrides.applications ?? { body: { success: true, company_name: 'Casa Nova Immobiliare', applications: APPLICATIONS } } },
  { path: '/api/v2/reviewer/reports', respond: overrides.reports ?? { body: { success: true, reports: STATES } } },
  {
    path: '/api/v2/reviewer/report-summary',
    respond: overrides.summary ?? { body: { success: true, state: STATES[0], summary: SUMMARY } },
  },
];

describe('Reviewer dashboard', () => {
  let stub: FetchStub;
  beforeEach(() => {
    sessionStorage.clear();
    resetMissingTranslationKeys();
  });
  afterEach(() => {
    stub?.restore();
    expect(missingTranslationKeys()).toEqual([]);
  });

  const logIn = async (user: ReturnType<typeof userEvent.setup>, code = '123456') => {
    await user.type(await screen.findByLabelText('Company e-mail address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText('One-time code'), code);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  };

  it('logs a reviewer in with the e-mailed code and lists the company’s applications with status and score', async () => {
    stub = stubFetch([
      { method: 'POST', path: '/api/v1/reviewer/login', respond: { body: { success: true } } },
      { method: 'POST', path: '/api/v1/reviewer/verify', respond: { body: SESSION } },
      ...listRoutes(),
    ]);
    const user = userEvent.setup();
    await renderStep(<ReviewerPage />);
    await logIn(user);

    const table = await screen.findByRole('table', { name: 'Applications for Casa Nova Immobiliare' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Trilocale con terrazzo', 'November 2, 2026', 'Report ready', 'Risk level 2 of 6', 'View'],
      ['Trilocale con terrazzo', 'November 2, 2026', 'Hidden while checks run', 'No score', 'View'],
      ['Trilocale con terrazzo', 'November 2, 2026', 'In progress', 'No score', 'View'],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Giulia Bianchi');
    expect(screen.getByText(`Logged in as ${EMAIL}`)).toBeInTheDocument();

    const [login, verify] = stub.requests;
    expect(await login.clone().json()).toEqual({ email: EMAIL });
    expect(await verify.clone().json()).toEqual({ email: EMAIL, code: '123456' });
    const list = stub.requests.find((request) => request.url.includes('/v1/reviewer/applications'));
    expect(list?.headers.get('authorization')).toBe('Bearer reviewer-token-1');
    expect(JSON.parse(sessionStorage.getItem('tenant.reviewer-session') ?? '{}')).toMatchObject({ accessToken: 'reviewer-token-1', companyName: 'Casa Nova Immobiliare' });
  });

  it('checks the address before asking for a code, and says a wrong code without leaving the page', async () => {
    stub = stubFetch([
      { method: 'POST', path: '/api/v1/reviewer/login', respond: { body: { success: true } } },
      { method: 'POST', path: '/api/v1/reviewer/verify', respond: { status: 401, body: { success: false, message: 'Auth.Error.WrongEmailOrCode' } } },
    ]);
    const user = userEvent.setup();
    const { seen } = await renderStep(<ReviewerPage />);
    await user.type(await screen.findByLabelText('Company e-mail address'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(stub.requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Company e-mail address'), 'casanova.example');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/a 6-digit code is on its way\. It is valid for 10 minutes\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code you have entered is incorrect. Please use a new code and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('One-time code')).toHaveValue('');
    // the reviewer's 401 is the form's answer, not the applicant's session ending
    expect(seen).not.toContain(sessionUnauthorized.type);
  });

  it('opens a ready report’s verified summary: bands and yes/no, no figures', async () => {
    sessionStorage.setItem('tenant.reviewer-session', JSON.stringify({ accessToken: 'reviewer-token-1', email: EMAIL, companyName: 'Casa Nova Immobiliare', expiresAt: SESSION.expires_at }));
    stub = stubFetch(listRoutes());
    const user = userEvent.setup();
    await renderStep(<ReviewerPage />);
    const view = await screen.findByRole('button', { name: 'View the summary of Giulia Bianchi' });
    await user.click(view);
    const summary = await screen.findByRole('region', { name: 'Verified report summary' });
    expect(within(summary).getByText('Verified by bank account (PSD2)')).toBeInTheDocument();
    expect(within(summary).getByText('30 to 40 %')).toBeInTheDocument();
    expect(within(summary).getByText('Income verified').nextSibling).toHaveTextContent('Yes');
    expect(screen.getByRole('button', { name: 'Hide the summary of Giulia Bianchi' })).toHaveAttribute('aria-expanded', 'true');
    const asked = stub.requests.find((request) => request.url.includes('/v2/reviewer/report-summary'));
    expect(new URL(asked!.url).searchParams.get('application_id')).toBe('a-1');
  });

  it('says when a report is not ready, and when its summary cannot be had', async () => {
    sessionStorage.setItem('tenant.reviewer-session', JSON.stringify({ accessToken: 'reviewer-token-1', email: EMAIL, companyName: 'Casa Nova Immobiliare', expiresAt: SESSION.expires_at }));
    stub = stubFetch(
      listRoutes({
        summary: (_request, url) =>
          url.searchParams.get('application_id') === 'a-3'
            ? { body: { success: true, state: { application_id: 'a-3', status: 'in_progress', risk_level: null }, summary: null } }
            : { status: 404, body: { success: false, message: 'Application.Error.NotFound' } },
      }),
    );
    const user = userEvent.setup();
    await renderStep(<ReviewerPage />, { lang: 'it' });
    await user.click(await screen.findByRole('button', { name: 'Mostra il riepilogo di Sara Gallo' }));
    expect(await screen.findByText("Il report non è ancora pronto, quindi non c'è un riepilogo da mostrare.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostra il riepilogo di Marco Neri' }));
    expect(await screen.findByText('Non è stato possibile caricare il riepilogo.')).toBeInTheDocument();
  });

  it('logs the reviewer out when the session is refused, with a notice, in German', async () => {
    sessionStorage.setItem('tenant.reviewer-session', JSON.stringify({ accessToken: 'old-token', email: EMAIL, companyName: 'Casa Nova Immobiliare', expiresAt: SESSION.expires_at }));
    stub = stubFetch(listRoutes({ applications: { status: 401, body: { success: false, message: 'Auth.Error.TokenExpired' } } }));
    const { seen } = await renderStep(<ReviewerPage />, { lang: 'de' });
    expect(await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeInTheDocument();
    expect(screen.getByLabelText('Geschäftliche E-Mail-Adresse')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('tenant.reviewer-session')).toBeNull());
    expect(seen).not.toContain(sessionUnauthorized.type);
  });
});
