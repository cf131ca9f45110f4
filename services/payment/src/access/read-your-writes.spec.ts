import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { applicantRegistered, applicationAccessChanged, applicationDeleted, applicationPaymentTermsSet } from '@tenant/contracts';
import { ReadModelNotReadyException } from '@tenant/server-kit';
import { eventually, startPaymentTestApp, tokenFor, type PaymentTestApp } from '../../test/fixtures/payment-test-app.js';
import { ApplicationBillingRepository } from '../repositories/application-billing.repository.js';
import { ApplicationAccessService } from './application-access.service.js';
import { OnboardingReadModelService } from './onboarding-read-model.service.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

/**
 * Read-your-writes (DESIGN §8): right after sign-up the caller's token grants the application while
 * onboarding's events are still on their way here. The test app has no onboarding: what the events
 * would bring is delivered by hand, late or never.
 */
describe('payment calls right after sign-up, before onboarding’s events arrive', () => {
  let sut: PaymentTestApp;
  let readModel: OnboardingReadModelService;

  beforeAll(async () => {
    sut = await startPaymentTestApp();
    readModel = sut.app.get(OnboardingReadModelService);
  });
  afterAll(async () => {
    await sut?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** A new applicant as onboarding just issued their token: the grant is there, no event has arrived. */
  const signedUp = async () => {
    const applicantId = randomUUID();
    const applicationId = randomUUID();
    const email = `maria.${applicantId.slice(0, 6)}@gmail.com`;
    const authorization = await tokenFor(sut, applicantId, email, { [applicationId]: 'owner' });
    return { applicantId, applicationId, email, authorization };
  };
  type Applicant = Awaited<ReturnType<typeof signedUp>>;
  const isRequired = (who: Applicant, applicationId = who.applicationId) =>
    sut.call(`/api/v1/payment/is-payment-required?application_id=${applicationId}`, { headers: { authorization: who.authorization } });
  const createSession = (who: Applicant) =>
    sut.call(`/api/v1/payment/create-session?application_id=${who.applicationId}&lang=it`, { method: 'POST', headers: { authorization: who.authorization, 'application-type': 'rent' } });
  /** onboarding's events of a new application, as the bus delivers them (access last, or never) */
  const registered = (who: Applicant) =>
    readModel.onApplicantRegistered(applicantRegistered({ applicationId: who.applicationId, applicantId: who.applicantId, firstName: 'Maria', lastName: 'Rossi', email: who.email }, who.applicationId));
  const termsSet = (who: Applicant, lanPays: boolean) =>
    readModel.onPaymentTermsSet(
      applicationPaymentTermsSet({ applicationId: who.applicationId, applicationType: 'rent', listingId: null, lanPays, partnerPays: false, rentalPassPartner: false }, who.applicationId),
    );
  /** resolves once the call looked for the payment terms and found them missing (it is waiting now) */
  const termsMissedOnce = () => {
    const looks = jest.spyOn(ApplicationBillingRepository.prototype, 'knowsTerms');
    return eventually(async () => looks.mock.results.length > 0 && (await looks.mock.results[0].value) === false);
  };

  it('opens the application from the token alone, and waits for the payment terms instead of guessing', async () => {
    const maria = await signedUp();
    const missed = termsMissedOnce();
    const answer = isRequired(maria);
    await missed;
    await registered(maria);
    await termsSet(maria, true);
    // the listing's landlord pays: an answer given before the terms arrived would have said "required"
    await expect(answer).resolves.toEqual({ status: 200, body: { success: true, isPaymentRequired: false } });
  });

  it('creates the checkout session of an application whose access list has not arrived', async () => {
    const luca = await signedUp();
    await registered(luca);
    await termsSet(luca, false);
    await expect(createSession(luca)).resolves.toMatchObject({ status: 200, body: { success: true, clientSecret: expect.stringMatching(/^cs_test_/) } });
  });

  it('answers a foreign application id at once with 404, without waiting for any event', async () => {
    const maria = await signedUp();
    const looks = jest.spyOn(ApplicationBillingRepository.prototype, 'knowsTerms');
    await expect(isRequired(maria, randomUUID())).resolves.toEqual(NOT_FOUND);
    const other = await signedUp();
    await registered(other);
    await termsSet(other, false);
    await expect(isRequired(maria, other.applicationId)).resolves.toEqual(NOT_FOUND);
    expect(looks).not.toHaveBeenCalled();
  });

  it('opens nothing with a token minted before the application was deleted, and a late event recreates nothing', async () => {
    const maria = await signedUp();
    await readModel.onApplicationDeleted(applicationDeleted({ applicationId: maria.applicationId }, maria.applicationId));
    await expect(isRequired(maria)).resolves.toEqual(NOT_FOUND);
    await registered(maria);
    await termsSet(maria, false);
    await readModel.onAccessChanged(applicationAccessChanged({ applicationId: maria.applicationId, ownerApplicantId: maria.applicantId, invitedEmails: [] }, maria.applicationId));
    await expect(isRequired(maria)).resolves.toEqual(NOT_FOUND);
    await expect(createSession(maria)).resolves.toEqual(NOT_FOUND);
  });

  it('lets no invited person in: a co-applicant pays on an application of their own', async () => {
    const owner = await signedUp();
    const guest = { ...(await signedUp()), applicationId: owner.applicationId };
    // a token of the kind issued before grants were ownership only
    guest.authorization = await tokenFor(sut, guest.applicantId, guest.email, { [owner.applicationId]: 'invited' } as unknown as Record<string, 'owner'>);
    await registered(owner);
    await termsSet(owner, false);
    await readModel.onAccessChanged(applicationAccessChanged({ applicationId: owner.applicationId, ownerApplicantId: owner.applicantId, invitedEmails: [guest.email] }, owner.applicationId));
    await expect(isRequired(owner)).resolves.toMatchObject({ status: 200 });
    await expect(isRequired(guest)).resolves.toEqual(NOT_FOUND);
    await expect(createSession(guest)).resolves.toEqual(NOT_FOUND);
  });

  it('gives up waiting for data that never comes with a "try again" (503), never running the work on a guess', async () => {
    const maria = await signedUp();
    const caller = { userId: maria.applicantId, email: maria.email, applications: { [maria.applicationId]: 'owner' as const }, issuedAt: new Date() };
    const work = jest.fn(async () => 'done');
    await expect(sut.app.get(ApplicationAccessService).withApplication(caller, maria.applicationId, work, { ready: async () => false, waitMs: 200 })).rejects.toBeInstanceOf(ReadModelNotReadyException);
    expect(work).not.toHaveBeenCalled();
  });

  it('refuses a token whose grants were edited (401)', async () => {
    const maria = await signedUp();
    const other = await signedUp();
    const [header, payload, signature] = maria.authorization.slice('Bearer '.length).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, apps: { [other.applicationId]: 'owner' } })).toString('base64url');
    await expect(isRequired({ ...maria, authorization: `Bearer ${header}.${forged}.${signature}` }, other.applicationId)).resolves.toMatchObject({
      status: 401,
      body: { success: false, message: 'Auth.Error.InvalidToken' },
    });
  });
});
