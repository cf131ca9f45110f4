import { AccessTokenVerifier } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, VALIDATION_MESSAGES } from '@tenant/validation';
import { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { startTestMailbox, type TestMailbox } from '../../test/fixtures/mailbox.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { EMAIL_CODE_LIMITS } from './email-codes.service.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { signPartnerLink } from './partner-link-signing.js';
import { SignupController } from './signup.controller.js';
import { VerifyEmailController } from './verify-email.controller.js';

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

let counter = 0;
const newEmail = () => `signup.${Date.now().toString(36)}.${(counter += 1)}@example.it`;

const validUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'maria',
  last_name: "d'angelo",
  email: newEmail(),
  mobile: '+39-333 123 4567',
  privacy_policy_consented: true,
  marketing_consented: false,
  data_processing_consented: false,
  employment_status: 'Employed',
  hide_nav: false,
  ...overrides,
});

describe(`${SignupController.name} and ${VerifyEmailController.name}`, () => {
  let sut: OnboardingTestApp;
  let mailbox: TestMailbox;
  let db: DataSource;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    sut = await startOnboardingTestApp({ smtpUrl: mailbox.url });
    db = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });
  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });
  // Every request comes from 127.0.0.1: the per-IP limits are tested on their own.
  beforeEach(async () => {
    await db.query('DELETE FROM auth_rate_events');
  });

  const attempt = (body: unknown, headers?: Record<string, string>) => sut.call('/api/v1/signup/attempt', json(body, headers));
  const submit = (body: unknown, query = 'lang=en', headers?: Record<string, string>) => sut.call(`/api/v1/signup/submit?${query}`, json(body, headers));
  const verify = (body: unknown, headers?: Record<string, string>) => sut.call('/api/v1/verify-email/submit', json(body, headers));
  /** A browser's own id (issue 22): the limits count per device too. */
  const device = (n: number) => ({ 'device-id': `device-${String(n).padStart(12, '0')}` });
  /** 429 'Please repeat later' saying when (issue 22): the seconds to wait, within `[min, max]`. */
  const expectTooMany = async (call: Promise<{ status: number; body: { message?: string; params?: { retry_after?: number } } }>, min: number, max: number) => {
    const { status, body } = await call;
    expect({ status, message: body.message }).toEqual({ status: 429, message: SIGNUP_MESSAGES.tooManyRequests });
    expect(body.params?.retry_after).toBeGreaterThanOrEqual(min);
    expect(body.params?.retry_after).toBeLessThanOrEqual(max);
  };
  const resend = (body: unknown, query = 'lang=en') => sut.call(`/api/v1/verify-email/resend-code?${query}`, json(body));
  const backdateCodes = (email: string, seconds: number) =>
    db.query(`UPDATE email_verification_codes SET created_at = created_at - make_interval(secs => $2) WHERE email = $1`, [email, seconds]);

  describe('sign-up rules (spec 1§5), the same schema as the form', () => {
    it.each([
      ['first name empty', { first_name: '' }, 'first_name', VALIDATION_MESSAGES.required],
      ['first name only digits', { first_name: '1234' }, 'first_name', VALIDATION_MESSAGES.invalidName],
      ['first name only punctuation', { first_name: ".,'-" }, 'first_name', VALIDATION_MESSAGES.invalidName],
      ['first name with a symbol', { first_name: 'Ma<ria' }, 'first_name', VALIDATION_MESSAGES.invalidName],
      ['last name empty', { last_name: '  ' }, 'last_name', VALIDATION_MESSAGES.required],
      ['last name only digits', { last_name: '42' }, 'last_name', VALIDATION_MESSAGES.invalidName],
      ['e-mail empty', { email: '' }, 'email', VALIDATION_MESSAGES.required],
      ['e-mail malformed', { email: 'maria@' }, 'email', VALIDATION_MESSAGES.invalidEmail],
      ['mobile missing', { mobile: '' }, 'mobile', VALIDATION_MESSAGES.required],
      ['mobile too short', { mobile: '+39-1234567' }, 'mobile', VALIDATION_MESSAGES.invalidMobile],
      ['mobile too long', { mobile: '+39-12345678901234' }, 'mobile', VALIDATION_MESSAGES.invalidMobile],
      ['mobile prefix of 5 digits', { mobile: '+12345-12345678' }, 'mobile', VALIDATION_MESSAGES.invalidMobile],
      ['mobile with letters', { mobile: '+39-333abc4567' }, 'mobile', VALIDATION_MESSAGES.invalidMobile],
      ['privacy consent not given', { privacy_policy_consented: false }, 'privacy_policy_consented', SIGNUP_MESSAGES.privacyConsentRequired],
      ['privacy consent missing', { privacy_policy_consented: undefined }, 'privacy_policy_consented', SIGNUP_MESSAGES.privacyConsentRequired],
      ['marketing consent not a flag', { marketing_consented: 'maybe' }, 'marketing_consented', VALIDATION_MESSAGES.invalid],
      ['no employment status', { employment_status: undefined }, 'employment_status', VALIDATION_MESSAGES.unknownOccupation],
      ['unknown employment status', { employment_status: 'Astronaut' }, 'employment_status', VALIDATION_MESSAGES.unknownOccupation],
      ['malformed invitation code', { invitation_code: "x' OR 1=1" }, 'invitation_code', VALIDATION_MESSAGES.invitationNotFound],
    ])('refuses %s with its message key', async (_name, overrides, field, key) => {
      const { status, body } = await attempt(validUser(overrides));
      expect(status).toBe(422);
      expect(body).toEqual({ success: false, message: key, msg: [{ msg: key, loc: ['body', field] }] });
    });

    it.each([
      ['accents and apostrophes', { first_name: 'Zoë', last_name: "D'Alessandro-Müller" }],
      ['digits beside letters', { first_name: 'Maria 2', last_name: 'Rossi Jr.' }],
      ['separators in the mobile', { mobile: '+49 (170) 123-4567' }],
      ['a four-digit prefix', { mobile: '+1234-12345678' }],
      ['marketing and data-processing consents', { marketing_consented: true, data_processing_consented: true }],
    ])('accepts %s', async (_name, overrides) => {
      await expect(attempt(validUser(overrides))).resolves.toEqual({ status: 200, body: { success: true } });
    });

    it('does not need a mobile for rapid applications', async () => {
      await expect(attempt(validUser({ mobile: undefined }), { 'application-type': 'rapid' })).resolves.toEqual({ status: 200, body: { success: true } });
    });

    it('lists every invalid field, so the form can show Form.Error for several', async () => {
      const { status, body } = await attempt(validUser({ first_name: '', email: 'x', privacy_policy_consented: false }));
      expect(status).toBe(422);
      expect(body.msg.map((item: { loc: string[] }) => item.loc[1])).toEqual(['first_name', 'email', 'privacy_policy_consented']);
    });

    it("answers a body that is not an object with 'Please send a valid body.'", async () => {
      await expect(attempt([1, 2])).resolves.toEqual({ status: 400, body: { success: false, message: SIGNUP_MESSAGES.invalidBody } });
      await expect(verify([{ email: 'a@b.it', code: '123456' }])).resolves.toEqual({ status: 400, body: { success: false, message: SIGNUP_MESSAGES.invalidBody } });
    });
  });

  describe('e-mail code (OWASP ASVS 6.5)', () => {
    it('records when a marketing consent was given, so it is kept no longer than its retention', async () => {
      const consentOf = async (email: string) => (await db.query('SELECT marketing_consented, marketing_consented_at FROM applicants WHERE email = $1', [email]))[0];
      const user = validUser({ email: 'newsletter.reader@example.it', marketing_consented: true });
      await submit(user, 'lang=it');
      await verify({ email: user.email, code: mailbox.lastCodeFor(user.email) });
      await expect(consentOf(user.email)).resolves.toEqual({ marketing_consented: true, marketing_consented_at: expect.any(Date) });
      const other = validUser({ email: 'no.newsletter@example.it', marketing_consented: false });
      await submit(other, 'lang=it');
      await verify({ email: other.email, code: mailbox.lastCodeFor(other.email) });
      await expect(consentOf(other.email)).resolves.toEqual({ marketing_consented: false, marketing_consented_at: null });
    });

    it('mails a six-digit code in the applicant’s language, stores only its keyed hash, and signs in once with it', async () => {
      const user = validUser();
      const submitted = await submit(user, 'lang=de');
      expect(submitted).toEqual({ status: 200, body: { success: true, application_id: expect.any(String) } });
      const code = mailbox.lastCodeFor(user.email);
      expect(mailbox.messages().at(-1)?.subject).toBe('Ihr Bestätigungscode');
      const [row] = await db.query('SELECT * FROM email_verification_codes WHERE email = $1', [user.email]);
      expect(JSON.stringify(row)).not.toContain(code);

      const verified = await verify({ email: user.email, code });
      expect(verified).toEqual({ status: 200, body: { success: true, access_token: expect.any(String), application_id: submitted.body.application_id } });
      // the token grants the new application, so every service opens it before onboarding's events reach it
      await expect(sut.app.get(AccessTokenVerifier).verify(verified.body.access_token)).resolves.toMatchObject({ applications: { [submitted.body.application_id]: 'owner' } });
      const state = await sut.call(`/api/v1/state/?application_id=${submitted.body.application_id}`, { headers: { authorization: `Bearer ${verified.body.access_token}` } });
      expect(state.body.user).toEqual(expect.objectContaining({ first_name: 'Maria', last_name: "D'Angelo", email: user.email, mobile: '+39-3331234567' }));

      await expect(verify({ email: user.email, code })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
    });

    it('refuses a wrong code, and after 5 tries the right one too', async () => {
      const user = validUser();
      await submit(user);
      const code = mailbox.lastCodeFor(user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) await expect(verify({ email: user.email, code: wrong })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
      await expect(verify({ email: user.email, code })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
    });

    it('refuses a code for another address', async () => {
      const user = validUser();
      await submit(user);
      await expect(verify({ email: newEmail(), code: mailbox.lastCodeFor(user.email) })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
    });

    it('times a code out after 10 minutes', async () => {
      const user = validUser();
      await submit(user);
      const [row] = await db.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS lifetime FROM email_verification_codes WHERE email = $1`, [user.email]);
      expect(row.lifetime).toBe(10 * 60);
      await db.query(`UPDATE email_verification_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [user.email]);
      await expect(verify({ email: user.email, code: mailbox.lastCodeFor(user.email) })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.timedOut } });
    });

    it('refuses a six-digit shape violation with the 422 envelope', async () => {
      const { status, body } = await verify({ email: newEmail(), code: '12a45' });
      expect(status).toBe(422);
      expect(body.msg).toEqual([{ msg: SIGNUP_MESSAGES.invalidCode, loc: ['body', 'code'] }]);
    });

    it('sends a new code not before 60 s, and the new code replaces the old one', async () => {
      const user = validUser();
      await submit(user);
      const first = mailbox.lastCodeFor(user.email);
      await expectTooMany(resend({ email: user.email }), 30, 60);
      await backdateCodes(user.email, 61);
      await expect(resend({ email: user.email }, 'lang=it')).resolves.toEqual({ status: 200, body: { success: true } });
      expect(mailbox.messages().at(-1)?.subject).toBe('Il tuo codice di verifica');
      const second = mailbox.lastCodeFor(user.email);
      if (first !== second) await expect(verify({ email: user.email, code: first })).resolves.toEqual(expect.objectContaining({ status: 401 }));
      await expect(verify({ email: user.email, code: second })).resolves.toEqual(expect.objectContaining({ status: 200 }));
    });

    it('answers a resend for an unknown address like any other, without mail', async () => {
      const sent = mailbox.messages.length;
      await expect(resend({ email: newEmail() })).resolves.toEqual({ status: 200, body: { success: true } });
      expect(mailbox.messages).toHaveLength(sent);
    });

    it(`limits codes per address to ${EMAIL_CODE_LIMITS.sendsPerAddressPerHour} an hour`, async () => {
      const user = validUser();
      await submit(user);
      for (let i = 1; i < EMAIL_CODE_LIMITS.sendsPerAddressPerHour; i += 1) {
        await backdateCodes(user.email, 61);
        await expect(resend({ email: user.email })).resolves.toEqual(expect.objectContaining({ status: 200 }));
      }
      await backdateCodes(user.email, 61);
      // The oldest of the five codes leaves the hour's window in a little under an hour: the wait says so (bounds wide enough for any run's speed).
      await expectTooMany(resend({ email: user.email }), 1800, 3600);
    });

    it(`limits codes per device to ${EMAIL_CODE_LIMITS.sendsPerDevicePerHour} an hour, and a client without a device id counts as its IP`, async () => {
      for (let i = 0; i < EMAIL_CODE_LIMITS.sendsPerDevicePerHour; i += 1) await expect(submit(validUser())).resolves.toEqual(expect.objectContaining({ status: 200 }));
      await expectTooMany(submit(validUser()), 1800, 3600);
      for (let i = 0; i < EMAIL_CODE_LIMITS.sendsPerDevicePerHour; i += 1) await expect(submit(validUser(), 'lang=en', device(1))).resolves.toEqual(expect.objectContaining({ status: 200 }));
      await expectTooMany(submit(validUser(), 'lang=en', device(1)), 1800, 3600);
      // A malformed device id is no device id: it shares the IP's bucket, which is full.
      await expect(submit(validUser(), 'lang=en', { 'device-id': 'x' })).resolves.toEqual(expect.objectContaining({ status: 429 }));
    });

    it(`serves the many devices of one shared office address up to ${EMAIL_CODE_LIMITS.sendsPerIpPerHour} codes an hour (issue 22)`, async () => {
      // ten devices at a time, as an office's people would: every one of the limit's codes is sent, none more
      const sendsOf = (batch: number) => Array.from({ length: 10 }, (_, i) => submit(validUser(), 'lang=en', device(100 + batch * 10 + i)).then(({ status }) => status));
      const statuses: number[] = [];
      for (let batch = 0; batch < EMAIL_CODE_LIMITS.sendsPerIpPerHour / 10; batch += 1) statuses.push(...(await Promise.all(sendsOf(batch))));
      expect(statuses).toEqual(Array(EMAIL_CODE_LIMITS.sendsPerIpPerHour).fill(200));
      await expectTooMany(submit(validUser(), 'lang=en', device(999)), 1800, 3600);
    });

    it(`limits code checks per device to ${EMAIL_CODE_LIMITS.checksPerDevicePer10Minutes} in 10 minutes, not the office's other devices`, async () => {
      for (let i = 0; i < EMAIL_CODE_LIMITS.checksPerDevicePer10Minutes; i += 1) await verify({ email: newEmail(), code: '123456' }, device(1));
      await expectTooMany(verify({ email: newEmail(), code: '123456' }, device(1)), 300, 600);
      await expect(verify({ email: newEmail(), code: '123456' }, device(2))).resolves.toEqual(expect.objectContaining({ status: 401 }));
    });

    it(`limits code checks per IP to ${EMAIL_CODE_LIMITS.checksPerIpPer10Minutes} in 10 minutes, whatever device ids it sends`, async () => {
      for (let i = 0; i < EMAIL_CODE_LIMITS.checksPerIpPer10Minutes; i += 1) await verify({ email: newEmail(), code: '123456' }, device(i));
      await expectTooMany(verify({ email: newEmail(), code: '123456' }, device(9999)), 300, 600);
    });

    it('does not change an existing person’s details before they verify their address', async () => {
      const existing = await signedInApplicant(sut.app, { email: newEmail(), firstName: 'Maria', lastName: 'Rossi' });
      await submit(validUser({ email: existing.email, first_name: 'Mallory', last_name: 'Evil' }));
      const [row] = await db.query('SELECT first_name, last_name FROM applicants WHERE email = $1', [existing.email]);
      expect(row).toEqual({ first_name: 'Maria', last_name: 'Rossi' });
    });
  });

  describe('invitations', () => {
    it('signs an invited guarantor up once: the invitation links the application and cannot be used again', async () => {
      const inviter = await signedInApplicant(sut.app, { email: newEmail() });
      const guarantorEmail = newEmail();
      const { code } = await sut.app.get(InvitationsService).create({ applicationId: inviter.applicationId, applicantRole: 'guarantor', email: guarantorEmail });
      const first = await submit(validUser({ email: guarantorEmail, invitation_code: code }));
      expect(first.status).toBe(200);
      const [application] = await db.query('SELECT applicant_role, linked_application_id FROM applications WHERE id = $1', [first.body.application_id]);
      expect(application).toEqual({ applicant_role: 'guarantor', linked_application_id: inviter.applicationId });
      await db.query('DELETE FROM email_verification_codes');
      await expect(submit(validUser({ email: guarantorEmail, invitation_code: code }))).resolves.toEqual({
        status: 410,
        body: { success: false, message: 'Invitation.Error.AlreadyUsed' },
      });
      await expect(attempt(validUser({ email: guarantorEmail, invitation_code: code }))).resolves.toEqual(expect.objectContaining({ status: 410 }));
    });

    it('signs an invited person in with a token that grants their own, linked application and not the inviting one (README "Who may call what")', async () => {
      const inviter = await signedInApplicant(sut.app, { email: newEmail() });
      const coApplicantEmail = newEmail();
      const { code } = await sut.app.get(InvitationsService).create({ applicationId: inviter.applicationId, applicantRole: 'co-applicant', email: coApplicantEmail });
      const submitted = await submit(validUser({ email: coApplicantEmail, invitation_code: code }));
      const verified = await verify({ email: coApplicantEmail, code: mailbox.lastCodeFor(coApplicantEmail) });
      expect(verified.status).toBe(200);
      const claims = await sut.app.get(AccessTokenVerifier).verify(verified.body.access_token);
      expect(claims.applications).toEqual({ [submitted.body.application_id]: 'owner' });
      const inviting = await sut.call(`/api/v1/state?application_id=${inviter.applicationId}`, { headers: { authorization: `Bearer ${verified.body.access_token}` } });
      expect(inviting).toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
    });

    it('refuses an invitation for another address like an unknown one', async () => {
      const inviter = await signedInApplicant(sut.app, { email: newEmail() });
      const { code } = await sut.app.get(InvitationsService).create({ applicationId: inviter.applicationId, applicantRole: 'guarantor', email: newEmail() });
      await expect(attempt(validUser({ invitation_code: code }))).resolves.toEqual({ status: 404, body: { success: false, message: 'Invitation.Error.NotFound' } });
    });

    it('refuses the inviting applicant themself: already an active application with this person', async () => {
      const inviter = await signedInApplicant(sut.app, { email: newEmail() });
      const { code } = await sut.app.get(InvitationsService).create({ applicationId: inviter.applicationId, applicantRole: 'co-applicant' });
      await expect(attempt(validUser({ email: inviter.email, invitation_code: code }))).resolves.toEqual({
        status: 409,
        body: { success: false, message: SIGNUP_MESSAGES.activeApplication },
      });
    });
  });

  describe('partner entry (spec 2§4)', () => {
    const SECRET = 'demo-only-rapidrent-signing-secret';
    const sign = (overrides: Record<string, unknown> = {}, secret = SECRET) =>
      signPartnerLink(
        { partner_id: 'rapidrent-demo', listing_id: '1004', first_name: 'Anna', last_name: 'Neri', email: newEmail(), exp: Math.floor(Date.now() / 1000) + 600, ...overrides } as never,
        secret,
      );
    const check = (sig: string) => sut.call(`/api/v1/openapis/verify-partner-signature?sig=${encodeURIComponent(sig)}`);

    it("answers a valid signature with 'Authenticated' and the certificate", async () => {
      const sig = sign({ email: 'anna.neri@example.it' });
      await expect(check(sig)).resolves.toEqual({
        status: 200,
        body: { success: true, message: 'Authenticated', certificate: { first_name: 'Anna', last_name: 'Neri', email: 'anna.neri@example.it' }, listing_id: '1004' },
      });
    });

    it.each([
      ['a forged signature', () => sign({}, 'not-the-partner-secret'), SIGNUP_MESSAGES.invalidSignature],
      ['a changed payload', () => sign().replace(/^[^.]+/, Buffer.from('{"partner_id":"rapidrent-demo","email":"x@y.it","exp":9999999999}').toString('base64url')), SIGNUP_MESSAGES.invalidSignature],
      ['an unknown partner', () => sign({ partner_id: 'nobody' }), SIGNUP_MESSAGES.invalidSignature],
      ['an expired link', () => sign({ exp: Math.floor(Date.now() / 1000) - 1 }), SIGNUP_MESSAGES.signatureExpired],
      ['a link that lives too long', () => sign({ exp: Math.floor(Date.now() / 1000) + 7200 }), SIGNUP_MESSAGES.signatureExpired],
    ])('refuses %s', async (_name, make, message) => {
      await expect(check(make())).resolves.toEqual({ status: 403, body: { success: false, message } });
    });

    it('refuses a malformed signature with the 422 envelope', async () => {
      await expect(check('not a signature')).resolves.toEqual(expect.objectContaining({ status: 422 }));
    });

    it('signs a partner applicant in with the fixed code only together with the signature, once', async () => {
      const email = newEmail();
      const sig = sign({ email });
      const user = validUser({ email, first_name: 'Anna', last_name: 'Neri', employment_status: 'Hybrid-employed', listing_id: '1004', sig, mobile: '+39-00000000' });
      const sent = mailbox.messages.length;
      const submitted = await submit(user, 'lang=en', { 'application-type': 'rapid' });
      expect(submitted.status).toBe(200);
      expect(mailbox.messages).toHaveLength(sent);
      await expect(verify({ email, code: '000000' })).resolves.toEqual({ status: 401, body: { success: false, message: SIGNUP_MESSAGES.wrongCode } });
      const verified = await verify({ email, code: '000000', sig });
      expect(verified).toEqual({ status: 200, body: { success: true, access_token: expect.any(String), application_id: submitted.body.application_id } });
      await db.query('DELETE FROM auth_rate_events');
      await submit(user, 'lang=en', { 'application-type': 'rapid' });
      await expect(verify({ email, code: '000000', sig })).resolves.toEqual({ status: 403, body: { success: false, message: SIGNUP_MESSAGES.signatureUsed } });
    });

    const partnerUser = (email: string, sig: string, listingId = '1004') =>
      validUser({ email, first_name: 'Anna', last_name: 'Neri', employment_status: 'Hybrid-employed', listing_id: listingId, sig, mobile: '+39-00000000' });
    const rapid = { 'application-type': 'rapid' };

    it('refuses to sign in an applicant who is not one of the partner’s listings: its key opens no one else’s account', async () => {
      const existing = await signedInApplicant(sut.app, { email: newEmail() });
      const sig = sign({ email: existing.email });
      await expect(submit(partnerUser(existing.email, sig), 'lang=en', rapid)).resolves.toEqual({ status: 403, body: { success: false, message: SIGNUP_MESSAGES.invalidSignature } });
      await expect(verify({ email: existing.email, code: '000000', sig })).resolves.toEqual(expect.objectContaining({ status: 401 }));
      const [{ count }] = await db.query('SELECT count(*)::int AS count FROM applications WHERE applicant_id = $1', [existing.applicantId]);
      expect(count).toBe(1);
    });

    it('refuses at verification a partner applicant whose application is on another company’s listing', async () => {
      const email = newEmail();
      const sig = sign({ email });
      expect((await submit(partnerUser(email, sig, '1002'), 'lang=en', rapid)).status).toBe(200);
      await expect(verify({ email, code: '000000', sig })).resolves.toEqual({ status: 403, body: { success: false, message: SIGNUP_MESSAGES.invalidSignature } });
    });

    it('signs a returning applicant of the partner’s listing in again with a new signature', async () => {
      const email = newEmail();
      const first = sign({ email });
      await submit(partnerUser(email, first), 'lang=en', rapid);
      expect((await verify({ email, code: '000000', sig: first })).status).toBe(200);
      await db.query('DELETE FROM auth_rate_events');
      const second = sign({ email, exp: Math.floor(Date.now() / 1000) + 601 });
      expect((await submit(partnerUser(email, second), 'lang=en', rapid)).status).toBe(200);
      await expect(verify({ email, code: '000000', sig: second })).resolves.toEqual(expect.objectContaining({ status: 200 }));
    });

    it('refuses a sign-up whose e-mail is not the signed one', async () => {
      const user = validUser({ sig: sign(), employment_status: 'Hybrid-employed' });
      await expect(submit(user, 'lang=en', { 'application-type': 'rapid' })).resolves.toEqual({ status: 400, body: { success: false, message: SIGNUP_MESSAGES.invalidSignature } });
    });
  });
});
