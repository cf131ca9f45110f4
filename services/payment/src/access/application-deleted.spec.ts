import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { applicantRegistered, applicationAccessChanged, applicationDeleted, applicationPaymentTermsSet, type ContractEvent } from '@tenant/contracts';
import { deliverEvent, rowsContaining, rowsReferencing } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { eventually, payerOf, payWithCard, startPaymentTestApp, type PaymentTestApp, type TestPayer } from '../../test/fixtures/payment-test-app.js';
import { PAYMENT_DATABASE } from '../payment-database.js';
import { OnboardingReadModelService } from './onboarding-read-model.service.js';

/** A payment's bookkeeping fields: what the law needs kept after the person's data is gone. */
const BOOKKEEPING = 'application_id, attempt, key_set, provider_session_id, payment_intent_id, status, amount_cents, currency, created_at, paid_at';

describe(`${OnboardingReadModelService.name} on application/deleted`, () => {
  let sut: PaymentTestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startPaymentTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(PAYMENT_DATABASE));
  });
  afterAll(async () => {
    await sut?.close();
  });

  /** A payer who paid the report by card, the webhook processed and the receipt mailed. */
  const paidPayer = async (email: string): Promise<TestPayer> => {
    const payer = await payerOf(sut, { email });
    const { body } = await sut.call(`/api/v1/payment/create-session?application_id=${payer.applicationId}&lang=it`, {
      method: 'POST',
      headers: { authorization: payer.authorization, 'application-type': 'rent' },
    });
    await expect(payWithCard(sut, body.clientSecret, body.publishableKey, '4242 4242 4242 4242')).resolves.toMatchObject({ status: 'succeeded' });
    // settled: the webhook processed and the receipt mailed (both write the payment row)
    await eventually(async () => (await db.query(`SELECT 1 FROM payments WHERE application_id = $1 AND status = 'paid' AND receipt_sent_at IS NOT NULL`, [payer.applicationId])).length === 1, 30_000);
    return payer;
  };
  const bookkeepingOf = (payer: TestPayer) => db.query(`SELECT ${BOOKKEEPING} FROM payments WHERE application_id = $1 ORDER BY attempt`, [payer.applicationId]);

  it('forgets the person but keeps the payment for the books, touches no other application, and takes a redelivery calmly', async () => {
    const maria = await paidPayer('maria.deleted@gmail.com');
    const luca = await paidPayer('luca.kept@gmail.com');
    await expect(rowsContaining(db, 'payment', maria.email)).resolves.toEqual({ application_billing: 1, payments: 1 });
    const mariasBooks = await bookkeepingOf(maria);
    expect(mariasBooks).toEqual([expect.objectContaining({ status: 'paid', amount_cents: 2000, currency: 'eur', provider_session_id: expect.stringMatching(/^cs_test_/) })]);
    const lucasRows = await rowsReferencing(db, 'payment', { application_id: luca.applicationId });
    const lucasPayments = await db.query('SELECT * FROM payments WHERE application_id = $1', [luca.applicationId]);

    const deleted = applicationDeleted({ applicationId: maria.applicationId }, maria.applicationId);
    await deliverEvent(sut, deleted);

    await expect(rowsContaining(db, 'payment', maria.email)).resolves.toEqual({});
    // the payment for the books, and the id, so late events of it are dropped (DeletedApplications)
    await expect(rowsReferencing(db, 'payment', { application_id: maria.applicationId })).resolves.toEqual({ 'payments.application_id': 1, 'deleted_applications.application_id': 1 });
    await expect(bookkeepingOf(maria)).resolves.toEqual(mariasBooks);
    await expect(sut.call(`/api/v1/payment/is-payment-required?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } })).resolves.toMatchObject({ status: 404 });
    await expect(rowsReferencing(db, 'payment', { application_id: luca.applicationId })).resolves.toEqual(lucasRows);
    await expect(db.query('SELECT * FROM payments WHERE application_id = $1', [luca.applicationId])).resolves.toEqual(lucasPayments);

    await deliverEvent(sut, deleted);
    await expect(rowsContaining(db, 'payment', maria.email)).resolves.toEqual({});
    await expect(bookkeepingOf(maria)).resolves.toEqual(mariasBooks);
  });

  /** Every onboarding event the payment read model keeps of an application. */
  const eventsOf = (applicationId: string): ContractEvent[] => {
    const applicantId = randomUUID();
    return [
      applicationAccessChanged({ applicationId, ownerApplicantId: applicantId, invitedEmails: [] }, applicationId),
      applicantRegistered({ applicationId, applicantId, firstName: 'Anna', lastName: 'Russo', email: 'anna.russo@gmail.com', mobile: null }, applicationId),
      applicationPaymentTermsSet({ applicationId, applicationType: 'rent', listingId: '1003', lanPays: true, partnerPays: false, rentalPassPartner: false, listing: null }, applicationId),
    ];
  };

  it('drops an event of a deleted application that arrives after application/deleted: no access, billing or waiver comes back', async () => {
    // the same events of a live application write access and billing and waive its payment (lanPays), so the test would see a recreated copy
    const live = randomUUID();
    for (const event of eventsOf(live)) await deliverEvent(sut, event);
    await expect(rowsReferencing(db, 'payment', { application_id: live })).resolves.toEqual({ 'application_access.application_id': 1, 'application_billing.application_id': 1 });
    const waivers = (applicationId: string) => db.query(`SELECT 1 FROM outbox WHERE type = 'payment/waived' AND payload ->> 'applicationId' = $1`, [applicationId]);
    await expect(waivers(live)).resolves.toHaveLength(1);

    const gone = randomUUID();
    await deliverEvent(sut, applicationDeleted({ applicationId: gone }, gone));
    for (const event of eventsOf(gone)) await deliverEvent(sut, event);

    await expect(rowsReferencing(db, 'payment', { application_id: gone })).resolves.toEqual({ 'deleted_applications.application_id': 1 });
    await expect(waivers(gone)).resolves.toEqual([]);
  });
});
