import { randomUUID } from 'node:crypto';
import { companyEmailDomainsSet, paymentSucceeded } from '@tenant/contracts';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { OnboardingReadModelService } from '../access/onboarding-read-model.service.js';
import { eventually, payerOf, payWithCard, startPaymentTestApp, tokenFor, type PaymentTestApp, type TestPayer } from '../../test/fixtures/payment-test-app.js';
import { PAYMENT_DATABASE } from '../payment-database.js';
import { CheckoutService } from './checkout.service.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

describe(CheckoutService.name, () => {
  let sut: PaymentTestApp;

  beforeAll(async () => {
    sut = await startPaymentTestApp();
    await companyDomains('2', ['berg-hausverwaltung.de']);
  });

  afterAll(async () => {
    await sut?.close();
  });

  /** onboarding's company/emailDomainsSet, as the bus delivers it */
  const companyDomains = (companyId: string, emailDomains: string[]) => sut.app.get(OnboardingReadModelService).onCompanyEmailDomainsSet(companyEmailDomainsSet({ companyId, emailDomains }));
  const headers = (payer: { authorization: string }) => ({ authorization: payer.authorization, 'application-type': 'rent' });
  const isRequired = (payer: TestPayer, as: { authorization: string } = payer) =>
    sut.call(`/api/v1/payment/is-payment-required?application_id=${payer.applicationId}`, { headers: headers(as) });
  const createSession = (payer: TestPayer, as: { authorization: string } = payer) =>
    sut.call(`/api/v1/payment/create-session?application_id=${payer.applicationId}&lang=it`, { method: 'POST', headers: headers(as) });
  const status = (payer: TestPayer, sessionId: string) => sut.call(`/api/v1/payment/session-status?application_id=${payer.applicationId}&session_id=${sessionId}`, { headers: headers(payer) });
  const pay = (clientSecret: string, publishableKey: string, number: string) => payWithCard(sut, clientSecret, publishableKey, number);
  const sessionIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

  it('requires payment of a new application and creates one embedded session for it, whatever the number of clicks', async () => {
    const maria = await payerOf(sut);
    await expect(isRequired(maria)).resolves.toEqual({ status: 200, body: { success: true, isPaymentRequired: true } });
    const answers = await Promise.all([createSession(maria), createSession(maria), createSession(maria)]);
    const secrets = new Set(answers.map((answer) => answer.body.clientSecret));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(secrets.size).toBe(1);
    expect(answers[0].body).toEqual({ success: true, sessionId: expect.stringMatching(/^cs_test_/), clientSecret: expect.stringMatching(/^cs_test_\w+_secret_\w+$/), publishableKey: sut.sandbox.account('default').publishableKey, stripeJsUrl: sut.sandbox.stripeJsUrl });
    const session = sut.sandbox.session(sessionIdOf(answers[0].body.clientSecret))!.session;
    expect(session.id).toBe(answers[0].body.sessionId);
    expect(session).toMatchObject({
      ui_mode: 'embedded_page',
      redirect_on_completion: 'if_required',
      amount_total: 2000,
      currency: 'eur',
      client_reference_id: maria.applicationId,
      customer_email: maria.email,
      locale: 'it',
      return_url: `http://localhost:4200/it/rent/fill/${maria.applicationId}/payment?session_id={CHECKOUT_SESSION_ID}`,
    });
    // A reload during checkout mounts the same session again.
    await expect(createSession(maria)).resolves.toMatchObject({ body: { clientSecret: answers[0].body.clientSecret } });
    await expect(status(maria, session.id)).resolves.toEqual({ status: 200, body: { success: true, session: { status: 'open', amount: 2000, currency: 'eur' } } });
  });

  it('is no longer required once Stripe’s webhook says paid, and mails the receipt in the applicant’s language', async () => {
    const maria = await payerOf(sut);
    const { body } = await createSession(maria);
    await expect(pay(body.clientSecret, body.publishableKey, '4242 4242 4242 4242')).resolves.toMatchObject({ status: 'succeeded' });
    await expect(status(maria, sessionIdOf(body.clientSecret))).resolves.toMatchObject({ body: { session: { status: 'complete', amount: 2000 } } });
    await eventually(async () => !(await isRequired(maria)).body.isPaymentRequired);
    await expect(createSession(maria)).resolves.toEqual({ status: 409, body: { success: false, message: 'Payment.Error.NotRequired' } });
    const receipt = await eventually(async () => sut.mailbox.messages().find((mail) => mail.to.includes(maria.email)));
    expect(receipt.subject).toBe('La ricevuta del tuo pagamento');
    expect(receipt.text).toContain('abbiamo ricevuto il tuo pagamento di 20,00\u00a0€');
    // the reference the paid report version is issued under (README "Versions"), never the application's id
    const [succeeded] = await outboxEventsOf(sut.app, PAYMENT_DATABASE, maria.applicationId, paymentSucceeded.type);
    expect(receipt.text).toContain(`Riferimento del report: ${(succeeded as ReturnType<typeof paymentSucceeded>).payload.paymentId}`);
  });

  it('sells nothing more once Stripe has the session paid, even before its webhook arrives', async () => {
    const maria = await payerOf(sut);
    sut.sandbox.setWebhookUrl('default', null);
    try {
      const { body } = await createSession(maria);
      await expect(pay(body.clientSecret, body.publishableKey, '4242 4242 4242 4242')).resolves.toMatchObject({ status: 'succeeded' });
      await expect(isRequired(maria)).resolves.toMatchObject({ body: { isPaymentRequired: true } });
      await expect(createSession(maria)).resolves.toEqual({ status: 409, body: { success: false, message: 'Payment.Error.NotRequired' } });
    } finally {
      sut.sandbox.setWebhookUrl('default', `${sut.baseUrl}/api/v1/payment/webhook/default`);
    }
  });

  it('keeps payment required after a declined card and a denied 3-D Secure authentication', async () => {
    const maria = await payerOf(sut);
    const { body } = await createSession(maria);
    await expect(pay(body.clientSecret, body.publishableKey, '4000 0000 0000 0002')).resolves.toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    const challenge = await pay(body.clientSecret, body.publishableKey, '4000 0025 0000 3155');
    expect(challenge).toMatchObject({ status: 'requires_action' });
    const denied = await fetch(`${sut.sandbox.apiUrl}/checkout/${challenge.url}/decision`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: 'fail' }) });
    await expect(denied.json()).resolves.toMatchObject({ status: 'failed' });
    await expect(status(maria, sessionIdOf(body.clientSecret))).resolves.toMatchObject({ body: { session: { status: 'open' } } });
    await expect(isRequired(maria)).resolves.toMatchObject({ body: { isPaymentRequired: true } });
  });

  it.each([
    ['the listing’s landlord pays', { lanPays: true }],
    ['the listing’s company pays', { partnerPays: true }],
    ['the owner works at a registered company (its e-mail domain)', { email: 'anna.weber@berg-hausverwaltung.de' }],
    ['the owner works at a registered company (a subdomain of its e-mail domain)', { email: 'Jonas.Berg@Mail.Berg-Hausverwaltung.DE' }],
    ['the flow has no payment step (rapid)', { applicationType: 'rapid' as const }],
  ])('requires no payment when %s, and creates no session', async (_, options) => {
    const payer = await payerOf(sut, options);
    await expect(isRequired(payer)).resolves.toEqual({ status: 200, body: { success: true, isPaymentRequired: false } });
    await expect(createSession(payer)).resolves.toMatchObject({ status: 409 });
  });

  it.each([
    ['a company unknown to the product', 'lea.schmidt@acme-logistik.de'],
    ['a domain that only ends like a registered one', 'tom@not-berg-hausverwaltung.de'],
  ])('charges a work e-mail at %s like everyone else', async (_, email) => {
    const payer = await payerOf(sut, { email });
    await expect(isRequired(payer)).resolves.toEqual({ status: 200, body: { success: true, isPaymentRequired: true } });
    await expect(createSession(payer)).resolves.toMatchObject({ status: 200 });
  });

  it('follows the company’s domains as onboarding publishes them, and never takes a mail provider’s', async () => {
    const early = await payerOf(sut, { email: 'giulia.neri@casanova-immobiliare.it' });
    const gmail = await payerOf(sut);
    await expect(isRequired(early)).resolves.toMatchObject({ body: { isPaymentRequired: true } });
    await companyDomains('1', ['casanova-immobiliare.it', 'gmail.com']);
    await expect(isRequired(early)).resolves.toMatchObject({ body: { isPaymentRequired: false } });
    await expect(outboxEventsOf(sut.app, PAYMENT_DATABASE, early.applicationId, 'payment/waived')).resolves.toMatchObject([{ payload: { reason: 'organisation-user' } }]);
    await expect(isRequired(gmail)).resolves.toMatchObject({ body: { isPaymentRequired: true } });
    await companyDomains('1', []);
    await expect(isRequired(early)).resolves.toMatchObject({ body: { isPaymentRequired: true } });
  });

  it('sends the browser back to the payment step it came from on the product’s hosts only', async () => {
    const [german, other] = [await payerOf(sut), await payerOf(sut)];
    const create = (payer: TestPayer, returnUrl: string) =>
      sut.call(`/api/v1/payment/create-session?application_id=${payer.applicationId}&lang=de`, { method: 'POST', headers: { ...headers(payer), 'content-type': 'application/json' }, body: JSON.stringify({ return_url: returnUrl }) });
    const returnOf = async (answer: ReturnType<typeof create>) => sut.sandbox.session(sessionIdOf((await answer).body.clientSecret))!.session.return_url;
    await expect(returnOf(create(german, `http://de.localhost:4200/de/fill/${german.applicationId}/payment/1003?x=1`))).resolves.toBe(
      `http://de.localhost:4200/de/fill/${german.applicationId}/payment/1003?session_id={CHECKOUT_SESSION_ID}`,
    );
    await expect(returnOf(create(other, `https://evil.example/de/fill/${other.applicationId}/payment`))).resolves.toBe(
      `http://localhost:4200/de/rent/fill/${other.applicationId}/payment?session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('charges the rental-pass partner’s applicants through the partner’s Stripe account', async () => {
    const payer = await payerOf(sut, { rentalPassPartner: true });
    const { body } = await createSession(payer);
    expect(body.publishableKey).toBe(sut.sandbox.account('rental-pass').publishableKey);
    expect(sut.sandbox.session(sessionIdOf(body.clientSecret))!.account.name).toBe('rental-pass');
    await expect(pay(body.clientSecret, body.publishableKey, '4242424242424242')).resolves.toMatchObject({ status: 'succeeded' });
    await eventually(async () => !(await isRequired(payer)).body.isPaymentRequired);
  });

  it('answers a foreign application like a missing one, and nobody without a session', async () => {
    const maria = await payerOf(sut);
    const luca = { authorization: await tokenFor(sut, randomUUID(), 'luca.bianchi@gmail.com') };
    await expect(isRequired(maria, luca)).resolves.toEqual(NOT_FOUND);
    await expect(createSession(maria, luca)).resolves.toEqual(NOT_FOUND);
    await expect(isRequired({ ...maria, applicationId: randomUUID() })).resolves.toEqual(NOT_FOUND);
    await expect(sut.call(`/api/v1/payment/is-payment-required?application_id=${maria.applicationId}`)).resolves.toMatchObject({ status: 401 });
  });

  it('tells only the application’s own sessions, and checks the session id', async () => {
    const maria = await payerOf(sut);
    const luca = await payerOf(sut);
    const { body } = await createSession(luca);
    await expect(status(maria, sessionIdOf(body.clientSecret))).resolves.toEqual({ status: 404, body: { success: false, message: 'Payment.Error.SessionNotFound' } });
    await expect(status(maria, 'not-a-session')).resolves.toMatchObject({ status: 422, body: { message: 'Payment.Error.SessionId' } });
  });
});
