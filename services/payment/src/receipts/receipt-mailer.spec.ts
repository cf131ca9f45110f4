import { paymentSucceeded, type ContractEvent } from '@tenant/contracts';
import { OutboxRelay } from '@tenant/server-kit';
import { deliverEvent, outboxEventsOf } from '@tenant/server-kit/testing';
import { eventually, payerOf, payWithCard, startPaymentTestApp, type PaymentTestApp } from '../../test/fixtures/payment-test-app.js';
import { PAYMENT_DATABASE } from '../payment-database.js';
import { ReceiptMailerService } from './receipt-mailer.service.js';

describe(`${ReceiptMailerService.name}: the same event delivered twice → one receipt`, () => {
  let sut: PaymentTestApp;

  beforeAll(async () => {
    sut = await startPaymentTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  const receiptsTo = (email: string) => sut.mailbox.messages().filter((mail) => mail.to.includes(email));

  it('mails one receipt when payment/succeeded comes again later through the bus', async () => {
    const maria = await payerOf(sut);
    const { body } = await sut.call(`/api/v1/payment/create-session?application_id=${maria.applicationId}&lang=it`, {
      method: 'POST',
      headers: { authorization: maria.authorization, 'application-type': 'rent' },
    });
    await expect(payWithCard(sut, body.clientSecret, body.publishableKey, '4242 4242 4242 4242')).resolves.toMatchObject({ status: 'succeeded' });
    const [succeeded] = (await eventually(async () => {
      const events = await outboxEventsOf(sut.app, PAYMENT_DATABASE, maria.applicationId, paymentSucceeded.type);
      return events.length ? events : null;
    })) as ContractEvent[];
    await eventually(() => receiptsTo(maria.email).length > 0, 30_000);
    // the reference the report service issues the paid version under (its report id), not the application's
    const paymentId = (succeeded as ReturnType<typeof paymentSucceeded>).payload.paymentId;
    expect(receiptsTo(maria.email)[0]!.text).toContain(`Riferimento del report: ${paymentId}`);
    expect(receiptsTo(maria.email)[0]!.text).not.toContain(maria.applicationId);

    await deliverEvent(sut, succeeded);
    await deliverEvent(sut, succeeded);
    expect(receiptsTo(maria.email)).toHaveLength(1);
  });

  it('mails one receipt when two copies of the event are handled at the same moment (two instances)', async () => {
    const luca = await payerOf(sut);
    const { body } = await sut.call(`/api/v1/payment/create-session?application_id=${luca.applicationId}&lang=it`, {
      method: 'POST',
      headers: { authorization: luca.authorization, 'application-type': 'rent' },
    });
    // the outbox holds payment/succeeded back: only this test's two copies reach the mailer
    const relay = sut.app.get(OutboxRelay);
    await relay.stop();
    try {
      await expect(payWithCard(sut, body.clientSecret, body.publishableKey, '4242 4242 4242 4242')).resolves.toMatchObject({ status: 'succeeded' });
      const [succeeded] = (await eventually(async () => {
        const events = await outboxEventsOf(sut.app, PAYMENT_DATABASE, luca.applicationId, paymentSucceeded.type);
        return events.length ? events : null;
      })) as ContractEvent[];
      const mailer = sut.app.get(ReceiptMailerService);
      await Promise.all([mailer.onPaymentSucceeded(succeeded as never), mailer.onPaymentSucceeded(succeeded as never)]);
      expect(receiptsTo(luca.email)).toHaveLength(1);
    } finally {
      relay.start();
    }
  });
});
