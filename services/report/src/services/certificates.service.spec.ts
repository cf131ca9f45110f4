import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { reportCompleted } from '@tenant/contracts';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { decodeJwt } from 'jose';
import type { DataSource } from 'typeorm';
import { startReportTestApp, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ApplicantsReadModelService } from './applicants-read-model.service.js';
import { CertificatesService } from './certificates.service.js';

describe(CertificatesService.name, () => {
  let testApp: ReportTestApp;
  let sut: CertificatesService;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await startReportTestApp();
    sut = testApp.app.get(CertificatesService);
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the certificate, records report/completed and signs a token expiring after the validity period', async () => {
    const applicationId = randomUUID();
    await testApp.app.get(ApplicantsReadModelService).onApplicantRegistered({
      type: 'applicant/registered',
      payload: { applicationId, firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.it' },
      meta: { applicationId, occurredAt: new Date().toISOString(), version: 1 },
    });
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);

    const issued = await sut.issue(applicationId, issuedAt);

    expect(decodeJwt(issued.token)).toMatchObject({
      sub: issued.certificateId,
      application_id: applicationId,
      iat: issuedAt.getTime() / 1000,
      exp: issuedAt.getTime() / 1000 + REPORT_VALIDITY_DAYS * 86400,
    });
    await expect(dataSource.query('SELECT type, payload FROM report.outbox')).resolves.toEqual([
      { type: reportCompleted.type, payload: { applicationId, reportId: issued.certificateId } },
    ]);
    await expect(sut.verify(issued.token)).resolves.toEqual({ applicant_name: 'Luca Bianchi', created_at: issuedAt.toISOString() });
  });

  it('refuses to certify an application it has never heard of', async () => {
    await expect(sut.issue(randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});
