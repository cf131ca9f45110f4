import { outboxEventsOf } from '@tenant/server-kit/testing';
import { signatureHeader } from '@tenant/stripe-sandbox';
import { createServer, type Server } from 'node:http';
import { eventually, payerOf, startPaymentTestApp, webhookPath, type PaymentTestApp, type TestPayer } from '../../test/fixtures/payment-test-app.js';
import { PAYMENT_DATABASE } from '../payment-database.js';
import { PaymentsRepository } from '../repositories/payments.repository.js';
import { WebhookService } from './webhook.service.js';

describe(WebhookService.name, () => {
  let sut: PaymentTestApp;

  beforeAll(async () => {
    sut = await startPaymentTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  const headers = (payer: TestPayer) => ({ authorization: payer.authorization });
  const openSession = async (payer: TestPayer) => {
    const { body } = await sut.call(`/api/v1/payment/create-session?application_id=${payer.applicationId}&lang=en`, { method: 'POST', headers: headers(payer) });
    return sut.sandbox.session(body.clientSecret.split('_secret_')[0])!.session;
  };
  const statusOf = async (payer: TestPayer) => (await sut.app.get(PaymentsRepository).latestOf(payer.applicationId))!.status;
  /** Posts an event as Stripe would, signed with the account's secret unless told otherwise. */
  const deliver = (event: object, secret = sut.sandbox.account('default').webhookSecret, keySet = 'default') => {
    const body = JSON.stringify(event);
    return sut.call(webhookPath(keySet), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(body, secret) }, body });
  };
  const eventOf = (id: string, type: string, object: object) => ({ id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type });
  const paidSession = (session: object) => ({ ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_manual' });

  it('refuses a bad signature with 400 and changes nothing, and accepts Stripe’s', async () => {
    const maria = await payerOf(sut);
    const session = await openSession(maria);
    const event = eventOf('evt_bad_signature', 'checkout.session.completed', paidSession(session));
    await expect(deliver(event, 'whsec_not_the_secret')).resolves.toEqual({ status: 400, body: { success: false, message: 'Payment.Error.WebhookSignature' } });
    await expect(deliver(event, sut.sandbox.account('rental-pass').webhookSecret)).resolves.toMatchObject({ status: 400 });
    const stale = JSON.stringify(event);
    const old = await sut.call(webhookPath('default'), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(stale, sut.sandbox.account('default').webhookSecret, Math.floor(Date.now() / 1000) - 301) }, body: stale });
    expect(old.status).toBe(400);
    expect(await statusOf(maria)).toBe('created');
    await expect(deliver(event)).resolves.toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await statusOf(maria)).toBe('paid');
  });

  it('applies an event only to a session of the account named in the URL: another account’s secret cannot pay it', async () => {
    const maria = await payerOf(sut);
    const session = await openSession(maria);
    const event = eventOf(`evt_other_account_${maria.applicationId}`, 'checkout.session.completed', paidSession(session));
    await expect(deliver(event, sut.sandbox.account('rental-pass').webhookSecret, 'rental-pass')).resolves.toMatchObject({ status: 200 });
    expect(await statusOf(maria)).toBe('created');
    await expect(outboxEventsOf(sut.app, PAYMENT_DATABASE, maria.applicationId, 'payment/succeeded')).resolves.toHaveLength(0);
  });

  it('processes the same event once, and a late expiry does not undo a payment', async () => {
    const maria = await payerOf(sut);
    const session = await openSession(maria);
    const completed = eventOf('evt_completed_twice', 'checkout.session.completed', paidSession(session));
    await expect(deliver(completed)).resolves.toMatchObject({ body: { duplicate: false } });
    await expect(deliver(completed)).resolves.toMatchObject({ status: 200, body: { duplicate: true } });
    await expect(deliver(eventOf('evt_late_expiry', 'checkout.session.expired', { ...session, status: 'expired' }))).resolves.toMatchObject({ status: 200 });
    expect(await statusOf(maria)).toBe('paid');
    await expect(outboxEventsOf(sut.app, PAYMENT_DATABASE, maria.applicationId, 'payment/succeeded')).resolves.toHaveLength(1);
  });

  it('records one payment when Stripe delivers the same event twice at the same moment', async () => {
    const maria = await payerOf(sut);
    const session = await openSession(maria);
    const completed = eventOf(`evt_completed_at_once_${maria.applicationId}`, 'checkout.session.completed', paidSession(session));
    const answers = await Promise.all([deliver(completed), deliver(completed)]);
    expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true]);
    expect(await statusOf(maria)).toBe('paid');
    await expect(outboxEventsOf(sut.app, PAYMENT_DATABASE, maria.applicationId, 'payment/succeeded')).resolves.toHaveLength(1);
  });

  it('waits for SEPA Direct Debit to settle: completed unpaid, then the async success or failure decides', async () => {
    const [settles, bounces] = [await payerOf(sut), await payerOf(sut)];
    for (const payer of [settles, bounces]) {
      const session = await openSession(payer);
      const processing = { ...session, status: 'complete', payment_status: 'unpaid', payment_intent: `pi_sepa_${payer.applicationId.slice(0, 8)}` };
      await deliver(eventOf(`evt_sepa_completed_${payer.applicationId}`, 'checkout.session.completed', processing));
      expect(await statusOf(payer)).toBe('created');
      const outcome = payer === settles ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed';
      await deliver(eventOf(`evt_sepa_outcome_${payer.applicationId}`, outcome, { ...processing, payment_status: payer === settles ? 'paid' : 'unpaid' }));
    }
    expect(await statusOf(settles)).toBe('paid');
    expect(await statusOf(bounces)).toBe('failed');
  });

  it('expires an abandoned session (Stripe’s expire call) and opens a new attempt afterwards', async () => {
    const maria = await payerOf(sut);
    const first = await openSession(maria);
    await sut.stripe('default').checkout.sessions.expire(first.id);
    await eventually(async () => (await statusOf(maria)) === 'expired');
    const second = await openSession(maria);
    expect(second.id).not.toBe(first.id);
    expect((await sut.app.get(PaymentsRepository).latestOf(maria.applicationId))!.attempt).toBe(2);
  });

  it('takes the report back on a full refund: payment required again, payment/refunded for the report service', async () => {
    const maria = await payerOf(sut);
    const session = await openSession(maria);
    await fetch(`${sut.sandbox.apiUrl}/checkout/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: session.client_secret, key: sut.sandbox.account('default').publishableKey, number: '4242424242424242', expiry: '12/34', cvc: '123' }) });
    await eventually(async () => (await statusOf(maria)) === 'paid');
    const paymentIntent = sut.sandbox.session(session.id)!.session.payment_intent!;
    await sut.stripe('default').refunds.create({ payment_intent: paymentIntent });
    await eventually(async () => (await statusOf(maria)) === 'refunded');
    await expect(sut.call(`/api/v1/payment/is-payment-required?application_id=${maria.applicationId}`, { headers: headers(maria) })).resolves.toMatchObject({ body: { isPaymentRequired: true } });
    await expect(outboxEventsOf(sut.app, PAYMENT_DATABASE, maria.applicationId, 'payment/refunded')).resolves.toHaveLength(1);
  });

  describe('with an endpoint that is down at first', () => {
    let flaky: Server;
    let refused = 0;

    beforeAll(async () => {
      flaky = createServer((request, response) => {
        if (refused++ === 0) {
          request.resume();
          response.writeHead(503).end();
          return;
        }
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          void fetch(sut.baseUrl + webhookPath('default'), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': String(request.headers['stripe-signature']) }, body: Buffer.concat(chunks) }).then((answer) =>
            response.writeHead(answer.status).end(),
          );
        });
      });
      await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
      sut.sandbox.setWebhookUrl('default', `http://127.0.0.1:${(flaky.address() as { port: number }).port}/`);
    });

    afterAll(async () => {
      sut.sandbox.setWebhookUrl('default', sut.baseUrl + webhookPath('default'));
      await new Promise((resolve) => flaky.close(resolve));
    });

    it('gets the undelivered webhook again, freshly signed, and the payment counts', async () => {
      const maria = await payerOf(sut);
      const session = await openSession(maria);
      await fetch(`${sut.sandbox.apiUrl}/checkout/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: session.client_secret, key: sut.sandbox.account('default').publishableKey, number: '4242424242424242', expiry: '12/34', cvc: '123' }) });
      await eventually(async () => (await statusOf(maria)) === 'paid');
      // The refused delivery and its retry, by event id: the sandbox records a delivery once it has the
      // answer, which may be just after the payment is already stored as paid.
      const refusedDelivery = sut.sandbox.deliveries().find((delivery) => delivery.status === 503);
      expect(refusedDelivery?.type).toBe('checkout.session.completed');
      const attemptsOf = () => sut.sandbox.deliveries().filter((delivery) => delivery.eventId === refusedDelivery?.eventId);
      await eventually(async () => attemptsOf().length === 2);
      expect(attemptsOf().map(({ attempt, status }) => [attempt, status])).toEqual([
        [1, 503],
        [2, 200],
      ]);
    });
  });
});
