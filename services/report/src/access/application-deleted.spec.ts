import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { applicationAccessChanged, applicationCompanySet, applicationDeleted, type ContractEvent } from '@tenant/contracts';
import { DELETED_APPLICATION_MEMORY_DAYS } from '@tenant/server-kit';
import { deliverEvent, rowsContaining, rowsReferencing } from '@tenant/server-kit/testing';
import { germanSelfEmployedRenter, italianEmployedRenter } from '@tenant/report-view/fixtures';
import type { DataSource } from 'typeorm';
import { ApplicationEvents } from '../../test/fixtures/report-input-events.js';
import { applicantOf, startReportTestApp, storedReport, type ReportTestApp, type TestApplicant } from '../../test/fixtures/report-test-app.js';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { REPORT_DATABASE } from '../report-database.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { ApplicationAccessService } from './application-access.service.js';

const ONLY_THE_DELETED_ID = { 'deleted_applications.application_id': 1 };

/** application/deleted reaches five subscribers here: access and reports, the applicants copy, the payment clearance, the report inputs, the application companies. */
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

    // only the id stays, so late events of it are dropped (DeletedApplications)
    await expect(rowsOf(giulia)).resolves.toEqual(ONLY_THE_DELETED_ID);
    await expect(rowsContaining(db, 'report', giulia.email)).resolves.toEqual({});
    await expect(rowsContaining(db, 'report', 'Giulia Conti')).resolves.toEqual({});
    await expect(db.query('SELECT count(*)::int AS count FROM report_pdfs')).resolves.toEqual([{ count: 1 }]);
    await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(giuliasToken)}`)).resolves.toMatchObject({ status: 404, body: { message: 'ReportVerification.NotVerified' } });
    await expect(sut.call(`/api/v2/report/?application_id=${giulia.applicationId}`, { headers: { authorization: giulia.authorization } })).resolves.toMatchObject({ status: 404 });
    await expect(rowsOf(jonas)).resolves.toEqual(jonasRows);

    await deliverEvent(sut, deleted);
    await expect(rowsOf(giulia)).resolves.toEqual(ONLY_THE_DELETED_ID);
    await expect(rowsOf(jonas)).resolves.toEqual(jonasRows);
  });

  /** Every kind of event a report read model keeps of an application, as its services publish them. */
  const eventsOf = (applicationId: string): ContractEvent[] => {
    const events = new ApplicationEvents(applicationId);
    return [
      applicationAccessChanged({ applicationId, ownerApplicantId: events.applicantId, invitedEmails: ['marco.ferri@gmail.com'] }, applicationId),
      events.registered('Anna', 'Russo', 'anna.russo@gmail.com', '+39-3331234567'),
      events.household('Employed', { currentRent: 800, guarantor: { fullname: 'Paolo Russo', email: 'paolo.russo@libero.it' } }),
      events.paid(),
      applicationCompanySet({ applicationId, companyId: '1' }, applicationId),
    ];
  };

  it('drops an event of a deleted application that arrives after application/deleted: nothing of it comes back', async () => {
    // the same events of a live application fill every read model, so the test would see a recreated copy
    const live = randomUUID();
    for (const event of eventsOf(live)) await deliverEvent(sut, event);
    // (its report may be built by now, or not yet)
    expect(Object.keys(await rowsReferencing(db, 'report', { application_id: live }))).toEqual(
      expect.arrayContaining([
        'applicants.application_id',
        'application_access.application_id',
        'application_companies.application_id',
        'payment_clearances.application_id',
        'report_builds.application_id',
        'report_inputs.application_id',
      ]),
    );

    const deletedId = randomUUID();
    await deliverEvent(sut, applicationDeleted({ applicationId: deletedId }, deletedId));
    for (const event of eventsOf(deletedId)) await deliverEvent(sut, event);

    await expect(rowsReferencing(db, 'report', { application_id: deletedId })).resolves.toEqual(ONLY_THE_DELETED_ID);
  });

  it('forgets a deleted id after DELETED_APPLICATION_MEMORY_DAYS, when the next deletion comes', async () => {
    const old = randomUUID();
    await deliverEvent(sut, applicationDeleted({ applicationId: old }, old));
    await db.query(`UPDATE deleted_applications SET deleted_at = now() - make_interval(days => $2 + 1) WHERE application_id = $1`, [old, DELETED_APPLICATION_MEMORY_DAYS]);
    const recent = randomUUID();
    await deliverEvent(sut, applicationDeleted({ applicationId: recent }, recent));

    await expect(rowsReferencing(db, 'report', { application_id: old })).resolves.toEqual({});
    await expect(rowsReferencing(db, 'report', { application_id: recent })).resolves.toEqual(ONLY_THE_DELETED_ID);
  });
});
