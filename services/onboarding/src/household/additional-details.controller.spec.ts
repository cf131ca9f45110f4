import type { ContractEvent } from '@tenant/contracts';
import { OutboxRelay } from '@tenant/server-kit';
import { deliverEvent } from '@tenant/server-kit/testing';
import { HOUSEHOLD_MESSAGES } from '@tenant/validation';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { startTestMailbox, type TestMailbox } from '../../test/fixtures/mailbox.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { AdditionalDetailsController } from './additional-details.controller.js';
import { InvitationMailerService } from './invitation-mailer.service.js';

const member = { fullname: 'Luca Bianchi', email: 'luca.bianchi@gmail.com', date_of_birth: '14/05/1991', relationship: 'Partner', role: 'Co-Applicant' };
const guarantor = { fullname: 'Anna Verdi', email: 'anna.verdi@gmail.com', role: 'Guarantor', relationship: 'Family member' };
const household = {
  employmentStatus: 'Employed',
  householdMembersCount: '2,0',
  hhMembers: [member],
  guarantors: [guarantor],
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

/** Polls until the outbox relay and the event bus delivered what the check waits for (at most 10 s). */
const eventually = async <T>(read: () => T, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 100 && !done(read()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return read();
};

describe(AdditionalDetailsController.name, () => {
  let sut: OnboardingTestApp;
  let dataSource: DataSource;
  let maria: SignedInApplicant;
  let luca: SignedInApplicant;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    sut = await startOnboardingTestApp({ smtpUrl: mailbox.url });
    dataSource = sut.app.get(getDataSourceToken(ONBOARDING_DATABASE));
    maria = await signedInApplicant(sut.app, { email: 'maria.rossi@gmail.com' });
    luca = await signedInApplicant(sut.app, { firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.it' });
  });

  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });

  const post = (path: string, caller: SignedInApplicant | null, applicationId: string, body: unknown, headers: Record<string, string> = {}) =>
    sut.call(`/api/v2/personal-details/submit/${path}?application_id=${applicationId}&lang=it`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: caller.authorization } : {}), ...headers },
      body: JSON.stringify(body),
    });
  const fresh = (email: string, input: object = {}) => signedInApplicant(sut.app, { email, ...input });
  const outbox = (applicationId: string, type: string) =>
    dataSource.query(`SELECT payload FROM onboarding.outbox WHERE type = $1 AND meta->>'applicationId' = $2 ORDER BY id`, [type, applicationId]);

  describe('POST /api/v2/personal-details/submit/additional', () => {
    it('saves the household, invites the co-applicant and the guarantor, mails them after commit and records household/submitted', async () => {
      await expect(post('additional', maria, maria.applicationId, household)).resolves.toEqual({ status: 200, body: { success: true, message: 'AdditionalDetails.Saved' } });

      const invitations: { email: string; applicant_role: string; code: string }[] = await dataSource.query(
        'SELECT email, applicant_role, code FROM onboarding.invitations WHERE application_id = $1 ORDER BY email',
        [maria.applicationId],
      );
      expect(invitations.map((i) => [i.email, i.applicant_role])).toEqual([
        ['anna.verdi@gmail.com', 'guarantor'],
        ['luca.bianchi@gmail.com', 'co-applicant'],
      ]);
      const [events] = await outbox(maria.applicationId, 'household/submitted');
      // the report's guarantors and household members show their e-mail and date of birth (spec 2§3)
      expect(events.payload).toMatchObject({
        applicantId: maria.applicantId,
        householdMembersCount: '2,0',
        currentRent: 850.5,
        members: [{ fullname: 'Luca Bianchi', invited: true, email: 'luca.bianchi@gmail.com', dateOfBirth: '14/05/1991' }],
        guarantors: [{ fullname: 'Anna Verdi', invited: true, email: 'anna.verdi@gmail.com', dateOfBirth: null }],
      });
      expect(JSON.stringify(await outbox(maria.applicationId, 'invitation/created'))).not.toContain(invitations[0].code);

      const mails = await eventually(() => mailbox.messages().filter((m) => m.to === 'anna.verdi@gmail.com' || m.to === 'luca.bianchi@gmail.com'), (found) => found.length >= 2);
      expect(mails).toHaveLength(2);
      const annaMail = mails.find((m) => m.to === 'anna.verdi@gmail.com')!;
      expect(annaMail.subject).toBe('Maria Rossi ti ha invitato a una domanda di affitto');
      expect(annaMail.text).toContain(`http://localhost:4200/it/fill/occupation?invitation_code=${invitations[0].code}`);
      expect(annaMail.text).toContain('garante');
    });

    it('mails an invitation once when invitation/created is delivered twice at the same moment and once more later', async () => {
      const giulia = await fresh('giulia.neri@gmail.com');
      const invited = { ...guarantor, fullname: 'Piero Neri', email: 'piero.neri@gmail.com' };
      // the outbox holds the event back: only this test's copies reach the mailer at first
      const relay = sut.app.get(OutboxRelay);
      await relay.stop();
      try {
        await expect(post('additional', giulia, giulia.applicationId, { ...household, hhMembers: [], householdMembersCount: '1,0', guarantors: [invited] })).resolves.toMatchObject({ status: 200 });
        const [created] = (await dataSource.query(`SELECT type, payload, meta FROM onboarding.outbox WHERE type = 'invitation/created' AND meta->>'applicationId' = $1`, [giulia.applicationId])) as ContractEvent[];
        const mailer = sut.app.get(InvitationMailerService);
        await Promise.all([mailer.onInvitationCreated(created as never), mailer.onInvitationCreated(created as never)]);
        expect(mailbox.messages().filter((m) => m.to === invited.email)).toHaveLength(1);
        await deliverEvent(sut, created);
      } finally {
        relay.start();
      }
      expect(mailbox.messages().filter((m) => m.to === invited.email)).toHaveLength(1);
    });

    it('gives back what was saved', async () => {
      const answer = await sut.call(`/api/v2/personal-details/additional?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } });
      expect(answer.body.data).toMatchObject({ ...household, guarantors: [guarantor], otherIncomes: '' });
    });

    it('keeps existing invitations on a second save and withdraws the unused one of a person removed', async () => {
      const before: { id: string; email: string }[] = await dataSource.query('SELECT id, email FROM onboarding.invitations WHERE application_id = $1', [maria.applicationId]);
      await expect(post('additional', maria, maria.applicationId, { ...household, guarantors: [] })).resolves.toMatchObject({ status: 200 });
      const after: { id: string; email: string }[] = await dataSource.query('SELECT id, email FROM onboarding.invitations WHERE application_id = $1', [maria.applicationId]);
      expect(after).toEqual(before.filter((i) => i.email === 'luca.bianchi@gmail.com'));
      await expect(outbox(maria.applicationId, 'invitation/created')).resolves.toHaveLength(2);
      const accessLists = await outbox(maria.applicationId, 'application/accessChanged');
      expect(accessLists.at(-1)?.payload).toEqual({ applicationId: maria.applicationId, ownerApplicantId: maria.applicantId, invitedEmails: ['luca.bianchi@gmail.com'] });
    });

    it('lets an invitation code from the household be used once only', async () => {
      const [{ code }] = await dataSource.query("SELECT code FROM onboarding.invitations WHERE email = 'luca.bianchi@gmail.com'");
      const invitations = sut.app.get(InvitationsService);
      await expect(invitations.consume(code)).resolves.toMatchObject({ applicationId: maria.applicationId, applicantRole: 'co-applicant' });
      await expect(invitations.consume(code)).rejects.toMatchObject({ status: 410, message: 'Invitation.Error.AlreadyUsed' });
      await expect(invitations.publicInfo(code)).rejects.toMatchObject({ status: 410 });
    });

    it('lets a child go without an e-mail and defaults the flags to false', async () => {
      const anna = await fresh('anna.child@gmail.com');
      const child = { fullname: 'Sara Rossi', email: '', date_of_birth: '02/02/2016', relationship: 'Children', role: 'Dependent' };
      const body = { ...household, householdMembersCount: '3,0', hhMembers: [child], guarantors: [] } as Record<string, unknown>;
      delete body.hasPets;
      delete body.hasIncome;
      delete body.accessibleHouse;
      await expect(post('additional', anna, anna.applicationId, body)).resolves.toMatchObject({ status: 200 });
      const [row] = await dataSource.query('SELECT has_pets, has_income, accessible_house FROM onboarding.additional_details WHERE application_id = $1', [anna.applicationId]);
      expect(row).toEqual({ has_pets: false, has_income: false, accessible_house: false });
    });

    it('does not ask for the confirmation in a mortgage application', async () => {
      const paolo = await fresh('paolo.mortgage@gmail.com', { applicationType: 'mortgage' });
      await expect(post('additional', paolo, paolo.applicationId, { ...household, hhMembers: [], guarantors: [], householdMembersCount: '1,0', confirmation: false })).resolves.toMatchObject({
        status: 200,
      });
      const rent = await fresh('paolo.rent@gmail.com');
      await expect(
        post('additional', rent, rent.applicationId, { ...household, hhMembers: [], guarantors: [], householdMembersCount: '1,0', confirmation: false }, { 'application-type': 'mortgage' }),
      ).resolves.toMatchObject({ status: 200 });
    });

    // One case per message key of spec 1§5 (and the field rules around them).
    const members = (...list: object[]) => ({ hhMembers: list });
    it.each<[string, object, string]>([
      ['a member without a date of birth', members({ ...member, date_of_birth: '' }), HOUSEHOLD_MESSAGES.missingInfo],
      ['a member without a relationship', members({ ...member, relationship: '' }), HOUSEHOLD_MESSAGES.missingInfo],
      ['a flatmate without an e-mail', members({ ...member, relationship: 'Flatmate', email: '' }), HOUSEHOLD_MESSAGES.missingInfo],
      ['a guarantor without an e-mail', { guarantors: [{ ...guarantor, email: '' }] }, HOUSEHOLD_MESSAGES.missingInfo],
      ['more members than adults allow', { householdMembersCount: '1,0' }, HOUSEHOLD_MESSAGES.countMismatch],
      ['minors that leave no adult room', { householdMembersCount: '2,1' }, HOUSEHOLD_MESSAGES.countMismatch],
      ['a member named like the applicant', members({ ...member, fullname: 'maria  rossi' }), HOUSEHOLD_MESSAGES.coApplicantSameName],
      ['a guarantor named like the applicant', { guarantors: [{ ...guarantor, fullname: 'Maria Rossi' }] }, HOUSEHOLD_MESSAGES.guarantorSameName],
      ['a guarantor with a co-applicant e-mail', { guarantors: [{ ...guarantor, email: member.email }] }, HOUSEHOLD_MESSAGES.sameEmail],
      ['two co-applicants with one e-mail', { householdMembersCount: '4,0', ...members(member, { ...member, fullname: 'Luca Neri' }) }, HOUSEHOLD_MESSAGES.sameEmail],
      ['the confirmation not ticked', { confirmation: false }, HOUSEHOLD_MESSAGES.confirmation],
      ['no current rent', { currentRent: undefined }, HOUSEHOLD_MESSAGES.required],
      ['a negative deposit', { currentDeposit: -1 }, HOUSEHOLD_MESSAGES.invalidMoney],
      ['a rent with three decimals', { currentRent: 10.555 }, HOUSEHOLD_MESSAGES.invalidMoney],
      ['arrears without an explanation', { rentArrears: 300 }, HOUSEHOLD_MESSAGES.arrearsExplanation],
      ['pets without details', { hasPets: true, petsDetails: ' ' }, HOUSEHOLD_MESSAGES.petsDetails],
      ['a tenancy ending before it started', { tenancyEndDate: '01/01/2020' }, HOUSEHOLD_MESSAGES.tenancyDates],
      ['a day that does not exist', { tenancyStartDate: '31/02/2021' }, HOUSEHOLD_MESSAGES.invalidDate],
      ['nine adults', { householdMembersCount: '9,0' }, HOUSEHOLD_MESSAGES.householdSize],
      ['nine minors', { householdMembersCount: '8,9' }, HOUSEHOLD_MESSAGES.householdSize],
      ['an employment status the step does not offer', { employmentStatus: 'Hybrid-employed' }, HOUSEHOLD_MESSAGES.invalidOption],
      ['an unknown living situation', { livingSituation: 'castle' }, HOUSEHOLD_MESSAGES.invalidOption],
      ['a member name of digits only', members({ ...member, fullname: '1234' }), HOUSEHOLD_MESSAGES.invalidName],
      ['a guarantor e-mail that is not one', { guarantors: [{ ...guarantor, email: 'anna@' }] }, HOUSEHOLD_MESSAGES.invalidEmail],
    ])('refuses %s', async (_case, change, message) => {
      const applicant = await fresh(`case.${Math.random().toString(36).slice(2)}@gmail.com`);
      const answer = await post('additional', applicant, applicant.applicationId, { ...household, ...change });
      expect(answer.status).toBe(422);
      expect(answer.body.msg.map((item: { msg: string }) => item.msg)).toContain(message);
    });

    it('refuses more co-applicant e-mails than co-applicants', async () => {
      const applicant = await fresh('too.many@gmail.com');
      const answer = await post('additional', applicant, applicant.applicationId, {
        ...household,
        householdMembersCount: '3,0',
        ...members(member, { ...member, fullname: 'Ugo Neri', email: 'ugo@gmail.com' }, { ...member, fullname: 'Eva Neri', email: 'eva@gmail.com' }),
      });
      expect(answer.body.msg.map((item: { msg: string }) => item.msg)).toContain(HOUSEHOLD_MESSAGES.tooManyCoApplicantEmails);
    });

    it('refuses a guarantor: guarantors skip this step and cannot add co-applicants', async () => {
      const anna = await fresh('guarantor.owner@gmail.com', { applicantRole: 'guarantor' });
      await expect(post('additional', anna, anna.applicationId, { ...household, hhMembers: [], guarantors: [], householdMembersCount: '1,0' })).resolves.toEqual({
        status: 403,
        body: { success: false, message: HOUSEHOLD_MESSAGES.guarantorCannotAddCoApplicants },
      });
    });

    it.each(['guarantor', 'main-applicant'] as const)('leaves the household to the application’s owner: an invited %s cannot write it', async (applicantRole) => {
      const invited = await fresh(`invited.${applicantRole}@gmail.com`);
      await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole, email: invited.email });
      const before = await dataSource.query('SELECT household_members_count, current_rent FROM onboarding.additional_details WHERE application_id = $1', [maria.applicationId]);
      await expect(post('additional', invited, maria.applicationId, { ...household, currentRent: 1 })).resolves.toEqual({
        status: 404,
        body: { success: false, message: 'Application.Error.NotFound' },
      });
      await expect(post('other-incomes', invited, maria.applicationId, { otherIncomes: 'pension' })).resolves.toMatchObject({ status: 404 });
      await expect(dataSource.query('SELECT household_members_count, current_rent FROM onboarding.additional_details WHERE application_id = $1', [maria.applicationId])).resolves.toEqual(before);
    });
  });

  describe('POST /api/v2/personal-details/submit/employed-additional and other-incomes', () => {
    it('saves the contract type, paychecks and the comma-joined other incomes', async () => {
      await expect(post('employed-additional', maria, maria.applicationId, { typeOfContract: 'open-ended', paychecksPerYear: 14 })).resolves.toEqual({ status: 200, body: { success: true } });
      await expect(post('other-incomes', maria, maria.applicationId, { otherIncomes: 'rental property,pension' })).resolves.toEqual({ status: 200, body: { success: true } });
      const [row] = await dataSource.query('SELECT type_of_contract, paychecks_per_year, other_incomes FROM onboarding.additional_details WHERE application_id = $1', [maria.applicationId]);
      expect(row).toEqual({ type_of_contract: 'open-ended', paychecks_per_year: 14, other_incomes: 'rental property,pension' });
      // each call publishes the whole declared picture for the income service's checks, in the same transaction
      const events: { payload: unknown }[] = await outbox(maria.applicationId, 'household/incomeDetailsSubmitted');
      expect(events.slice(-2).map((event) => event.payload)).toEqual([
        { applicationId: maria.applicationId, applicantId: maria.applicantId, typeOfContract: 'open-ended', paychecksPerYear: 14, otherIncomes: null },
        { applicationId: maria.applicationId, applicantId: maria.applicantId, typeOfContract: 'open-ended', paychecksPerYear: 14, otherIncomes: ['rental property', 'pension'] },
      ]);
    });

    it('declares no other income when the applicant has none, and none chosen yet as unknown', async () => {
      const sara = await fresh('sara.neri@example.it');
      await post('additional', sara, sara.applicationId, { ...household, hhMembers: [], guarantors: [], householdMembersCount: '1,0', hasIncome: false });
      await post('employed-additional', sara, sara.applicationId, { typeOfContract: 'close-ended', paychecksPerYear: 12 });
      const withIncome = await fresh('paolo.neri@example.it');
      await post('additional', withIncome, withIncome.applicationId, { ...household, hhMembers: [], guarantors: [], householdMembersCount: '1,0', hasIncome: true });
      await post('employed-additional', withIncome, withIncome.applicationId, { typeOfContract: 'open-ended', paychecksPerYear: 13 });

      const [none] = await outbox(sara.applicationId, 'household/incomeDetailsSubmitted');
      const [unknown] = await outbox(withIncome.applicationId, 'household/incomeDetailsSubmitted');
      expect(none.payload).toMatchObject({ typeOfContract: 'close-ended', paychecksPerYear: 12, otherIncomes: [] });
      expect(unknown.payload).toMatchObject({ typeOfContract: 'open-ended', paychecksPerYear: 13, otherIncomes: null });
    });

    it.each<[string, string, object, string]>([
      ['no contract type', 'employed-additional', { paychecksPerYear: 12 }, HOUSEHOLD_MESSAGES.required],
      ['an unknown contract type', 'employed-additional', { typeOfContract: 'forever', paychecksPerYear: 12 }, HOUSEHOLD_MESSAGES.invalidOption],
      ['eleven paychecks', 'employed-additional', { typeOfContract: 'open-ended', paychecksPerYear: 11 }, HOUSEHOLD_MESSAGES.invalidOption],
      ['an income option not configured', 'other-incomes', { otherIncomes: 'pension,lottery' }, HOUSEHOLD_MESSAGES.otherIncomes],
      ['an income option twice', 'other-incomes', { otherIncomes: 'pension,pension' }, HOUSEHOLD_MESSAGES.otherIncomes],
    ])('refuses %s', async (_case, path, body, message) => {
      await expect(post(path, maria, maria.applicationId, body)).resolves.toMatchObject({ status: 422, body: { message } });
    });
  });

  describe('access', () => {
    const notFound = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
    it.each(['additional', 'employed-additional', 'other-incomes'])('refuses a foreign token on submit/%s like a missing application', async (path) => {
      const body = path === 'additional' ? household : path === 'employed-additional' ? { typeOfContract: 'open-ended', paychecksPerYear: 12 } : { otherIncomes: 'pension' };
      await expect(post(path, luca, maria.applicationId, body)).resolves.toEqual(notFound);
      await expect(post(path, luca, '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60', body)).resolves.toEqual(notFound);
      await expect(post(path, null, maria.applicationId, body)).resolves.toMatchObject({ status: 401 });
    });

    it('refuses a foreign token on GET additional', async () => {
      await expect(sut.call(`/api/v2/personal-details/additional?application_id=${maria.applicationId}`, { headers: { authorization: luca.authorization } })).resolves.toEqual(notFound);
    });
  });
});
