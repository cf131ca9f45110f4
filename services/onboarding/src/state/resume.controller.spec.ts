import { AccessTokenVerifier } from '@tenant/server-kit';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { ResumeController } from './resume.controller.js';

const NOT_FOUND = { success: false, message: 'Application.Error.NotFound' };
const MISSING = '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60';

describe(ResumeController.name, () => {
  let sut: OnboardingTestApp;
  let db: DataSource;
  let maria: SignedInApplicant;
  let earlier: SignedInApplicant;
  let mallory: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
    earlier = await signedInApplicant(sut.app, { email: 'maria.resume@example.it', employmentStatus: 'Student' });
    maria = await signedInApplicant(sut.app, { email: 'maria.resume@example.it' });
    mallory = await signedInApplicant(sut.app, { email: 'mallory@example.it' });
  });
  afterAll(async () => {
    await sut?.close();
  });

  const get = (path: string, who: SignedInApplicant) => sut.call(path, { headers: { authorization: who.authorization } });
  const post = (path: string, who: SignedInApplicant) => sut.call(path, { method: 'POST', headers: { authorization: who.authorization } });

  it('lists the caller’s unfinished applications of the last month, without the current one, and their open invitations', async () => {
    await db.query(`INSERT INTO applications (applicant_id, application_type, applicant_role, created_at) VALUES ($1, 'rent', 'main-applicant', now() - interval '40 days')`, [
      maria.applicantId,
    ]);
    const finished = await signedInApplicant(sut.app, { email: maria.email });
    await db.query(`UPDATE applications SET step_router = 'result' WHERE id = $1`, [finished.applicationId]);
    const { code } = await sut.app.get(InvitationsService).create({ applicationId: mallory.applicationId, applicantRole: 'guarantor', email: maria.email });

    const { status, body } = await get(`/api/v1/state/uncomplete-applications?application_id=${maria.applicationId}`, maria);
    expect(status).toBe(200);
    expect(body.applications).toEqual([
      { id: earlier.applicationId, first_name: 'Maria', last_name: 'Rossi', applicant_role: 'main-applicant', employment_status: 'Student', time_created: expect.any(String), state_router: null },
    ]);
    expect(body.invitations).toEqual([{ id: expect.any(String), role: 'guarantor', invited_by: 'Maria Rossi', invited_at: expect.any(String), code }]);
  });

  it('links the current application to an invitation addressed to the caller, once', async () => {
    const current = await signedInApplicant(sut.app, { email: 'paolo@example.it' });
    const { code } = await sut.app.get(InvitationsService).create({ applicationId: mallory.applicationId, applicantRole: 'guarantor', email: 'paolo@example.it' });
    const path = `/api/v1/state/link-applications?application_id=${current.applicationId}&invitation_code=${code}`;
    const linked = await get(path, current);
    expect(linked).toEqual({ status: 200, body: { success: true, application_id: current.applicationId, applicant_role: 'guarantor', access_token: expect.any(String) } });
    // the caller's own, now linked application; the inviting one stays its owner's alone
    await expect(sut.app.get(AccessTokenVerifier).verify(linked.body.access_token)).resolves.toEqual(expect.objectContaining({ applications: { [current.applicationId]: 'owner' } }));
    const [row] = await db.query('SELECT applicant_role, linked_application_id FROM applications WHERE id = $1', [current.applicationId]);
    expect(row).toEqual({ applicant_role: 'guarantor', linked_application_id: mallory.applicationId });
    await expect(get(path, current)).resolves.toEqual({ status: 410, body: { success: false, message: 'Invitation.Error.AlreadyUsed' } });
  });

  it('refuses an invitation addressed to someone else like an unknown one', async () => {
    const { code } = await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'co-applicant', email: 'someone@example.it' });
    await expect(get(`/api/v1/state/link-applications?application_id=${mallory.applicationId}&invitation_code=${code}`, mallory)).resolves.toEqual({
      status: 404,
      body: { success: false, message: 'Invitation.Error.NotFound' },
    });
  });

  describe('a foreign token is refused like a missing application', () => {
    it.each([
      ['uncomplete-applications', (id: string) => get(`/api/v1/state/uncomplete-applications?application_id=${id}`, mallory)],
      ['link-applications', (id: string) => get(`/api/v1/state/link-applications?application_id=${id}&invitation_code=abcdefgh`, mallory)],
      ['delete-application', (id: string) => post(`/api/v1/signup/delete-application?delete_application_id=${id}`, mallory)],
    ])('%s', async (_name, call) => {
      await expect(call(maria.applicationId)).resolves.toEqual({ status: 404, body: NOT_FOUND });
      await expect(call(MISSING)).resolves.toEqual({ status: 404, body: NOT_FOUND });
    });

    it('an invited person cannot delete the inviting application', async () => {
      const inviter = await signedInApplicant(sut.app, { email: 'inviter@example.it' });
      await sut.app.get(InvitationsService).create({ applicationId: inviter.applicationId, applicantRole: 'guarantor', email: mallory.email });
      await expect(post(`/api/v1/signup/delete-application?delete_application_id=${inviter.applicationId}`, mallory)).resolves.toEqual({ status: 404, body: NOT_FOUND });
    });

    it('refuses the calls without a token', async () => {
      await expect(sut.call('/api/v1/state/uncomplete-applications')).resolves.toEqual(expect.objectContaining({ status: 401 }));
      await expect(sut.call(`/api/v1/signup/delete-application?delete_application_id=${maria.applicationId}`, { method: 'POST' })).resolves.toEqual(
        expect.objectContaining({ status: 401 }),
      );
    });
  });

  it('deletes the caller’s own application and records the event', async () => {
    const doomed = await signedInApplicant(sut.app, { email: maria.email });
    await expect(post(`/api/v1/signup/delete-application?delete_application_id=${doomed.applicationId}`, doomed)).resolves.toEqual({ status: 200, body: { success: true } });
    await expect(db.query('SELECT 1 FROM applications WHERE id = $1', [doomed.applicationId])).resolves.toEqual([]);
    const events = await db.query(`SELECT type FROM outbox WHERE meta->>'applicationId' = $1`, [doomed.applicationId]);
    expect(events.map((e: { type: string }) => e.type)).toContain('application/deleted');
  });
});
