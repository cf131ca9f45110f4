import { AccessTokenVerifier } from '@tenant/server-kit';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { outboxEvents } from '../../test/fixtures/outbox-events.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { NewApplicationController } from './new-application.controller.js';
import { NEW_APPLICATION_RAPID_ONLY } from './new-application.service.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

describe(NewApplicationController.name, () => {
  let sut: OnboardingTestApp;
  let db: DataSource;
  let partnerApplicant: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
    // as the partner entry makes them (spec 2§4 Partner entry): rapid, Hybrid-employed, the partner's listing, no navigation
    partnerApplicant = await signedInApplicant(sut.app, { email: 'lea.partner@example.de', applicationType: 'rapid', employmentStatus: 'Hybrid-employed', listingId: '1004', hideNav: true });
    await db.query(`UPDATE applications SET step = 5, step_router = 'result' WHERE id = $1`, [partnerApplicant.applicationId]);
  });
  afterAll(async () => {
    await sut?.close();
  });

  const createNewApp = (applicationId: string, caller: { authorization?: string }) =>
    sut.call(`/api/v2/report/create-new-app?application_id=${applicationId}&lang=de`, { headers: caller.authorization ? { authorization: caller.authorization } : {} });
  const applicationRow = async (id: string) =>
    (await db.query('SELECT applicant_id, application_type, applicant_role, employment_status, listing_id, hide_nav, step, step_router FROM applications WHERE id = $1', [id]))[0];

  it('starts another rapid application of the same person at the income check, like the first, and tells the other services', async () => {
    const answer = await createNewApp(partnerApplicant.applicationId, partnerApplicant);
    expect(answer).toEqual({ status: 200, body: { success: true, application_id: expect.stringMatching(/^[0-9a-f-]{36}$/), access_token: expect.any(String) } });
    const created: string = answer.body.application_id;
    // a fresh session that grants both: the other services open the new application before its events reach them
    await expect(sut.app.get(AccessTokenVerifier).verify(answer.body.access_token)).resolves.toMatchObject({
      userId: partnerApplicant.applicantId,
      applications: { [partnerApplicant.applicationId]: 'owner', [created]: 'owner' },
    });
    expect(created).not.toBe(partnerApplicant.applicationId);
    await expect(applicationRow(created)).resolves.toEqual({
      applicant_id: partnerApplicant.applicantId,
      application_type: 'rapid',
      applicant_role: 'main-applicant',
      employment_status: 'Hybrid-employed',
      listing_id: '1004',
      hide_nav: true,
      step: 3,
      step_router: 'income-check',
    });
    await expect(applicationRow(partnerApplicant.applicationId)).resolves.toMatchObject({ step: 5, step_router: 'result' });

    const state = await sut.call(`/api/v1/state/?application_id=${created}`, { headers: { authorization: partnerApplicant.authorization } });
    expect(state).toMatchObject({ status: 200, body: { success: true, step_router: 'income-check', documents: [], application: { applicationType: 'rapid', listing_id: '1004', hide_nav: true } } });

    const events = (await outboxEvents(sut.app, created)).map((event) => event.type);
    expect(events).toEqual(['applicant/registered', 'application/accessChanged', 'application/paymentTermsSet', 'application/companySet']);
    await expect(outboxEvents(sut.app, created, 'application/accessChanged')).resolves.toEqual([
      expect.objectContaining({ payload: { applicationId: created, ownerApplicantId: partnerApplicant.applicantId, invitedEmails: [] } }),
    ]);
  });

  it('answers someone else’s application like a missing one, and creates nothing', async () => {
    const other = await signedInApplicant(sut.app, { email: 'tom.other@example.de', applicationType: 'rapid', employmentStatus: 'Hybrid-employed' });
    const [{ count: before }] = await db.query('SELECT count(*)::int AS count FROM applications');
    await expect(createNewApp(partnerApplicant.applicationId, other)).resolves.toEqual(NOT_FOUND);
    await expect(createNewApp(randomUUID(), other)).resolves.toEqual(NOT_FOUND);
    await expect(db.query('SELECT count(*)::int AS count FROM applications')).resolves.toEqual([{ count: before }]);
  });

  it('needs a valid session and an application id (one that names nothing is a missing one)', async () => {
    await expect(createNewApp(partnerApplicant.applicationId, {})).resolves.toMatchObject({ status: 401 });
    await expect(createNewApp(partnerApplicant.applicationId, { authorization: 'Bearer not-a-token' })).resolves.toMatchObject({ status: 401 });
    await expect(sut.call('/api/v2/report/create-new-app', { headers: { authorization: partnerApplicant.authorization } })).resolves.toMatchObject({ status: 422, body: { success: false } });
    await expect(createNewApp('not-an-id', partnerApplicant)).resolves.toEqual(NOT_FOUND);
  });

  it('refuses a rent application: only the rapid result offers a new one', async () => {
    const renter = await signedInApplicant(sut.app, { email: 'maria.renter@example.it' });
    await expect(createNewApp(renter.applicationId, renter)).resolves.toEqual({ status: 409, body: { success: false, message: NEW_APPLICATION_RAPID_ONLY } });
  });
});
