import { getDataSourceToken } from '@nestjs/typeorm';
import { applicationDeleted } from '@tenant/contracts';
import { deliverEvent, rowsContaining, rowsReferencing } from '@tenant/server-kit';
import { germanSelfEmployedRenter, italianEmployedRenter } from '@tenant/report-view/fixtures';
import type { DataSource } from 'typeorm';
import { applicantOf, startReportTestApp, storedReport, type ReportTestApp, type TestApplicant } from '../../test/fixtures/report-test-app.js';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { REPORT_DATABASE } from '../report-database.js';
import { CertificatesService } from '../services/certificates.service.js';
import { ApplicationAccessService } from './application-access.service.js';

/** application/deleted reaches three subscribers here: access and reports, the applicants copy, the payment clearance. */
describe(`${ApplicationAccessService.name} and the report's other copies on application/deleted`, () => {
  let sut: ReportTestApp;
  let db: DataSource;
  let giulia: TestApplicant;
  let jonas: TestApplicant;
  let giuliasToken: string;

  /** An applicant with a paid report, its printed PDF and the PDF's certificate. */
  const reportedApplicant = async (email: string, fixture: typeof italianEmployedRenter): Promise<{ applicant: TestApplicant; token: string }> => {
    const applicant = await applicantOf(sut, { email });
    const report = await storedReport(sut, applicant.applicationId, fixture);
    const pdf = await sut.app.get(ReportPdfService).generate(report.personal_details.report_id, 'en');
    const certificate = await sut.app.get(CertificatesService).tokenFor(pdf.certificateId);
    return { applicant, token: certificate!.token };
  };
  const rowsOf = (applicant: TestApplicant) => rowsReferencing(db, 'report', { application_id: applicant.applicationId });

  beforeAll(async () => {
    sut = await startReportTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE));
    ({ applicant: giulia, token: giuliasToken } = await reportedApplicant('giulia.deleted@gmail.com', italianEmployedRenter));
    ({ applicant: jonas } = await reportedApplicant('jonas.kept@gmail.com', germanSelfEmployedRenter));
  }, 120_000);

  afterAll(async () => {
    await sut?.close();
  });

  it('leaves nothing of the application (report, PDF, certificate, applicant, clearance, access), touches no other, and takes a redelivery calmly', async () => {
    expect(Object.keys(await rowsOf(giulia))).toEqual(
      expect.arrayContaining(['applicants.application_id', 'application_access.application_id', 'certificates.application_id', 'payment_clearances.application_id', 'report_documents.application_id']),
    );
    await expect(rowsContaining(db, 'report', giulia.email)).resolves.toMatchObject({ applicants: 1 });
    await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(giuliasToken)}`)).resolves.toMatchObject({ status: 200 });
    await expect(rowsContaining(db, 'report', 'Giulia Conti')).resolves.toMatchObject({ report_documents: 1 });
    await expect(db.query('SELECT count(*)::int AS count FROM report_pdfs')).resolves.toEqual([{ count: 2 }]);
    const jonasRows = await rowsOf(jonas);

    const deleted = applicationDeleted({ applicationId: giulia.applicationId }, giulia.applicationId);
    await deliverEvent(sut, deleted);

    await expect(rowsOf(giulia)).resolves.toEqual({});
    await expect(rowsContaining(db, 'report', giulia.email)).resolves.toEqual({});
    await expect(rowsContaining(db, 'report', 'Giulia Conti')).resolves.toEqual({});
    await expect(db.query('SELECT count(*)::int AS count FROM report_pdfs')).resolves.toEqual([{ count: 1 }]);
    await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(giuliasToken)}`)).resolves.toMatchObject({ status: 404, body: { message: 'ReportVerification.NotVerified' } });
    await expect(sut.call(`/api/v2/report/?application_id=${giulia.applicationId}`, { headers: { authorization: giulia.authorization } })).resolves.toMatchObject({ status: 404 });
    await expect(rowsOf(jonas)).resolves.toEqual(jonasRows);

    await deliverEvent(sut, deleted);
    await expect(rowsOf(giulia)).resolves.toEqual({});
    await expect(rowsOf(jonas)).resolves.toEqual(jonasRows);
  });
});
