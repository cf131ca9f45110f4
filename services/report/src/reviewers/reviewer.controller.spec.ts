import { randomUUID } from 'node:crypto';
import { applicationCompanySet, applicationDeleted, companyEmailDomainsSet, paymentSucceeded } from '@tenant/contracts';
import { germanSelfEmployedRenter, italianEmployedRenter } from '@tenant/report-view/fixtures';
import { APPLICATION_NOT_FOUND, AUTH_MESSAGES, ReviewerTokenSigner } from '@tenant/server-kit';
import { applicantOf, startReportTestApp, storedReport, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { PaymentClearanceService } from '../payment-clearance/payment-clearance.service.js';
import { ApplicationCompaniesService } from './application-companies.service.js';
import { ReviewerReportsController } from './reviewer.controller.js';

const NOT_FOUND = { status: 404, body: { success: false, message: APPLICATION_NOT_FOUND } };
const CASA_NOVA = '1';
const BERG = '2';

describe(ReviewerReportsController.name, () => {
  let sut: ReportTestApp;
  const domainsOf = (companyId: string, emailDomains: string[], occurredAt = new Date()) => {
    const event = companyEmailDomainsSet({ companyId, emailDomains }, null);
    return sut.app.get(ApplicationCompaniesService).onEmailDomainsSet({ ...event, meta: { ...event.meta, occurredAt: occurredAt.toISOString() } });
  };
  const reviewerOf = async (companyId: string) => {
    const { accessToken } = await new ReviewerTokenSigner(sut.config.authPrivateKey as string).issue({ email: `anna@company-${companyId}.example`, companyId });
    return `Bearer ${accessToken}`;
  };
  const madeTo = async (companyId: string | null, occurredAt = new Date()) => {
    const applicant = await applicantOf(sut);
    const event = applicationCompanySet({ applicationId: applicant.applicationId, companyId }, applicant.applicationId);
    await sut.app.get(ApplicationCompaniesService).onCompanySet({ ...event, meta: { ...event.meta, occurredAt: occurredAt.toISOString() } });
    return applicant;
  };
  const paid = (applicationId: string) =>
    sut.app
      .get(PaymentClearanceService)
      .onClearance(paymentSucceeded({ applicationId, paymentId: randomUUID(), amount: 2000, currency: 'eur', paidAt: new Date().toISOString() }, applicationId), true, 'paid');
  const reports = (authorization?: string) => sut.call('/api/v2/reviewer/reports', { headers: authorization ? { authorization } : {} });
  const summary = (authorization: string, applicationId: string) => sut.call(`/api/v2/reviewer/report-summary?application_id=${applicationId}`, { headers: { authorization } });

  beforeAll(async () => {
    sut = await startReportTestApp();
    await domainsOf(CASA_NOVA, ['company-1.example']);
    await domainsOf(BERG, ['company-2.example']);
  }, 60_000);
  afterAll(async () => {
    await sut?.close();
  });

  it('gives each of the company’s applications its status and, of a ready report, its risk level; nothing of other companies', async () => {
    const inProgress = await madeTo(CASA_NOVA);
    const paidOnly = await madeTo(CASA_NOVA);
    await paid(paidOnly.applicationId);
    const ready = await madeTo(CASA_NOVA);
    await storedReport(sut, ready.applicationId, italianEmployedRenter);
    const hidden = await madeTo(CASA_NOVA);
    await storedReport(sut, hidden.applicationId, germanSelfEmployedRenter, { hideReport: true });
    const foreign = await madeTo(BERG);
    await storedReport(sut, foreign.applicationId, germanSelfEmployedRenter);
    await madeTo(null);

    const { status, body } = await reports(await reviewerOf(CASA_NOVA));
    expect(status).toBe(200);
    expect((body as { reports: unknown[] }).reports).toHaveLength(4);
    expect((body as { reports: unknown[] }).reports).toEqual(
      expect.arrayContaining([
        { application_id: inProgress.applicationId, status: 'in_progress', risk_level: null },
        { application_id: paidOnly.applicationId, status: 'paid', risk_level: null },
        { application_id: ready.applicationId, status: 'report_ready', risk_level: 2 },
        // a hidden report's score is not out yet
        { application_id: hidden.applicationId, status: 'hidden', risk_level: null },
      ]),
    );
  });

  it('gives the verified summary of a ready report: bands and yes/no, no figures, statements or transactions', async () => {
    const ready = await madeTo(BERG);
    const report = await storedReport(sut, ready.applicationId, germanSelfEmployedRenter);
    const { status, body } = await summary(await reviewerOf(BERG), ready.applicationId);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      state: { application_id: ready.applicationId, status: 'report_ready', risk_level: 4 },
      summary: {
        applicant_name: report.personal_details.name,
        created_at: new Date(report.personal_details.generated_on).toISOString(),
        valid_until: new Date(report.personal_details.valid_until).toISOString(),
        report_type: 'rent',
        identity_verified_by: 'psd2',
        identity: report.personal_details.verified,
        income_verified: true,
        rent_to_income_band: 'from_30_to_40',
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/1310|3935|Sparkasse|IBAN/i);
  });

  it('has no summary while the report is hidden or not there yet', async () => {
    const hidden = await madeTo(BERG);
    await storedReport(sut, hidden.applicationId, italianEmployedRenter, { hideReport: true });
    await expect(summary(await reviewerOf(BERG), hidden.applicationId)).resolves.toMatchObject({ status: 200, body: { state: { status: 'hidden' }, summary: null } });
  });

  it('answers another company’s application, an unknown one and a malformed id with the same 404', async () => {
    const foreign = await madeTo(BERG);
    await storedReport(sut, foreign.applicationId, italianEmployedRenter);
    const casaNova = await reviewerOf(CASA_NOVA);
    await expect(summary(casaNova, foreign.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(summary(casaNova, randomUUID())).resolves.toEqual(NOT_FOUND);
    await expect(summary(casaNova, 'not-a-uuid')).resolves.toEqual(NOT_FOUND);
  });

  it('forgets a deleted application, and a newer company change wins over an older one', async () => {
    const moved = await madeTo(CASA_NOVA, new Date());
    const stale = applicationCompanySet({ applicationId: moved.applicationId, companyId: BERG }, moved.applicationId);
    await sut.app.get(ApplicationCompaniesService).onCompanySet({ ...stale, meta: { ...stale.meta, occurredAt: new Date(Date.now() - 60_000).toISOString() } });
    await expect(summary(await reviewerOf(CASA_NOVA), moved.applicationId)).resolves.toMatchObject({ status: 200 });
    await sut.app.get(ApplicationCompaniesService).onApplicationDeleted(applicationDeleted({ applicationId: moved.applicationId }, moved.applicationId));
    await expect(summary(await reviewerOf(CASA_NOVA), moved.applicationId)).resolves.toEqual(NOT_FOUND);
  });

  it('ends the sessions of a domain the company no longer has; an older domain list never overwrites a newer one', async () => {
    const mietpass = '4';
    await domainsOf(mietpass, ['company-4.example']);
    const reviewer = await reviewerOf(mietpass);
    await expect(reports(reviewer)).resolves.toMatchObject({ status: 200 });
    await domainsOf(mietpass, []);
    await domainsOf(mietpass, ['company-4.example'], new Date(Date.now() - 60_000));
    await expect(reports(reviewer)).resolves.toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.claims } });
    await expect(summary(reviewer, randomUUID())).resolves.toMatchObject({ status: 401 });
  });

  it('needs a reviewer session: an applicant’s own token does not open the reviewer calls', async () => {
    const applicant = await madeTo(CASA_NOVA);
    await expect(reports()).resolves.toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.missingToken } });
    await expect(reports(applicant.authorization)).resolves.toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.claims } });
    await expect(summary(applicant.authorization, applicant.applicationId)).resolves.toMatchObject({ status: 401 });
  });
});
