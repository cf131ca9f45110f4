import { randomUUID } from 'node:crypto';
import { applicationAccessChanged, applicationDeleted, paymentRefunded, paymentSucceeded, paymentWaived } from '@tenant/contracts';
import { AccessTokenSigner } from '@tenant/server-kit';
import { startReportTestApp, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { PaymentClearanceService } from './payment-clearance.service.js';

describe('GET /v2/report/ payment gate', () => {
  let sut: ReportTestApp;

  beforeAll(async () => {
    sut = await startReportTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  const applicant = async () => {
    const applicantId = randomUUID();
    const applicationId = randomUUID();
    await sut.app.get(ApplicationAccessService).onAccessChanged(applicationAccessChanged({ applicationId, ownerApplicantId: applicantId, invitedEmails: [] }, applicationId));
    const { accessToken } = await new AccessTokenSigner(sut.config.authPrivateKey!).issue({ userId: applicantId, email: 'maria.rossi@gmail.com' });
    return { applicationId, authorization: `Bearer ${accessToken}` };
  };
  const report = (who: { applicationId: string; authorization: string }) => sut.call(`/api/v2/report/?application_id=${who.applicationId}`, { headers: { authorization: who.authorization } });
  const later = <E extends { meta: { occurredAt: string } }>(event: E, seconds: number): E => ({ ...event, meta: { ...event.meta, occurredAt: new Date(Date.now() + seconds * 1000).toISOString() } });

  it('answers 402 until the application is paid, 200 after, and 402 again after a refund', async () => {
    const maria = await applicant();
    const clearance = sut.app.get(PaymentClearanceService);
    await expect(report(maria)).resolves.toEqual({ status: 402, body: { success: false, message: 'Payment.Error.PaymentRequired' } });
    const paid = paymentSucceeded({ applicationId: maria.applicationId, paymentId: randomUUID(), amount: 2000, currency: 'eur', paidAt: new Date().toISOString() }, maria.applicationId);
    await clearance.onClearance(paid, true, 'paid');
    await expect(report(maria)).resolves.toMatchObject({ status: 200, body: { success: true, hide_report: true } });
    await clearance.onClearance(later(paymentRefunded({ applicationId: maria.applicationId, paymentId: randomUUID(), refundedAt: new Date().toISOString() }, maria.applicationId), 1), false, 'refunded');
    // the payment event delivered again, late: the newer refund stands
    await clearance.onClearance(paid, true, 'paid');
    await expect(report(maria)).resolves.toMatchObject({ status: 402 });
  });

  it('lets a waived application through, and answers a foreign one like a missing one', async () => {
    const maria = await applicant();
    const luca = await applicant();
    await sut.app.get(PaymentClearanceService).onClearance(paymentWaived({ applicationId: maria.applicationId, reason: 'listing-pays' }, maria.applicationId), true, 'listing-pays');
    await expect(report(maria)).resolves.toMatchObject({ status: 200 });
    await expect(report({ ...maria, authorization: luca.authorization })).resolves.toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
  });

  it('opens an application from the token’s grant before application/accessChanged arrives, and never once it is deleted', async () => {
    const applicantId = randomUUID();
    const applicationId = randomUUID();
    const { accessToken } = await new AccessTokenSigner(sut.config.authPrivateKey!).issue({ userId: applicantId, email: 'ada@example.it', applications: { [applicationId]: 'owner' } });
    const ada = { applicationId, authorization: `Bearer ${accessToken}` };
    await expect(report(ada)).resolves.toEqual({ status: 402, body: { success: false, message: 'Payment.Error.PaymentRequired' } });
    await sut.app.get(PaymentClearanceService).onClearance(paymentWaived({ applicationId, reason: 'listing-pays' }, applicationId), true, 'listing-pays');
    await expect(report(ada)).resolves.toMatchObject({ status: 200, body: { success: true, report: null } });
    await sut.app.get(ApplicationAccessService).onApplicationDeleted(applicationDeleted({ applicationId }, applicationId));
    await expect(report(ada)).resolves.toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
  });
});
