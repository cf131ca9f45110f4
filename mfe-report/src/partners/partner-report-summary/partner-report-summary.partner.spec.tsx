import { render, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@tenant/api-client/testing';
import PartnerReportVerification from '../partner-report-verification/partner-report-verification.partner.js';
import PartnerReportSummary from './partner-report-summary.partner.js';

const API_BASE = 'https://app.tenant-screening.example/api';

describe('report modules for partner pages', () => {
  it('verifies a token against the API base it is given, in the language it is given, without any host store', async () => {
    const stub = stubFetch([
      { path: '/api/v1/openapis/verify-qr-code', respond: { body: { success: true, certificate: { applicant_name: 'Anna Neri', created_at: '2026-10-08T11:12:00Z' } } } },
    ]);
    render(<PartnerReportVerification apiBase={API_BASE} lang="de" token="tok-1" />);
    expect(await screen.findByRole('heading', { name: 'Verifiziert' })).toBeInTheDocument();
    expect(screen.getByText('Anna Neri')).toBeInTheDocument();
    expect(screen.getByText('8. Oktober 2026')).toBeInTheDocument();
    const url = new URL(stub.requests[0].url);
    expect(url.origin + url.pathname).toBe(`${API_BASE}/v1/openapis/verify-qr-code`);
    expect(url.searchParams.get('token')).toBe('tok-1');
    expect(stub.requests[0].credentials).toBe('omit');
  });

  it('shows the verified summary in bands', async () => {
    stubFetch([
      {
        path: '/api/v1/openapis/report-summary',
        respond: {
          body: {
            success: true,
            summary: {
              applicant_name: 'Giulia Conti',
              created_at: '2026-10-15T09:30:00.000Z',
              valid_until: '2026-12-14T09:30:00.000Z',
              report_type: 'rent',
              identity_verified_by: 'webid',
              income_verified: true,
              rent_to_income_band: 'from_30_to_40',
            },
          },
        },
      },
    ]);
    render(<PartnerReportSummary apiBase={API_BASE} lang="it" token="tok-2" />);
    const summary = await screen.findByRole('region', { name: 'Riepilogo verificato del report' });
    expect(summary).toHaveTextContent('Giulia Conti');
    expect(summary).toHaveTextContent('Verificata con videoidentificazione (WebID)');
    expect(summary).toHaveTextContent('Dal 30 al 40%');
  });

  it('states identity and the disclosed figures as the report prints them', async () => {
    stubFetch([
      {
        path: '/api/v1/openapis/report-summary',
        respond: {
          body: {
            success: true,
            summary: {
              applicant_name: 'Mario Rossi',
              created_at: '2026-10-15T09:30:00.000Z',
              valid_until: '2026-12-14T09:30:00.000Z',
              report_type: 'rent',
              identity_verified_by: 'webid',
              identity: { value: true, method: 'webid', date: '2026-10-02' },
              income_verified: true,
              rent_to_income_band: 'from_30_to_40',
              figures: { net_monthly_income: 1896, gross_monthly_income: 2500, rent: 700, rent_to_income_percentage: 37, suggested_max_rent: 632, monthly_payments: 915, detected_rent: 850, average_balance: 6587.57 },
            },
          },
        },
      },
    ]);
    render(<PartnerReportSummary apiBase={API_BASE} lang="en" token="tok-4" />);
    const summary = await screen.findByRole('region', { name: 'Verified report summary' });
    expect(summary).toHaveTextContent('IdentityVerified by video identification (WebID) on October 2, 2026');
    expect(summary).toHaveTextContent('Monthly payments€915.00');
    expect(summary).toHaveTextContent('Detected rent€850.00');
    expect(summary).toHaveTextContent('Average cash balance€6,587.57');
  });

  it('never says on a partner page that identity was checked when the report says it was not', async () => {
    stubFetch([
      {
        path: '/api/v1/openapis/verify-qr-code',
        respond: { body: { success: true, certificate: { applicant_name: 'Anna Neri', created_at: '2026-10-08T11:12:00Z', identity: { value: false, method: null, date: null } } } },
      },
    ]);
    render(<PartnerReportVerification apiBase={API_BASE} lang="it" token="tok-5" />);
    expect(await screen.findByText('Identità del richiedente: Non verificata.')).toBeInTheDocument();
    expect(screen.queryByText(/è stata verificata/)).not.toBeInTheDocument();
  });

  it('says a withdrawn report is withdrawn, once: in the verification module, the summary left empty', async () => {
    stubFetch([
      { path: '/api/v1/openapis/report-summary', respond: { status: 410, body: { success: false, message: 'ReportVerification.Revoked' } } },
      { path: '/api/v1/openapis/verify-qr-code', respond: { status: 410, body: { success: false, message: 'ReportVerification.Revoked' } } },
    ]);
    render(
      <>
        <div data-testid="summary">
          <PartnerReportSummary apiBase={API_BASE} lang="en" token="tok-3" />
        </div>
        <PartnerReportVerification apiBase={API_BASE} lang="en" token="tok-3" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Withdrawn' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toBeEmptyDOMElement());
    expect(screen.getAllByRole('heading', { name: 'Withdrawn' })).toHaveLength(1);
  });

  it('leaves a refused token to the verification module: a tampered token reads "not valid" once on the page', async () => {
    stubFetch([
      { path: '/api/v1/openapis/report-summary', respond: { status: 400, body: { success: false, message: 'ReportVerification.NotVerified' } } },
      { path: '/api/v1/openapis/verify-qr-code', respond: { status: 400, body: { success: false, message: 'ReportVerification.NotVerified' } } },
    ]);
    const { container } = render(
      <>
        <div data-testid="summary">
          <PartnerReportSummary apiBase={API_BASE} lang="de" token="tampered" />
        </div>
        <PartnerReportVerification apiBase={API_BASE} lang="de" token="tampered" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Nicht gültig' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toBeEmptyDOMElement());
    expect(container).not.toHaveTextContent(/Nicht gültig.*Nicht gültig/);
  });

  it('styles the summary as a card like the report view', async () => {
    stubFetch([{ path: '/api/v1/openapis/report-summary', respond: { body: { success: true, summary: { applicant_name: 'Giulia Conti', created_at: '2026-10-15T09:30:00.000Z', valid_until: '2026-12-14T09:30:00.000Z', report_type: 'rent', identity_verified_by: null, income_verified: true, rent_to_income_band: 'up_to_30' } } } }]);
    render(<PartnerReportSummary apiBase={API_BASE} lang="en" token="tok-4" />);
    await screen.findByRole('region', { name: 'Verified report summary' });
    expect(document.getElementById('report-summary-card')?.textContent).toContain('.report-summary {');
  });
});
