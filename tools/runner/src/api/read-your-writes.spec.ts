import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { OutboxRelay } from '@tenant/server-kit';
import { listenForTests, type HttpTestCall, type SmtpCatcher } from '@tenant/server-kit/testing';
import { API_BOOT_CEILING_MS } from './api-boot-ceiling.testing.js';
import { startWholeApiForTests, type WholeApiForTests } from './whole-api.testing.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Read-your-writes across services (DESIGN §8, README "Read-your-writes across services"): the whole
 * API as the runner composes it; an applicant signs up with the mailed code and at once calls every
 * other service, which must answer on the first try, also while onboarding's events are held back.
 */
describe('the first call to every service right after sign-up', () => {
  let api: WholeApiForTests;
  let sut: NestExpressApplication;
  let mailbox: SmtpCatcher;
  let call: HttpTestCall;

  beforeAll(async () => {
    api = await startWholeApiForTests('read_your_writes');
    ({ app: sut, mailbox } = api);
    call = await listenForTests(sut);
  }, API_BOOT_CEILING_MS);

  afterAll(async () => {
    await api?.close();
  }, API_BOOT_CEILING_MS);

  let people = 0;
  /** Sign-up and e-mail code through the API, as the screens (or an API client) do it. */
  const signUp = async () => {
    const email = `read.your.writes.${(people += 1)}.${Date.now().toString(36)}@example.it`;
    const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'application-type': 'rent' }, body: JSON.stringify(body) });
    const submitted = await call(
      '/api/v1/signup/submit?lang=en',
      json({ first_name: 'Ada', last_name: 'Russo', email, mobile: '+39-333 123 4567', privacy_policy_consented: true, marketing_consented: false, data_processing_consented: false, employment_status: 'Employed', hide_nav: false }),
    );
    expect(submitted).toMatchObject({ status: 200, body: { success: true } });
    const mail = [...mailbox.messages()].reverse().find((message) => message.to.includes(email));
    const code = mail && /^\d{6}$/m.exec(mail.text)?.[0];
    const verified = await call('/api/v1/verify-email/submit', json({ email, code }));
    expect(verified).toMatchObject({ status: 200, body: { success: true, access_token: expect.any(String) } });
    return { applicationId: submitted.body.application_id as string, headers: { authorization: `Bearer ${verified.body.access_token}`, 'application-type': 'rent' } };
  };
  type Applicant = Awaited<ReturnType<typeof signUp>>;

  const isPaymentRequired = (who: Applicant, applicationId = who.applicationId) => call(`/api/v1/payment/is-payment-required?application_id=${applicationId}`, { headers: who.headers });
  const createSession = (who: Applicant) => call(`/api/v1/payment/create-session?application_id=${who.applicationId}&lang=en`, { method: 'POST', headers: who.headers });
  const documents = (who: Applicant, applicationId = who.applicationId) => call(`/api/v2/income-check/documents?application_id=${applicationId}`, { headers: who.headers });
  const upload = (who: Applicant) => {
    const form = new FormData();
    form.append('type', 'national_id');
    form.append('id_type', 'PASSPORT');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
    return call(`/api/v1/other-documents/upload?application_id=${who.applicationId}`, { method: 'POST', body: form, headers: { authorization: who.headers.authorization } });
  };
  const report = (who: Applicant, applicationId = who.applicationId) => call(`/api/v2/report/?application_id=${applicationId}`, { headers: who.headers });

  const expectIncomeAndReportOpen = async (who: Applicant) => {
    await expect(documents(who)).resolves.toMatchObject({ status: 200, body: { success: true, documents: [] } });
    await expect(upload(who)).resolves.toMatchObject({ status: 200, body: { success: true, document_type: 'national_id' } });
    // a new application is not paid yet: the spec's 402, not the 404 of an unknown one
    await expect(report(who)).resolves.toEqual({ status: 402, body: { success: false, message: 'Payment.Error.PaymentRequired' } });
  };

  it('answers payment, income and report on the first try, each call once', async () => {
    const ada = await signUp();
    await expect(isPaymentRequired(ada)).resolves.toEqual({ status: 200, body: { success: true, isPaymentRequired: true } });
    await expect(createSession(ada)).resolves.toMatchObject({ status: 200, body: { success: true, clientSecret: expect.stringMatching(/^cs_test_/) } });
    await expectIncomeAndReportOpen(ada);
  });

  it('opens the application from the token while onboarding’s events are held back, and payment answers once its terms arrive', async () => {
    const relays = sut.get(OutboxRelay, { strict: false, each: true });
    expect(relays.length).toBeGreaterThanOrEqual(4);
    await Promise.all(relays.map((relay) => relay.stop()));
    let paymentAnswer: ReturnType<typeof isPaymentRequired> | undefined;
    try {
      const ada = await signUp();
      await expectIncomeAndReportOpen(ada);
      // payment needs the terms onboarding's events bring: it waits for them (no connection held) instead of guessing
      paymentAnswer = isPaymentRequired(ada);
    } finally {
      relays.forEach((relay) => relay.start());
    }
    await expect(paymentAnswer).resolves.toEqual({ status: 200, body: { success: true, isPaymentRequired: true } });
  });

  it('answers a foreign or unknown application at once with 404, and a token with edited grants with 401', async () => {
    const ada = await signUp();
    const luca = await signUp();
    for (const id of [luca.applicationId, randomUUID()]) {
      await expect(isPaymentRequired(ada, id)).resolves.toEqual(NOT_FOUND);
      await expect(documents(ada, id)).resolves.toEqual(NOT_FOUND);
      await expect(report(ada, id)).resolves.toEqual(NOT_FOUND);
    }
    const [header, payload, signature] = ada.headers.authorization.slice('Bearer '.length).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, apps: { [luca.applicationId]: 'owner' } })).toString('base64url');
    const forger = { ...ada, headers: { ...ada.headers, authorization: `Bearer ${header}.${forged}.${signature}` } };
    await expect(documents(forger, luca.applicationId)).resolves.toMatchObject({ status: 401 });
  });
});
