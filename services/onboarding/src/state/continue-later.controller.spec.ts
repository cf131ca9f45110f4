import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startTestMailbox, type TestMailbox } from '../../test/fixtures/mailbox.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ContinueLaterController } from './continue-later.controller.js';

describe(ContinueLaterController.name, () => {
  let sut: OnboardingTestApp;
  let mailbox: TestMailbox;
  let dataSource: DataSource;

  const registerWithToken = (email: string, extra: { listingId?: string; applicationType?: string } = {}) =>
    signedInApplicant(sut.app, { firstName: 'Giulia', lastName: 'Verdi', email, mobile: '+39-3331234567', ...extra });

  const sendLink = (authorization: string | null, query: string) =>
    sut.call(`/api/v1/workflow/send-continue-later-email?${query}`, { method: 'POST', headers: authorization ? { authorization } : {} });
  const openLink = (token: string) => sut.call(`/api/v1/state/resume-link?resume_token=${encodeURIComponent(token)}`);
  const linkOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

  beforeAll(async () => {
    mailbox = await startTestMailbox({ refuse: ['failing@example.it'] });
    sut = await startOnboardingTestApp({ smtpUrl: mailbox.url });
    dataSource = sut.app.get(getDataSourceToken(ONBOARDING_DATABASE));
  });

  beforeEach(() => mailbox.clear());

  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });

  it('e-mails the owner a resume link in the interface language, with an opaque token and no personal data', async () => {
    const giulia = await registerWithToken('giulia.verdi@example.it', { listingId: '1002', applicationType: 'mortgage' });
    await expect(sendLink(giulia.authorization, `application_id=${giulia.applicationId}&lang=de`)).resolves.toEqual({
      status: 200,
      body: { success: true, message: 'ContinueLater.Sent' },
    });
    expect(mailbox.messages()).toHaveLength(1);
    const [mail] = mailbox.messages();
    expect(mail.to).toBe('giulia.verdi@example.it');
    expect(mail.subject).toBe('Setzen Sie Ihre Mietbewerbung fort');
    const link = linkOf(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4200/de/mortgage/apply/1002');
    expect([...link.searchParams.keys()]).toEqual(['resume_application', 'resume_token']);
    expect(link.searchParams.get('resume_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const personal of ['Giulia', 'Verdi', 'giulia', '3331234567', giulia.applicationId]) expect(link.toString()).not.toContain(personal);
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);

    // The token opens what the spec's resume query used to carry; the database keeps only its hash.
    const token = link.searchParams.get('resume_token')!;
    await expect(openLink(token)).resolves.toEqual({
      status: 200,
      body: {
        success: true,
        application_id: giulia.applicationId,
        appType: 'mortgage',
        listing_id: '1002',
        employment_status: 'Employed',
        email: 'giulia.verdi@example.it',
        first_name: 'Giulia',
        last_name: 'Verdi',
        mobile: '+39-3331234567',
      },
    });
    const stored = (await dataSource.query('SELECT token_hash, purpose FROM resume_links WHERE application_id = $1', [giulia.applicationId])) as {
      token_hash: string;
      purpose: string;
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].purpose).toBe('resume');
  });

  it('opens nothing with an unknown, expired or tampered token, or once the application is deleted (one answer)', async () => {
    const owner = await registerWithToken('expiring@example.it');
    await sendLink(owner.authorization, `application_id=${owner.applicationId}&lang=en`);
    const token = linkOf(mailbox.messages()[0].text).searchParams.get('resume_token')!;
    const invalid = { status: 404, body: { success: false, message: 'ResumeLink.Error.Invalid' } };
    await expect(openLink(token)).resolves.toMatchObject({ status: 200 });
    await expect(openLink(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).resolves.toEqual(invalid);
    await expect(openLink('')).resolves.toEqual(invalid);
    await expect(sut.call('/api/v1/state/resume-link')).resolves.toEqual(invalid);

    await dataSource.query("UPDATE resume_links SET expires_at = now() - interval '1 second' WHERE application_id = $1", [owner.applicationId]);
    await expect(openLink(token)).resolves.toEqual(invalid);

    await sendLink(owner.authorization, `application_id=${owner.applicationId}&lang=en`);
    const fresh = linkOf(mailbox.messages()[1].text).searchParams.get('resume_token')!;
    await expect(openLink(fresh)).resolves.toMatchObject({ status: 200 });
    await sut.call(`/api/v1/signup/delete-application?delete_application_id=${owner.applicationId}`, { method: 'POST', headers: { authorization: owner.authorization } });
    await expect(openLink(fresh)).resolves.toEqual(invalid);
  });

  it("gives the same answer for someone else's, an unknown and a malformed application, and sends nothing", async () => {
    const owner = await registerWithToken('owner@example.it');
    const intruder = await registerWithToken('intruder@example.it');
    const answers = await Promise.all([
      sendLink(intruder.authorization, `application_id=${owner.applicationId}&lang=en`),
      sendLink(intruder.authorization, 'application_id=7d2c6a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6&lang=en'),
      sendLink(intruder.authorization, 'application_id=not-an-id&lang=en'),
      sendLink(intruder.authorization, 'lang=en'),
    ]);
    for (const answer of answers) expect(answer).toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
    expect(mailbox.messages()).toEqual([]);
  });

  it('sends an invited person nothing for the inviting application: the 404 of a missing one', async () => {
    const owner = await registerWithToken('main.applicant@example.it');
    const guarantor = await registerWithToken('guarantor@example.it');
    await sut.app.get(InvitationsService).create({ applicationId: owner.applicationId, applicantRole: 'guarantor', email: 'Guarantor@Example.it' });
    await expect(sendLink(guarantor.authorization, `application_id=${owner.applicationId}&lang=en`)).resolves.toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
    expect(mailbox.messages()).toEqual([]);
  });

  it('refuses a caller without a session', async () => {
    const owner = await registerWithToken('nosession@example.it');
    await expect(sendLink(null, `application_id=${owner.applicationId}`)).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.InvalidToken' } });
    expect(mailbox.messages()).toEqual([]);
  });

  it('reports failure when the mail server does not take the e-mail', async () => {
    const owner = await registerWithToken('failing@example.it');
    await expect(sendLink(owner.authorization, `application_id=${owner.applicationId}&lang=it`)).resolves.toEqual({
      status: 502,
      body: { success: false, message: 'ContinueLater.Error.NotSent' },
    });
  });
});
