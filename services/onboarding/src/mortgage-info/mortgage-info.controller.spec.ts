import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { outboxEvents } from '../../test/fixtures/outbox-events.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { MortgageInfoController } from './mortgage-info.controller.js';

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

const property = {
  identifiedProperty: true,
  propertyValue: 320_000,
  propertyType: 'apartment',
  loanAmount: 250_000.5,
  // the read-only figures as a client might send them: the service computes its own
  funds: 1,
  loanPercentage: 99,
  sourcesOfFund: ['bank-account-balance', 'family-members'],
  confirmation: true,
};

const saved = {
  identifiedProperty: true,
  propertyValue: 320_000,
  propertyType: 'apartment',
  loanAmount: 250_000.5,
  funds: 69_999.5,
  loanPercentage: 78,
  sourcesOfFund: ['bank-account-balance', 'family-members'],
  needFinancing: true,
};

describe(MortgageInfoController.name, () => {
  let sut: OnboardingTestApp;
  let maria: SignedInApplicant;
  let luca: SignedInApplicant;
  let renter: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    maria = await signedInApplicant(sut.app, { email: 'maria.mortgage@gmail.com', applicationType: 'mortgage' });
    luca = await signedInApplicant(sut.app, { firstName: 'Luca', lastName: 'Bianchi', email: 'luca.mortgage@gmail.com', applicationType: 'mortgage' });
    renter = await signedInApplicant(sut.app, { firstName: 'Anna', lastName: 'Verdi', email: 'anna.mortgage@gmail.com', applicationType: 'rent' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const info = (caller: SignedInApplicant, applicationId: string) =>
    sut.call(`/api/v1/mortgage-info/?application_id=${applicationId}`, { headers: { authorization: caller.authorization } });
  const submit = (caller: SignedInApplicant | null, applicationId: string, body: unknown) =>
    sut.call(`/api/v1/mortgage-info/submit?application_id=${applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: caller.authorization } : {}) },
      body: JSON.stringify(body),
    });
  const userOf = async (caller: SignedInApplicant) =>
    (await sut.call(`/api/v1/state/?application_id=${caller.applicationId}`, { headers: { authorization: caller.authorization } })).body.user;

  it('has nothing saved at first', async () => {
    await expect(info(maria, maria.applicationId)).resolves.toEqual({ status: 200, body: { success: true, data: null } });
    expect((await userOf(maria)).mortgage_info).toBeUndefined();
  });

  it('saves an identified property with the figures it computes, gives it back, puts it in the stored user and announces it', async () => {
    await expect(submit(maria, maria.applicationId, property)).resolves.toEqual({ status: 200, body: { success: true, message: 'MortgageInfo.Saved' } });
    await expect(info(maria, maria.applicationId)).resolves.toEqual({ status: 200, body: { success: true, data: saved } });
    expect((await userOf(maria)).mortgage_info).toEqual({
      funds: 69_999.5,
      loan_amount: 250_000.5,
      property_value: 320_000,
      need_financing: true,
      identified_property: true,
      loan_percentage: 78,
      sources_of_fund: ['bank-account-balance', 'family-members'],
      property_type: 'apartment',
    });
    const [event] = await outboxEvents(sut.app, maria.applicationId, 'mortgage/infoSubmitted');
    expect(event.payload).toEqual({ applicationId: maria.applicationId, ...saved });
  });

  it('needs no proof of financing when the bank balance alone pays the own funds', async () => {
    await submit(maria, maria.applicationId, { ...property, sourcesOfFund: ['bank-account-balance'] });
    await expect(info(maria, maria.applicationId)).resolves.toMatchObject({ body: { data: { needFinancing: false, sourcesOfFund: ['bank-account-balance'] } } });
  });

  it("replaces the answer with an empty payload on 'no property', whatever the property fields still held", async () => {
    await submit(maria, maria.applicationId, property);
    await expect(submit(maria, maria.applicationId, { ...property, identifiedProperty: false })).resolves.toMatchObject({ status: 200 });
    const empty = { identifiedProperty: false, propertyValue: null, propertyType: null, loanAmount: null, funds: null, loanPercentage: null, sourcesOfFund: [], needFinancing: false };
    await expect(info(maria, maria.applicationId)).resolves.toEqual({ status: 200, body: { success: true, data: empty } });
    expect((await userOf(maria)).mortgage_info).toMatchObject({ identified_property: false, property_value: null, sources_of_fund: [] });
  });

  // One case per rule and message key of spec 2§5 Mortgage.
  it.each<[string, object, Record<string, string>]>([
    ['RequiredFields', { identifiedProperty: true, confirmation: true }, { propertyValue: 'RequiredFields', propertyType: 'RequiredFields', loanAmount: 'RequiredFields', sourcesOfFund: 'SourceOfFunds' }],
    ['RequiredFields', { ...property, identifiedProperty: undefined }, { identifiedProperty: 'RequiredFields' }],
    ['SourceOfFunds', { ...property, sourcesOfFund: [] }, { sourcesOfFund: 'SourceOfFunds' }],
    ['PropertyValue.Zero', { ...property, propertyValue: 0, loanAmount: 0 }, { propertyValue: 'PropertyValue.Zero', loanAmount: 'LoanAmount.Zero' }],
    ['LoanAmount.Zero', { ...property, loanAmount: 0 }, { loanAmount: 'LoanAmount.Zero' }],
    ['LoanAmount.EqualPropertyValue', { ...property, loanAmount: 320_000.01 }, { loanAmount: 'LoanAmount.EqualPropertyValue' }],
    ['the money pattern', { ...property, propertyValue: 1_000_000_000, loanAmount: 1.005 }, { propertyValue: 'MortgageInfo.Error.InvalidAmount', loanAmount: 'MortgageInfo.Error.InvalidAmount' }],
    ['an unknown property type', { ...property, propertyType: 'castle' }, { propertyType: 'MortgageInfo.Error.InvalidOption' }],
    ['Confirmation.Description', { ...property, confirmation: false }, { confirmation: 'Confirmation.Description' }],
  ])('refuses with %s and keeps what was saved', async (_key, body, expected) => {
    const before = await info(luca, luca.applicationId);
    const answer = await submit(luca, luca.applicationId, body);
    expect(answer.status).toBe(422);
    expect(Object.fromEntries(answer.body.msg.map((item: { msg: string; loc: string[] }) => [item.loc[1], item.msg]))).toEqual(expected);
    await expect(info(luca, luca.applicationId)).resolves.toEqual(before);
  });

  it('refuses mortgage information for a rent application', async () => {
    await expect(submit(renter, renter.applicationId, property)).resolves.toMatchObject({ status: 422, body: { success: false, message: 'MortgageInfo.Error.NotMortgage' } });
  });

  it('lets only the owner save or read: a foreign, a missing and an invited caller get the 404 of a missing application', async () => {
    await submit(maria, maria.applicationId, property);
    await expect(submit(luca, maria.applicationId, { ...property, loanAmount: 1000 })).resolves.toEqual(NOT_FOUND);
    await expect(info(luca, maria.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(submit(luca, '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60', property)).resolves.toEqual(NOT_FOUND);
    const invited = await signedInApplicant(sut.app, { firstName: 'Ugo', lastName: 'Neri', email: 'ugo.mortgage@gmail.com' });
    await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'main-applicant', email: invited.email });
    await expect(submit(invited, maria.applicationId, { ...property, loanAmount: 1000 })).resolves.toEqual(NOT_FOUND);
    await expect(info(invited, maria.applicationId)).resolves.toEqual(NOT_FOUND);
    await expect(submit(null, maria.applicationId, property)).resolves.toMatchObject({ status: 401 });
    await expect(info(maria, maria.applicationId)).resolves.toMatchObject({ body: { data: { loanAmount: 250_000.5 } } });
  });
});
