import { getDataSourceToken } from '@nestjs/typeorm';
import { applicationCompanySet } from '@tenant/contracts';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@tenant/domain';
import { AUTH_MESSAGES, ReviewerTokenVerifier } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, VALIDATION_MESSAGES } from '@tenant/validation';
import type { DataSource } from 'typeorm';
import { startTestMailbox, type TestMailbox } from '../../test/fixtures/mailbox.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { EmailCodesService } from '../sign-up/email-codes.service.js';
import { ReviewerController } from './reviewer.controller.js';

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// Demo companies (seed): 1 Casa Nova (casanova.example, listing 1002), 2 Berg Hausverwaltung (berg-hausverwaltung.example, listing 1003).
const CASA_NOVA_LISTING = '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1002';
const BERG_LISTING = '1003';

describe(ReviewerController.name, () => {
  let sut: OnboardingTestApp;
  let mailbox: TestMailbox;
  let db: DataSource;
  let counter = 0;
  const reviewerAt = (domain: string) => `reviewer.${(counter += 1)}@${domain}`;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    sut = await startOnboardingTestApp({ smtpUrl: mailbox.url });
    db = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });
  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM auth_rate_events');
  });

  const requestCode = (body: unknown, lang = 'en') => sut.call(`/api/v1/reviewer/login?lang=${lang}`, json(body));
  const verify = (body: unknown) => sut.call('/api/v1/reviewer/verify', json(body));
  const applications = (authorization?: string) => sut.call('/api/v1/reviewer/applications', { headers: authorization ? { authorization } : {} });
  const logIn = async (email: string) => {
    expect((await requestCode({ email })).status).toBe(200);
    const { status, body } = await verify({ email, code: mailbox.lastCodeFor(email) });
    expect(status).toBe(200);
    return `Bearer ${(body as { access_token: string }).access_token}`;
  };

  describe('login with an e-mailed one-time code', () => {
    it('mails a code in the interface language to an address at a registered company’s domain and opens a session for that company', async () => {
      const email = reviewerAt('berg-hausverwaltung.example');
      await expect(requestCode({ email: ` ${email.toUpperCase()} ` }, 'de')).resolves.toEqual({ status: 200, body: { success: true } });
      const mail = mailbox.messages().at(-1);
      expect(mail).toMatchObject({ to: email, subject: 'Ihr Anmeldecode für Prüfer' });
      expect(mail?.text).toMatch(/Bewerbungsübersicht Ihres Unternehmens/);
      const { status, body } = await verify({ email, code: mailbox.lastCodeFor(email) });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, company_name: 'Berg Hausverwaltung' });
      const claims = await sut.app.get(ReviewerTokenVerifier).verify((body as { access_token: string }).access_token);
      expect(claims).toEqual({ email, companyId: '2' });
    });

    it('answers an address at no registered company exactly like a known one, and mails nothing', async () => {
      mailbox.clear();
      await expect(requestCode({ email: 'someone@gmail.com' })).resolves.toEqual({ status: 200, body: { success: true } });
      await expect(requestCode({ email: 'anna@unknown-company.example' })).resolves.toEqual({ status: 200, body: { success: true } });
      expect(mailbox.messages()).toEqual([]);
    });

    it('refuses a malformed address with the localisable validation message', async () => {
      const { status, body } = await requestCode({ email: 'anna@' });
      expect(status).toBe(422);
      expect(JSON.stringify(body)).toContain(VALIDATION_MESSAGES.invalidEmail);
      expect((await verify({ email: reviewerAt('casanova.example'), code: '12ab' })).status).toBe(422);
    });

    it('refuses a wrong code, and after the maximum of tries the right one too', async () => {
      const email = reviewerAt('casanova.example');
      await requestCode({ email });
      const code = mailbox.lastCodeFor(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < VERIFICATION_CODE_MAX_ATTEMPTS; i += 1) {
        await expect(verify({ email, code: wrong })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
      }
      await expect(verify({ email, code })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
    });

    it('refuses an expired code as timed out', async () => {
      const email = reviewerAt('casanova.example');
      await requestCode({ email });
      await db.query(`UPDATE email_verification_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
      await expect(verify({ email, code: mailbox.lastCodeFor(email) })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.timedOut } });
    });

    it('uses a code once, and waits the resend time before mailing a new one', async () => {
      const email = reviewerAt('casanova.example');
      await requestCode({ email });
      const code = mailbox.lastCodeFor(email);
      await expect(requestCode({ email })).resolves.toMatchObject({ status: 429, body: { success: false, message: SIGNUP_MESSAGES.tooManyRequests, params: { retry_after: expect.any(Number) } } });
      expect((await verify({ email, code })).status).toBe(200);
      expect((await verify({ email, code })).status).toBe(401);
    });

    it('never lets a reviewer code verify a sign-up, nor a sign-up code log a reviewer in', async () => {
      const email = reviewerAt('casanova.example');
      await requestCode({ email });
      const code = mailbox.lastCodeFor(email);
      await expect(sut.call('/api/v1/verify-email/submit', json({ email, code }))).resolves.toMatchObject({ status: 401 });
      expect((await verify({ email, code })).status).toBe(200);

      const applicantEmail = reviewerAt('casanova.example');
      const send = await sut.app
        .get(TransactionRunner)
        .run((tx) =>
          sut.app.get(EmailCodesService).issue({ email: applicantEmail, firstName: 'Anna', applicationId: null, lang: 'en', pendingProfile: null, requester: { ip: '127.0.0.1', device: null } }, tx),
        );
      await send();
      await expect(verify({ email: applicantEmail, code: mailbox.lastCodeFor(applicantEmail) })).resolves.toEqual({
        status: 401,
        body: { success: false, message: SIGNUP_MESSAGES.wrongCode },
      });
    });

    it('refuses the session when the domain left the company between code and login', async () => {
      const email = reviewerAt('mietpass.example');
      await requestCode({ email });
      await db.query(`UPDATE companies SET email_domains = '{}' WHERE id = 4`);
      await expect(verify({ email, code: mailbox.lastCodeFor(email) })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
    });
  });

  describe('the company’s applications', () => {
    let casaNovaApplicant: { applicationId: string };
    let bergApplicant: { applicationId: string };

    beforeAll(async () => {
      casaNovaApplicant = await signedInApplicant(sut.app, { email: `giulia.${Date.now()}@example.it`, firstName: 'Giulia', lastName: 'Bianchi', listingId: CASA_NOVA_LISTING });
      bergApplicant = await signedInApplicant(sut.app, { email: `jonas.${Date.now()}@example.de`, firstName: 'Jonas', lastName: 'Weber', listingId: BERG_LISTING });
      await signedInApplicant(sut.app, { email: `general.${Date.now()}@example.it`, firstName: 'Luca', lastName: 'Verdi' });
    });

    it('lists only applications made to the reviewer’s company’s listings', async () => {
      const { status, body } = await applications(await logIn(reviewerAt('casanova.example')));
      expect(status).toBe(200);
      const listed = body as { company_name: string; applications: Array<Record<string, unknown>> };
      expect(listed.company_name).toBe('Casa Nova Immobiliare');
      expect(listed.applications).toEqual([
        expect.objectContaining({ application_id: casaNovaApplicant.applicationId, applicant_name: 'Giulia Bianchi', applicant_role: 'main-applicant', listing_name: 'Trilocale con terrazzo' }),
      ]);
      const berg = (await applications(await logIn(reviewerAt('berg-hausverwaltung.example')))).body as { applications: Array<{ application_id: string }> };
      expect(berg.applications.map((application) => application.application_id)).toEqual([bergApplicant.applicationId]);
    });

    it('publishes each new application’s company for the report service', async () => {
      const [event] = (await db.query(`SELECT payload FROM outbox WHERE type = $1 AND payload->>'applicationId' = $2`, [
        applicationCompanySet.type,
        bergApplicant.applicationId,
      ])) as Array<{ payload: unknown }>;
      expect(event?.payload).toEqual({ applicationId: bergApplicant.applicationId, companyId: '2' });
    });

    it('ends the sessions of a domain the company no longer has', async () => {
      const authorization = await logIn(reviewerAt('rapidrent.example'));
      expect((await applications(authorization)).status).toBe(200);
      await db.query(`UPDATE companies SET email_domains = '{}' WHERE id = 3`);
      await expect(applications(authorization)).resolves.toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.claims } });
    });

    it('needs a reviewer session: none, a forged one and an applicant’s token are refused', async () => {
      await expect(applications()).resolves.toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.missingToken } });
      await expect(applications('Bearer not-a-token')).resolves.toMatchObject({ status: 401 });
      const applicant = await signedInApplicant(sut.app, { email: `anna.${Date.now()}@casanova.example`, listingId: CASA_NOVA_LISTING });
      await expect(applications(applicant.authorization)).resolves.toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.claims } });
    });
  });
});
