import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import { applicantRegistered, applicationDeleted, applicationLinked, type Report } from '@tenant/contracts';
import type { ApplicantRole } from '@tenant/domain';
import { deliverEvent } from '@tenant/server-kit/testing';
import { germanSelfEmployedRenter, italianEmployedRenter } from '@tenant/report-view/fixtures';
import type { DataSource } from 'typeorm';
import { applicantOf, startReportTestApp, storedReport, tokenFor, type ReportTestApp, type TestApplicant } from '../../test/fixtures/report-test-app.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ApplicantsReadModelService } from '../applicants/applicants-read-model.service.js';
import { AggregatedReportPdfService } from './aggregated-report-pdf.service.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
// Chromium's first start on a busy 2-core machine takes seconds; a timeout is no speed test.
const PRINT_TIMEOUT_MS = 180_000;

const renamed = (fixture: Report, name: string): Report => ({ ...fixture, personal_details: { ...fixture.personal_details, name } });

describe(AggregatedReportPdfService.name, () => {
  let sut: ReportTestApp;
  let db: DataSource;
  let giulia: TestApplicant;
  let mainReportId: string;
  let luca: TestApplicant;
  let jonas: TestApplicant;
  const dir = mkdtempSync(join(tmpdir(), 'aggregated-pdf-'));

  const get = (path: string, caller: { authorization: string }, applicationId: string) =>
    sut.call(`${path}${path.includes('?') ? '&' : '?'}application_id=${applicationId}&lang=it`, { headers: { authorization: caller.authorization } });
  const linked = (applicant: TestApplicant, applicantRole: ApplicantRole, mainApplicationId = giulia.applicationId) =>
    applicationLinked({ applicationId: applicant.applicationId, linkedApplicationId: mainApplicationId, applicantRole }, applicant.applicationId);
  /** The link of a PDF once printed: polls `path` (invoking the aggregated print first when asked). */
  const linkOnceReady = async (path: string): Promise<URL> => {
    for (let i = 0; i < 300; i++) {
      const { body } = await get(`${path}?report_id=${mainReportId}`, giulia, giulia.applicationId);
      if (body.pdf_link) {
        const published = new URL(body.pdf_link as string);
        // the link names the public site; here the service listens on a port of its own
        return new URL(`${published.pathname}${published.search}`, await sut.app.getUrl());
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${path} never became ready`);
  };
  const aggregatedLink = async (): Promise<URL> => {
    await expect(get(`/api/v2/report/invoke-aggregated-pdf-generation?report_id=${mainReportId}`, giulia, giulia.applicationId)).resolves.toEqual({ status: 200, body: { success: true } });
    return linkOnceReady('/api/v2/report/aggregated-pdf');
  };
  /** poppler's text of the PDF a link opens */
  const textOf = async (link: URL): Promise<string> => {
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const file = join(dir, `${randomUUID()}.pdf`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };
  const linksOf = (applicationId: string) => db.query('SELECT application_id FROM application_links WHERE application_id = $1 OR main_application_id = $1', [applicationId]);

  beforeAll(async () => {
    sut = await startReportTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE));
    giulia = await applicantOf(sut, { invitedEmails: ['luca@gmail.com'] });
    mainReportId = (await storedReport(sut, giulia.applicationId, italianEmployedRenter)).personal_details.report_id;
    luca = await applicantOf(sut, { email: 'luca@gmail.com' });
    await storedReport(sut, luca.applicationId, renamed(italianEmployedRenter, 'Luca Bianchi'));
    jonas = await applicantOf(sut);
    await storedReport(sut, jonas.applicationId, germanSelfEmployedRenter);
    // a guarantor who signed up but whose report is not built yet (only the applicants copy hears of her: the report inputs would build one)
    const sara = { applicationId: randomUUID() } as TestApplicant;
    await sut.app
      .get(ApplicantsReadModelService)
      .onApplicantRegistered(applicantRegistered({ applicationId: sara.applicationId, applicantId: randomUUID(), firstName: 'Sara', lastName: 'Neri', email: 'sara@gmail.com' }, sara.applicationId));
    // delivered through the bus, guarantor first: the PDF orders them, not the events
    await deliverEvent(sut, linked(jonas, 'guarantor'));
    await deliverEvent(sut, linked(sara, 'guarantor'));
    await deliverEvent(sut, linked(luca, 'co-applicant'));
  }, 120_000);

  afterAll(async () => {
    await sut?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'prints the main report, then the co-applicant and the guarantor on pages of their own under their names and roles, one numbering, and names who has no report yet',
    async () => {
      await expect(get(`/api/v2/report/aggregated-pdf?report_id=${mainReportId}`, giulia, giulia.applicationId)).resolves.toEqual({ status: 200, body: { success: true, pdf_link: null } });
      const link = await aggregatedLink();
      expect(link.pathname).toBe('/api/v2/report/aggregated-pdf/file');

      const text = await textOf(link);
      const headings = ['Giulia Conti — Richiedente principale', 'Luca Bianchi — Co-richiedente', 'Jonas Weber — Garante'];
      for (const heading of headings) expect(text).toContain(heading);
      expect(headings.map((heading) => text.indexOf(heading))).toEqual([...headings.map((heading) => text.indexOf(heading))].sort((a, b) => a - b));
      expect(text).toContain('Sara Neri — Garante: report non ancora disponibile');
      // every page carries the main report's id, and the page numbers run over the whole document
      const pages = text.split('\f').filter((page) => page.trim());
      expect(pages.length).toBeGreaterThanOrEqual(3);
      for (const page of pages) expect(page).toContain(`ID report: ${mainReportId}`);
      expect(text).toContain(`Pagina ${pages.length} / ${pages.length}`);
      // the main report's certificate covers the document: one QR block, on the main part
      expect(text.match(/\/api\/v1\/openapis\/r\//g)).toHaveLength(1);
    },
    PRINT_TIMEOUT_MS,
  );

  it(
    'prints again when a linked person has a new report, and keeps one aggregated PDF per main report',
    async () => {
      await aggregatedLink();
      await storedReport(sut, luca.applicationId, renamed(italianEmployedRenter, 'Luca Bianchini'));
      await expect(get(`/api/v2/report/aggregated-pdf?report_id=${mainReportId}`, giulia, giulia.applicationId)).resolves.toMatchObject({ body: { pdf_link: null } });

      const text = await textOf(await aggregatedLink());
      expect(text).toContain('Luca Bianchini — Co-richiedente');
      await expect(db.query('SELECT count(*)::int AS count FROM aggregated_report_pdfs WHERE main_report_id = $1', [mainReportId])).resolves.toEqual([{ count: 1 }]);
    },
    PRINT_TIMEOUT_MS,
  );

  it('opens to the main applicant only: the invited co-applicant and a stranger get the 404 of a missing application', async () => {
    await expect(get(`/api/v2/report/aggregated-pdf?report_id=${mainReportId}`, giulia, giulia.applicationId)).resolves.toMatchObject({ status: 200, body: { success: true } });
    const invited = { authorization: await tokenFor(sut, randomUUID(), 'luca@gmail.com') };
    await expect(get(`/api/v2/report/aggregated-pdf?report_id=${mainReportId}`, invited, giulia.applicationId)).resolves.toEqual(NOT_FOUND);

    const stranger = { authorization: await tokenFor(sut, randomUUID(), 'someone@gmail.com') };
    await expect(get(`/api/v2/report/invoke-aggregated-pdf-generation?report_id=${mainReportId}`, stranger, giulia.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(get(`/api/v2/report/aggregated-pdf?report_id=${mainReportId}`, stranger, giulia.applicationId)).resolves.toEqual(NOT_FOUND);
    // a linked person's own report id is not the main application's
    const lucasReport = (await db.query('SELECT report_id FROM report_documents WHERE application_id = $1 LIMIT 1', [luca.applicationId]))[0].report_id as string;
    await expect(get(`/api/v2/report/aggregated-pdf?report_id=${lucasReport}`, giulia, giulia.applicationId)).resolves.toEqual(NOT_FOUND);
  });

  it(
    'opens each PDF only by a link of its own kind',
    async () => {
      const aggregated = await aggregatedLink();
      const single = await linkOnceReady('/api/v2/report/pdf');
      expect(single.pathname).toBe('/api/v2/report/pdf/file');
      expect((await fetch(single)).status).toBe(200);

      const singleTokenOnAggregated = new URL(aggregated);
      singleTokenOnAggregated.searchParams.set('token', single.searchParams.get('token')!);
      expect((await fetch(singleTokenOnAggregated)).status).toBe(404);
      const aggregatedTokenOnSingle = new URL(single);
      aggregatedTokenOnSingle.searchParams.set('token', aggregated.searchParams.get('token')!);
      expect((await fetch(aggregatedTokenOnSingle)).status).toBe(404);
    },
    PRINT_TIMEOUT_MS,
  );

  it(
    'forgets a link when either application is deleted, takes a redelivered or older link calmly, and prints without the deleted person',
    async () => {
      const olderLink = linked(jonas, 'co-applicant');
      olderLink.meta.occurredAt = new Date(Date.now() - 86_400_000).toISOString();
      await deliverEvent(sut, olderLink);
      await deliverEvent(sut, linked(luca, 'co-applicant'));
      await expect(db.query('SELECT applicant_role FROM application_links WHERE application_id = $1', [jonas.applicationId])).resolves.toEqual([{ applicant_role: 'guarantor' }]);
      await expect(db.query('SELECT count(*)::int AS count FROM application_links WHERE main_application_id = $1', [giulia.applicationId])).resolves.toEqual([{ count: 3 }]);

      await deliverEvent(sut, applicationDeleted({ applicationId: jonas.applicationId }, jonas.applicationId));
      await expect(linksOf(jonas.applicationId)).resolves.toEqual([]);
      // a late application/linked of the deleted person (queues are unordered) links nothing again
      await deliverEvent(sut, linked(jonas, 'guarantor'));
      await expect(linksOf(jonas.applicationId)).resolves.toEqual([]);
      const text = await textOf(await aggregatedLink());
      expect(text).toContain('Luca Bianchini — Co-richiedente');
      expect(text).not.toContain('Jonas Weber');

      await deliverEvent(sut, applicationDeleted({ applicationId: giulia.applicationId }, giulia.applicationId));
      await expect(linksOf(giulia.applicationId)).resolves.toEqual([]);
      await expect(db.query('SELECT count(*)::int AS count FROM aggregated_report_pdfs WHERE main_report_id = $1', [mainReportId])).resolves.toEqual([{ count: 0 }]);
    },
    PRINT_TIMEOUT_MS,
  );
});
