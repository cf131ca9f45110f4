import { getDataSourceToken } from '@nestjs/typeorm';
import { reportCompleted } from '@tenant/contracts';
import { CONTRACT_DATA_RETENTION_MONTHS, MARKETING_CONSENT_RETENTION_YEARS } from '@tenant/domain';
import { rowsReferencing } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { outboxEvents } from '../../test/fixtures/outbox-events.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ContractDataRetentionService } from './contract-data-retention.service.js';

const NOW = new Date('2026-11-23T10:00:00.000Z');
/** The retention cutoff for NOW: three calendar months earlier. */
const CUTOFF = '2026-08-23T10:00:00.000Z';
const SECOND = 1000;

const PERSONAL = { fiscalCode: 'RSSMRA90C52F205N', nationality: 'IT', dateOfBirth: '12/03/1990', placeOfBirth: 'Milano' };
const ADDRESS = { street: 'Via Roma', houseNum: '12/B', city: 'Milano', postcode: '20121', country: 'IT', province: 'MI' };
const HOUSEHOLD = {
  employmentStatus: 'Employed',
  householdMembersCount: '2,0',
  hhMembers: [{ fullname: 'Luca Bianchi', email: 'luca.bianchi@gmail.com', date_of_birth: '14/05/1991', relationship: 'Partner', role: 'Co-Applicant' }],
  guarantors: [{ fullname: 'Anna Verdi', email: 'anna.verdi@gmail.com', role: 'Guarantor', relationship: 'Family member' }],
  hasIncome: true,
  hasPets: false,
  petsDetails: '',
  accessibleHouse: false,
  livingSituation: 'rent',
  currentRent: 850.5,
  currentDeposit: 0,
  rentArrears: 0,
  rentArrearsExplanation: '',
  landlordName: 'Giorgio Neri',
  tenancyStartDate: '01/03/2021',
  tenancyEndDate: '',
  extraTenancyInfo: '',
  confirmation: true,
};

describe(ContractDataRetentionService.name, () => {
  let sut: OnboardingTestApp;
  let db: DataSource;
  let retention: ContractDataRetentionService;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
    retention = sut.app.get(ContractDataRetentionService);
  });
  afterAll(async () => {
    await sut?.close();
  });

  const post = async (caller: SignedInApplicant, path: string, body: unknown) => {
    const answer = await sut.call(`/api${path}?application_id=${caller.applicationId}&lang=it`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: caller.authorization },
      body: JSON.stringify(body),
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  };

  /** An applicant who went through the onboarding steps: personal details, address, household with invitations, confirmation. */
  const completeApplicant = async (email: string): Promise<SignedInApplicant> => {
    const applicant = await signedInApplicant(sut.app, { email });
    await post(applicant, '/v2/personal-details/submit/all', { ...PERSONAL, ...ADDRESS, state: '' });
    await post(applicant, '/v1/current-address/submit', ADDRESS);
    await post(applicant, '/v2/personal-details/submit/additional', HOUSEHOLD);
    await post(applicant, '/v1/confirmation/submit', { confirmation: true });
    return applicant;
  };
  const lastActive = (applicationId: string, at: Date | string) => db.query('UPDATE applications SET last_activity_at = $2 WHERE id = $1', [applicationId, at]);
  const shiftedFromCutoff = (ms: number) => new Date(new Date(CUTOFF).getTime() + ms);

  /** Every row of the onboarding schema that names the application or the person (tables added later are covered too). */
  const rowsNaming = async (applicationId: string, applicantId: string): Promise<Record<string, number>> => ({
    ...(await rowsReferencing(db, 'onboarding', { application_id: applicationId, linked_application_id: applicationId, applicant_id: applicantId })),
    ...(await rowsReferencing(db, 'onboarding', { id: applicationId })),
    ...(await rowsReferencing(db, 'onboarding', { id: applicantId })),
  });

  it(`removes an application last active ${CONTRACT_DATA_RETENTION_MONTHS} months ago with everything of its person, tells the other services once, and leaves the others alone`, async () => {
    const expired = await completeApplicant('giulia.expired@example.it');
    const recent = await completeApplicant('marco.recent@example.it');
    await lastActive(expired.applicationId, shiftedFromCutoff(-SECOND));
    await lastActive(recent.applicationId, shiftedFromCutoff(SECOND));
    const before = await rowsNaming(expired.applicationId, expired.applicantId);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['personal_details.application_id', 'current_addresses.application_id', 'household_people.application_id', 'invitations.application_id', 'veridicity_declarations.application_id']),
    );
    const recentBefore = await rowsNaming(recent.applicationId, recent.applicantId);

    await expect(retention.sweep(NOW)).resolves.toEqual({ deletedApplications: 1, deletedApplicants: 1 });

    await expect(rowsNaming(expired.applicationId, expired.applicantId)).resolves.toEqual({});
    await expect(db.query('SELECT 1 FROM applicants WHERE email = $1', [expired.email])).resolves.toEqual([]);
    await expect(rowsNaming(recent.applicationId, recent.applicantId)).resolves.toEqual(recentBefore);
    await expect(outboxEvents(sut.app, expired.applicationId, 'application/deleted')).resolves.toEqual([
      expect.objectContaining({ payload: { applicationId: expired.applicationId } }),
    ]);
    await expect(outboxEvents(sut.app, recent.applicationId, 'application/deleted')).resolves.toEqual([]);

    await expect(retention.sweep(NOW)).resolves.toEqual({ deletedApplications: 0, deletedApplicants: 0 });
    await expect(outboxEvents(sut.app, expired.applicationId, 'application/deleted')).resolves.toHaveLength(1);
  });

  it('removes an application when its period is over, not a millisecond before, and counts every step saved as activity', async () => {
    const onCutoff = await signedInApplicant(sut.app, { email: 'on.cutoff@example.it' });
    const resumed = await signedInApplicant(sut.app, { email: 'resumed@example.it' });
    await lastActive(onCutoff.applicationId, CUTOFF);
    await lastActive(resumed.applicationId, '2026-01-01T00:00:00.000Z');
    const saved = await sut.call(`/api/v1/state/update-step?application_id=${resumed.applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: resumed.authorization },
      body: JSON.stringify({ step: 5, step_router: 'personal-details' }),
    });
    expect(saved.status).toBe(200);

    await expect(retention.sweep(new Date(NOW.getTime() - 1))).resolves.toEqual({ deletedApplications: 0, deletedApplicants: 0 });
    await expect(retention.sweep(NOW)).resolves.toEqual({ deletedApplications: 1, deletedApplicants: 1 });
    await expect(rowsNaming(onCutoff.applicationId, onCutoff.applicantId)).resolves.toEqual({});
    await expect(rowsNaming(resumed.applicationId, resumed.applicantId)).resolves.toMatchObject({ 'applications.id': 1 });
  });

  it('starts the period again when the report is completed, however late the event arrives', async () => {
    const reported = await signedInApplicant(sut.app, { email: 'reported@example.it' });
    await lastActive(reported.applicationId, '2026-05-01T00:00:00.000Z');
    const completed = reportCompleted({ applicationId: reported.applicationId, reportId: 'c3f1b0a2-5d43-4d2e-9a55-5d1c0f5e7a10' }, reported.applicationId);
    completed.meta.occurredAt = '2026-09-01T00:00:00.000Z';
    await retention.onReportCompleted(completed);
    const older = { ...completed, meta: { ...completed.meta, occurredAt: '2026-06-01T00:00:00.000Z' } };
    await retention.onReportCompleted(older);

    const exists = async () => (await db.query('SELECT 1 FROM applications WHERE id = $1', [reported.applicationId])).length === 1;
    await retention.sweep(new Date('2026-11-30T23:59:59.999Z'));
    expect(await exists()).toBe(true);
    await retention.sweep(new Date('2026-12-01T00:00:00.000Z'));
    expect(await exists()).toBe(false);
  });

  it('keeps a person with another application, and only name, e-mail and consent of one who accepted marketing', async () => {
    const both = await signedInApplicant(sut.app, { email: 'two.applications@example.it' });
    const second = await sut.app.get(ApplicationsService).register({ firstName: 'Maria', lastName: 'Rossi', email: both.email, employmentStatus: 'Employed' });
    const marketing = await signedInApplicant(sut.app, { email: 'newsletter@example.it', mobile: '+39-3331234567' });
    await db.query(`UPDATE applicants SET marketing_consented = true, marketing_consented_at = '2025-06-01T00:00:00Z' WHERE id = $1`, [marketing.applicantId]);
    await lastActive(both.applicationId, '2026-01-01T00:00:00.000Z');
    await lastActive(marketing.applicationId, '2026-01-01T00:00:00.000Z');

    await expect(retention.sweep(NOW)).resolves.toEqual({ deletedApplications: 2, deletedApplicants: 0 });

    await expect(db.query('SELECT id FROM applications WHERE applicant_id = $1', [both.applicantId])).resolves.toEqual([{ id: second.applicationId }]);
    await expect(db.query('SELECT first_name, last_name, email, mobile, marketing_consented FROM applicants WHERE id = $1', [marketing.applicantId])).resolves.toEqual([
      { first_name: 'Maria', last_name: 'Rossi', email: 'newsletter@example.it', mobile: null, marketing_consented: true },
    ]);
  });

  it(`removes a person kept for a marketing consent once it is ${MARKETING_CONSENT_RETENTION_YEARS} years old`, async () => {
    const contact = await signedInApplicant(sut.app, { email: 'old.newsletter@example.it' });
    await db.query(`UPDATE applicants SET marketing_consented = true, marketing_consented_at = '2021-11-23T10:00:00.001Z' WHERE id = $1`, [contact.applicantId]);
    await lastActive(contact.applicationId, '2021-11-23T10:00:00Z');
    const exists = async () => (await db.query('SELECT 1 FROM applicants WHERE id = $1', [contact.applicantId])).length === 1;

    await retention.sweep(NOW);
    expect(await exists()).toBe(true);
    await expect(rowsNaming(contact.applicationId, contact.applicantId)).resolves.toEqual({ 'applicants.id': 1 });

    await retention.sweep(new Date(NOW.getTime() + 1));
    expect(await exists()).toBe(false);
  });
});
