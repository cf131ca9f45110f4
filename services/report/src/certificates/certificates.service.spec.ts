import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { decodeJwt } from 'jose';
import type { DataSource } from 'typeorm';
import { startReportTestApp, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ApplicantsReadModelService } from '../applicants/applicants-read-model.service.js';
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

  it('stores the certificate, records no event (report/completed is the report builder\'s) and signs a token expiring after the validity period', async () => {
    const applicationId = randomUUID();
    await testApp.app.get(ApplicantsReadModelService).onApplicantRegistered({
      type: 'applicant/registered',
      payload: { applicationId, applicantId: randomUUID(), firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.it' },
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
    await expect(dataSource.query('SELECT type, payload FROM report.outbox')).resolves.toEqual([]);
    await expect(sut.standing(issued.token)).resolves.toMatchObject({ applicantName: 'Luca Bianchi', issuedAt });
  });

  it('refuses to certify an application it has never heard of', async () => {
    await expect(sut.issue(randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  describe('verify', () => {
    const registered = async () => {
      const applicationId = randomUUID();
      await testApp.app.get(ApplicantsReadModelService).onApplicantRegistered({
        type: 'applicant/registered',
        payload: { applicationId, applicantId: randomUUID(), firstName: 'Jonas', lastName: 'Weber', email: 'jonas@example.de' },
        meta: { applicationId, occurredAt: new Date().toISOString(), version: 1 },
      });
      return applicationId;
    };

    it('refuses a tampered token as not verified', async () => {
      const { token } = await sut.issue(await registered());
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url')}.${signature}`;
      await expect(sut.standing(tampered)).rejects.toMatchObject({ status: 404, message: 'ReportVerification.NotVerified' });
      await expect(sut.standing(`${token.slice(0, -6)}AAAAAA`)).rejects.toMatchObject({ status: 404, message: 'ReportVerification.NotVerified' });
    });

    it('answers a genuine token past the validity period as expired', async () => {
      const { token } = await sut.issue(await registered(), new Date(Date.now() - (REPORT_VALIDITY_DAYS + 1) * 86_400_000));
      await expect(sut.standing(token)).rejects.toMatchObject({ status: 410, message: 'ReportVerification.Expired' });
    });

    it('answers a withdrawn report as revoked, for every certificate of that report only', async () => {
      const applicationId = await registered();
      const reportId = randomUUID();
      const first = await sut.issue(applicationId, new Date(), { reportId, lang: 'de' });
      const second = await sut.issue(applicationId, new Date(), { reportId, lang: 'de' });
      const otherReport = await sut.issue(applicationId, new Date(), { reportId: randomUUID(), lang: 'de' });

      await testApp.app.get(TransactionRunner).run((tx) => sut.revokeReport(tx, applicationId, reportId, new Date()));

      await expect(sut.standing(first.token)).rejects.toMatchObject({ status: 410, message: 'ReportVerification.Revoked' });
      await expect(sut.standing(second.token)).rejects.toMatchObject({ status: 410, message: 'ReportVerification.Revoked' });
      await expect(sut.standing(otherReport.token)).resolves.toMatchObject({ applicantName: 'Jonas Weber' });
    });

    it('does not let another application withdraw a report', async () => {
      const applicationId = await registered();
      const reportId = randomUUID();
      const issued = await sut.issue(applicationId, new Date(), { reportId });
      await testApp.app.get(TransactionRunner).run((tx) => sut.revokeReport(tx, randomUUID(), reportId, new Date()));
      await expect(sut.standing(issued.token)).resolves.toMatchObject({ applicantName: 'Jonas Weber' });
    });
  });
});
