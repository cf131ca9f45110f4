import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { SignupController } from './signup.controller.js';

describe(SignupController.name, () => {
  let sut: OnboardingTestApp;
  let invitations: InvitationsService;
  let applicationId: string;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    invitations = sut.app.get(InvitationsService);
    ({ applicationId } = await signedInApplicant(sut.app, { email: 'maria@example.it' }));
  });

  afterAll(async () => {
    await sut?.close();
  });

  const publicInfo = (code: string) => sut.call(`/api/v1/signup/invitation-public-info?invitation_code=${encodeURIComponent(code)}`);

  it('tells an invited guarantor their role and e-mail', async () => {
    const { code } = await invitations.create({ applicationId, applicantRole: 'guarantor', email: 'Paolo.Verdi@Example.it' });
    await expect(publicInfo(code)).resolves.toEqual({ status: 200, body: { success: true, data: { applicant_role: 'guarantor', email: 'paolo.verdi@example.it' } } });
  });

  it('answers an invitation without an e-mail with a null e-mail', async () => {
    const { code } = await invitations.create({ applicationId, applicantRole: 'co-applicant' });
    await expect(publicInfo(code)).resolves.toEqual({ status: 200, body: { success: true, data: { applicant_role: 'co-applicant', email: null } } });
  });

  it('refuses an unknown code', async () => {
    await expect(publicInfo('no-such-code-123')).resolves.toEqual({ status: 404, body: { success: false, message: 'Invitation.Error.NotFound' } });
  });

  it('refuses a used invitation: an invitation can be used once only', async () => {
    const { code } = await invitations.create({ applicationId, applicantRole: 'guarantor', email: 'g@example.it' });
    await invitations.consume(code);
    await expect(publicInfo(code)).resolves.toEqual({ status: 410, body: { success: false, message: 'Invitation.Error.AlreadyUsed' } });
  });

  it('refuses a malformed code with the 422 envelope', async () => {
    const { status, body } = await publicInfo("x' OR 1=1 --");
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, message: 'Invitation.Error.NotFound', msg: [{ msg: 'Invitation.Error.NotFound', loc: ['query', 'invitation_code'] }] });
  });
});
