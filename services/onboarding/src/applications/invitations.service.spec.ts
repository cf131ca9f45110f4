import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from './invitations.service.js';

describe(InvitationsService.name, () => {
  let testApp: OnboardingTestApp;
  let sut: InvitationsService;
  let applicationId: string;

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    sut = testApp.app.get(InvitationsService);
    ({ applicationId } = await signedInApplicant(testApp.app, { email: 'maria@example.it' }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates unguessable, distinct codes', async () => {
    const [a, b] = await Promise.all([
      sut.create({ applicationId, applicantRole: 'guarantor', email: 'a@example.it' }),
      sut.create({ applicationId, applicantRole: 'guarantor', email: 'b@example.it' }),
    ]);
    expect(a.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.code).not.toBe(b.code);
  });

  it('lets only one of two concurrent uses of a code succeed', async () => {
    const { code } = await sut.create({ applicationId, applicantRole: 'co-applicant', email: 'c@example.it' });
    const results = await Promise.allSettled([sut.consume(code), sut.consume(code)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(rejected.reason).toMatchObject({ status: 410, message: 'Invitation.Error.AlreadyUsed' });
  });

  it('refuses to consume an unknown code', async () => {
    await expect(sut.consume('unknown-code-000')).rejects.toMatchObject({ status: 404, message: 'Invitation.Error.NotFound' });
  });
});
