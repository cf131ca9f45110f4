import { startTestMailbox, type TestMailbox } from '../../test/fixtures/mailbox.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { ContinueLaterController } from './continue-later.controller.js';

describe(ContinueLaterController.name, () => {
  let sut: OnboardingTestApp;
  let mailbox: TestMailbox;

  const registerWithToken = (email: string, extra: { listingId?: string; applicationType?: string } = {}) =>
    signedInApplicant(sut.app, { firstName: 'Giulia', lastName: 'Verdi', email, mobile: '+39-3331234567', ...extra });

  const sendLink = (authorization: string | null, query: string) =>
    sut.call(`/api/v1/workflow/send-continue-later-email?${query}`, { method: 'POST', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    mailbox = await startTestMailbox({ refuse: ['failing@example.it'] });
    sut = await startOnboardingTestApp({ smtpUrl: mailbox.url });
  });

  beforeEach(() => mailbox.clear());

  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });

  it('e-mails the owner a resume link in the interface language', async () => {
    const giulia = await registerWithToken('giulia.verdi@example.it', { listingId: '1002', applicationType: 'mortgage' });
    await expect(sendLink(giulia.authorization, `application_id=${giulia.applicationId}&lang=de`)).resolves.toEqual({
      status: 200,
      body: { success: true, message: 'ContinueLater.Sent' },
    });
    expect(mailbox.messages()).toHaveLength(1);
    const [mail] = mailbox.messages();
    expect(mail.to).toBe('giulia.verdi@example.it');
    expect(mail.subject).toBe('Setzen Sie Ihre Mietbewerbung fort');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4200/de/mortgage/apply/1002');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      resume_application: 'true',
      application_id: giulia.applicationId,
      appType: 'mortgage',
      first_name: 'Giulia',
      last_name: 'Verdi',
      email: 'giulia.verdi@example.it',
      mobile: '+39-3331234567',
      employment_status: 'Employed',
      listing_id: '1002',
    });
    expect(mail.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
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
