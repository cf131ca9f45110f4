import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { italianEmployedRenter } from '@tenant/report-view/fixtures';
import { applicantOf, startReportTestApp, storedReport, tokenFor, type ReportTestApp, type TestApplicant } from '../../test/fixtures/report-test-app.js';
import { REPORT_DATABASE } from '../report-database.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { ReportController } from './report.controller.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
const PRINT_TIMEOUT_MS = 90_000;

describe(ReportController.name, () => {
  let sut: ReportTestApp;
  let giulia: TestApplicant;

  const get = (path: string, caller: { authorization: string }, applicationId: string) =>
    sut.call(`${path}${path.includes('?') ? '&' : '?'}application_id=${applicationId}&lang=it`, { headers: { authorization: caller.authorization } });
  const pdfLinkOnceReady = async (caller: TestApplicant, reportId: string): Promise<string> => {
    for (let i = 0; i < 120; i++) {
      const { body } = await get(`/api/v2/report/pdf?report_id=${reportId}`, caller, caller.applicationId);
      if (body.pdf_link) return body.pdf_link as string;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the PDF never became ready');
  };

  // A fresh database and its migrations on a busy machine can take longer than jest's 5 s.
  beforeAll(async () => {
    sut = await startReportTestApp();
    giulia = await applicantOf(sut);
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  });

  it('answers the latest report to its applicant, downloadable', async () => {
    const report = await storedReport(sut, giulia.applicationId, italianEmployedRenter);
    const { status, body } = await get('/api/v2/report/', giulia, giulia.applicationId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, hide_report: false, report_id: report.personal_details.report_id, can_download: true, content_withheld: false, can_share: true });
    expect(body.report.personal_details.name).toBe('Giulia Conti');
  });

  it('gives a stranger the same 404 as for an application that does not exist', async () => {
    const stranger = await tokenFor(sut, randomUUID(), 'someone@gmail.com');
    await expect(get('/api/v2/report/', { authorization: stranger }, giulia.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(get('/api/v2/report/', giulia, randomUUID())).resolves.toEqual(NOT_FOUND);
  });

  it('hides a report while checks run and withholds a rental-pass report, except from organisation users', async () => {
    const applicant = await applicantOf(sut);
    await storedReport(sut, applicant.applicationId, italianEmployedRenter, { hideReport: true });
    await expect(get('/api/v2/report/', applicant, applicant.applicationId)).resolves.toMatchObject({
      body: { report: null, hide_report: true, can_download: false },
    });

    const agent = await applicantOf(sut, { email: 'agent@casa-lombarda.it' });
    await storedReport(sut, agent.applicationId, italianEmployedRenter, { contentWithheld: true });
    await expect(get('/api/v2/report/', agent, agent.applicationId)).resolves.toMatchObject({
      body: { report: null, content_withheld: true, can_download: true },
    });
  });

  it(
    'prints the PDF on request and hands it out by a signed link; its certificate verifies until the owner withdraws the report',
    async () => {
      const applicant = await applicantOf(sut, { invitedEmails: ['marco@gmail.com'] });
      const report = await storedReport(sut, applicant.applicationId, italianEmployedRenter);
      const reportId = report.personal_details.report_id;
      // the invited co-applicant fills a report of their own: the owner's is the 404 of a missing one
      const invited = { authorization: await tokenFor(sut, randomUUID(), 'marco@gmail.com') };
      await expect(get('/api/v2/report/', invited, applicant.applicationId)).resolves.toEqual(NOT_FOUND);

      // the first ask answers null and starts printing
      await expect(get(`/api/v2/report/pdf?report_id=${reportId}`, applicant, applicant.applicationId)).resolves.toMatchObject({ body: { pdf_link: null } });
      const published = new URL(await pdfLinkOnceReady(applicant, reportId));
      expect(`${published.origin}${published.pathname}`).toBe(`${sut.config.publicUrl}/api/v2/report/pdf/file`);
      // the link names the public site; here the service listens on a port of its own
      const link = new URL(`${published.pathname}${published.search}`, await sut.app.getUrl());

      const pdf = await fetch(link);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      // personal data: never stored by a cache, never sniffed, never framed, no X-Powered-By
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
      expect(pdf.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(pdf.headers.get('referrer-policy')).toBe('no-referrer');
      expect(pdf.headers.get('x-powered-by')).toBeNull();
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const forged = new URL(link);
      forged.searchParams.set('token', `${forged.searchParams.get('token')!.slice(0, -4)}AAAA`);
      expect((await fetch(forged)).status).toBe(404);

      // The printed short link leads to the verify page with a token that verifies.
      const [certificate] = await sut.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE)).query('SELECT id FROM report.certificates WHERE report_id = $1', [reportId]);
      const { token } = (await sut.app.get(CertificatesService).tokenFor(certificate.id))!;
      await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${token}`)).resolves.toMatchObject({
        status: 200,
        body: { success: true, certificate: { applicant_name: 'Giulia Conti' } },
      });

      await expect(sut.call(`/api/v1/openapis/report-summary?token=${token}`)).resolves.toMatchObject({
        status: 200,
        body: { success: true, summary: { applicant_name: 'Giulia Conti', identity_verified_by: 'webid', income_verified: true, rent_to_income_band: 'from_30_to_40' } },
      });

      // Only the owner may withdraw; the invited co-applicant and strangers get the same 404.
      const marco = { authorization: await tokenFor(sut, randomUUID(), 'marco@gmail.com') };
      const revoke = (caller: { authorization: string }) =>
        sut.call(`/api/v2/report/revoke?application_id=${applicant.applicationId}&report_id=${reportId}`, { method: 'POST', headers: { authorization: caller.authorization } });
      await expect(revoke(marco)).resolves.toEqual(NOT_FOUND);
      await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${token}`)).resolves.toMatchObject({ status: 200 });

      await expect(revoke(applicant)).resolves.toMatchObject({ status: 201, body: { success: true } });
      for (const call of ['verify-qr-code', 'report-summary']) {
        await expect(sut.call(`/api/v1/openapis/${call}?token=${token}`)).resolves.toEqual({
          status: 410,
          body: { success: false, message: 'ReportVerification.Revoked' },
        });
      }
    },
    PRINT_TIMEOUT_MS,
  );

  it('refuses a report id of another application like a missing one', async () => {
    const other = await applicantOf(sut);
    const report = await storedReport(sut, other.applicationId, italianEmployedRenter);
    await expect(get(`/api/v2/report/pdf?report_id=${report.personal_details.report_id}`, giulia, giulia.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(get('/api/v2/report/pdf?report_id=not-a-uuid', giulia, giulia.applicationId)).resolves.toEqual(NOT_FOUND);
  });
});
