import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { StateController } from './state.controller.js';

describe(StateController.name, () => {
  let sut: OnboardingTestApp;
  let maria: SignedInApplicant;
  let luca: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    maria = await signedInApplicant(sut.app, { email: 'maria.rossi@example.it', listingId: 'L-7', employmentStatus: 'Employed' });
    luca = await signedInApplicant(sut.app, { firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.it' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const getState = (caller: SignedInApplicant | null, applicationId: string) =>
    sut.call(`/api/v1/state/?application_id=${applicationId}&lang=en`, { headers: caller ? { authorization: caller.authorization } : {} });
  const updateStep = (caller: SignedInApplicant | null, applicationId: string, body: unknown) =>
    sut.call(`/api/v1/state/update-step?application_id=${applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: caller.authorization } : {}) },
      body: JSON.stringify(body),
    });
  const notFound = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

  describe('GET /api/v1/state/', () => {
    it('gives the owner the saved state: user, application, documents, step, step_router', async () => {
      await expect(getState(maria, maria.applicationId)).resolves.toEqual({
        status: 200,
        body: {
          success: true,
          user: {
            first_name: 'Maria',
            last_name: 'Rossi',
            email: 'maria.rossi@example.it',
            employment_status: 'Employed',
            listing_id: 'L-7',
            is_main_tenant: true,
          },
          application: { listing_id: 'L-7', applicant_role: 'main-applicant', hide_nav: false, applicationType: 'rent' },
          documents: [],
          step: -1,
          step_router: null,
        },
      });
    });

    it('refuses another applicant with the same answer as a missing application', async () => {
      await expect(getState(luca, maria.applicationId)).resolves.toEqual(notFound);
      await expect(getState(luca, '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60')).resolves.toEqual(notFound);
      await expect(getState(luca, 'not-a-uuid')).resolves.toEqual(notFound);
    });

    it('gives an invited person the 404 of a missing application for the inviting one: they fill their own', async () => {
      await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'guarantor', email: 'Luca@Example.it' });
      await expect(getState(luca, maria.applicationId)).resolves.toEqual(notFound);
    });

    it('gives the owner the household saved by additional details as user fields, and an invited person nothing of it', async () => {
      const giulia = await signedInApplicant(sut.app, { firstName: 'Giulia', lastName: 'Bianchi', email: 'giulia.bianchi@example.it', employmentStatus: 'Employed' });
      const child = { fullname: 'Sofia Bianchi', email: '', date_of_birth: '02/09/2015', relationship: 'Children', role: 'Dependent' };
      const household = {
        employmentStatus: 'Employed',
        householdMembersCount: '2,0',
        hhMembers: [child],
        guarantors: [],
        hasIncome: true,
        hasPets: true,
        petsDetails: 'One cat',
        accessibleHouse: false,
        livingSituation: 'rent',
        currentRent: 780,
        currentDeposit: 2340,
        rentArrears: 0,
        rentArrearsExplanation: '',
        landlordName: 'Paolo Verdi',
        tenancyStartDate: '01/10/2019',
        tenancyEndDate: '',
        extraTenancyInfo: 'Notice given',
        confirmation: true,
      };
      for (const [path, body] of [
        ['additional', household],
        ['employed-additional', { typeOfContract: 'open-ended', paychecksPerYear: 14 }],
        ['other-incomes', { otherIncomes: 'pension' }],
      ] as const) {
        const saved = await sut.call(`/api/v2/personal-details/submit/${path}?application_id=${giulia.applicationId}&lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: giulia.authorization },
          body: JSON.stringify(body),
        });
        expect(saved.status).toBe(200);
      }

      const { body } = await getState(giulia, giulia.applicationId);
      expect(body.user).toEqual({
        first_name: 'Giulia',
        last_name: 'Bianchi',
        email: 'giulia.bianchi@example.it',
        employment_status: 'Employed',
        listing_id: null,
        is_main_tenant: true,
        household_members_count: '2,0',
        hh_members: [child],
        guarantors: [],
        has_pets: true,
        pets_details: 'One cat',
        accessible_house: false,
        living_situation: 'rent',
        current_rent: 780,
        current_deposit: 2340,
        rent_arrears: 0,
        landlord_name: 'Paolo Verdi',
        tenancy_start_date: '01/10/2019',
        tenancy_end_date: '',
        extra_tenancy_info: 'Notice given',
        type_of_contract: 'open-ended',
        paychecks_per_year: 14,
        other_incomes: 'pension',
      });

      await sut.app.get(InvitationsService).create({ applicationId: giulia.applicationId, applicantRole: 'co-applicant', email: 'luca@example.it' });
      await expect(getState(luca, giulia.applicationId)).resolves.toEqual(notFound);
    });

    it('refuses a request without a session', async () => {
      await expect(getState(null, maria.applicationId)).resolves.toEqual({ status: 401, body: { success: false, message: 'Auth.Error.InvalidToken' } });
    });

    it('asks for the application id', async () => {
      const { status, body } = await sut.call('/api/v1/state/', { headers: { authorization: maria.authorization } });
      expect(status).toBe(422);
      expect(body.msg).toEqual([{ msg: 'Workflow.Error.ApplicationIdRequired', loc: ['query', 'application_id'] }]);
    });
  });

  describe('POST /api/v1/state/update-step', () => {
    it('saves the step and its router for the owner', async () => {
      await expect(updateStep(maria, maria.applicationId, { step: 4, step_router: 'personal-details' })).resolves.toEqual({ status: 200, body: { success: true } });
      const { body } = await getState(maria, maria.applicationId);
      expect([body.step, body.step_router]).toEqual([4, 'personal-details']);
    });

    it('refuses another applicant and leaves the step alone', async () => {
      const stranger = await signedInApplicant(sut.app, { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.de' });
      await expect(updateStep(stranger, maria.applicationId, { step: 12, step_router: 'result' })).resolves.toEqual(notFound);
      await expect(updateStep(stranger, '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60', { step: 12, step_router: 'result' })).resolves.toEqual(notFound);
      const { body } = await getState(maria, maria.applicationId);
      expect(body.step_router).toBe('personal-details');
    });

    it('lets only the owner read and move the application’s step', async () => {
      const invited = await signedInApplicant(sut.app, { firstName: 'Ugo', lastName: 'Neri', email: 'ugo.step@example.it' });
      await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'main-applicant', email: invited.email });
      await expect(getState(invited, maria.applicationId)).resolves.toEqual(notFound);
      await expect(updateStep(invited, maria.applicationId, { step: 12, step_router: 'result' })).resolves.toEqual(notFound);
      expect((await getState(maria, maria.applicationId)).body.step_router).toBe('personal-details');
    });

    it('refuses an invalid step with the 422 envelope', async () => {
      const { status, body } = await updateStep(maria, maria.applicationId, { step: 'two', step_router: 'nowhere' });
      expect(status).toBe(422);
      expect(body.msg).toEqual(
        expect.arrayContaining([
          { msg: 'Workflow.Error.InvalidStep', loc: ['body', 'step'] },
          { msg: 'Workflow.Error.InvalidStep', loc: ['body', 'step_router'] },
        ]),
      );
    });

    it('refuses a request without a session', async () => {
      await expect(updateStep(null, maria.applicationId, { step: 1, step_router: 'sign-up' })).resolves.toMatchObject({ status: 401 });
    });
  });
});
