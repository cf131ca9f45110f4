import { outboxEvents } from '../../test/fixtures/outbox-events.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { CurrentAddressController } from './current-address.controller.js';

const ADDRESS = { country: 'DE', street: 'Friedrichstraße', houseNum: '43-45', postcode: '10117', city: 'Berlin', state: 'Berlin' };

describe(CurrentAddressController.name, () => {
  let sut: OnboardingTestApp;
  let jonas: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    jonas = await signedInApplicant(sut.app, { firstName: 'Jonas', lastName: 'Weber', email: 'jonas.address@example.de' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const submit = (body: unknown) =>
    sut.call(`/api/v1/current-address/submit?application_id=${jonas.applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: jonas.authorization },
      body: JSON.stringify(body),
    });

  it.each([
    ['country missing', { country: '' }, 'country', 'General.Error.Validation.Required'],
    ['country not a country code', { country: 'Germany' }, 'country', 'PersonalDetails.Error.Country'],
    ['street missing', { street: '' }, 'street', 'General.Error.Validation.Required'],
    ['street with characters outside the rule', { street: 'Friedrichstraße @' }, 'street', 'PersonalDetails.Error.AddressText'],
    ['street number missing', { houseNum: ' ' }, 'houseNum', 'General.Error.Validation.Required'],
    ['postcode missing', { postcode: '' }, 'postcode', 'General.Error.Validation.Required'],
    ['postcode over 15 characters', { postcode: '1234567890123456' }, 'postcode', 'CurrentAddress.Error.Postcode'],
    ['postcode with an underscore', { postcode: '101_17' }, 'postcode', 'CurrentAddress.Error.Postcode'],
    ['city missing', { city: '' }, 'city', 'General.Error.Validation.Required'],
    ['city over 120 characters', { city: 'x'.repeat(121) }, 'city', 'PersonalDetails.Error.AddressText'],
    ['province with characters outside the rule', { province: '<MI>' }, 'province', 'PersonalDetails.Error.AddressText'],
    ['state over 120 characters', { state: 's'.repeat(121) }, 'state', 'PersonalDetails.Error.AddressText'],
  ])('refuses %s with its message key', async (_case, change, field, key) => {
    const { status, body } = await submit({ ...ADDRESS, ...change });
    expect(status).toBe(422);
    expect(body.msg).toEqual([{ msg: key, loc: ['body', field] }]);
  });

  it.each([
    ['a British postcode with a space', { country: 'GB', postcode: 'SW1A 1AA', city: 'London', state: '' }],
    ['a Dutch postcode', { country: 'NL', postcode: '1012 JS', city: 'Amsterdam' }],
    ['a Portuguese postcode with a hyphen', { country: 'PT', postcode: '1100-148', city: 'Lisboa' }],
  ])('accepts %s', async (_case, change) => {
    await expect(submit({ ...ADDRESS, ...change })).resolves.toEqual({ status: 200, body: { success: true } });
  });

  it('saves the address, returns it in the state and records applicant/currentAddressSubmitted', async () => {
    await expect(submit(ADDRESS)).resolves.toEqual({ status: 200, body: { success: true } });
    const { body } = await sut.call(`/api/v1/state/?application_id=${jonas.applicationId}`, { headers: { authorization: jonas.authorization } });
    expect(body.user).toMatchObject({
      current_country: 'DE',
      current_street: 'Friedrichstraße',
      current_house_num: '43-45',
      current_postcode: '10117',
      current_city: 'Berlin',
      current_province: null,
      current_state: 'Berlin',
    });
    const events = await outboxEvents(sut.app, jonas.applicationId, 'applicant/currentAddressSubmitted');
    expect(events.at(-1)?.payload).toEqual({
      applicationId: jonas.applicationId,
      applicantId: jonas.applicantId,
      address: { ...ADDRESS, province: null },
    });
  });
});
