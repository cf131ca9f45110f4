import { outboxEvents } from '../../test/fixtures/outbox-events.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { PersonalDetailsController } from './personal-details.controller.js';

/** dd/mm/yyyy of the day `years` years ago, shifted by `days`. */
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
};

const BASIC = { fiscalCode: 'RSSMRA90C52F205N', nationality: 'IT', dateOfBirth: '12/03/1990', placeOfBirth: 'Milano' };
const ADDRESS = { street: 'Via Roma', houseNum: '12/B', city: "Reggio nell'Emilia", postcode: '42121', country: 'IT', province: 'RE' };

describe(PersonalDetailsController.name, () => {
  let sut: OnboardingTestApp;
  let maria: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    maria = await signedInApplicant(sut.app, { email: 'maria.personal@example.it' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const post = (caller: SignedInApplicant, path: string, body: unknown) =>
    sut.call(`/api${path}?application_id=${caller.applicationId}&lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: caller.authorization },
      body: JSON.stringify(body),
    });
  const userOf = async (caller: SignedInApplicant) =>
    (await sut.call(`/api/v1/state/?application_id=${caller.applicationId}`, { headers: { authorization: caller.authorization } })).body.user;

  describe('POST /api/v2/personal-details/submit (sub-step 1)', () => {
    it.each([
      ['fiscal code missing for an Italian national', { fiscalCode: '  ' }, 'fiscalCode', 'General.Error.Validation.Required'],
      ['fiscal code one character short', { fiscalCode: 'RSSMRA90C52F205' }, 'fiscalCode', 'PersonalDetails.Error.FiscalCode'],
      ['fiscal code with a letter where a digit belongs', { fiscalCode: 'RSSMRA9XC52F205N' }, 'fiscalCode', 'PersonalDetails.Error.FiscalCode'],
      ['fiscal code of another shape for another nationality', { nationality: 'DE', fiscalCode: 'DE123456789' }, 'fiscalCode', 'PersonalDetails.Error.FiscalCode'],
      ['nationality missing', { nationality: '' }, 'nationality', 'General.Error.Validation.Required'],
      ['nationality not a country code', { nationality: 'Italy' }, 'nationality', 'PersonalDetails.Error.Country'],
      ['date of birth missing', { dateOfBirth: '' }, 'dateOfBirth', 'General.Error.Validation.Required'],
      ['date of birth not dd/mm/yyyy', { dateOfBirth: '1990-03-12' }, 'dateOfBirth', 'PersonalDetails.Error.DateFormat'],
      ['date of birth not in the calendar', { dateOfBirth: '31/02/1990' }, 'dateOfBirth', 'PersonalDetails.Error.DateFormat'],
      ['under 18 (18th birthday tomorrow)', { dateOfBirth: yearsAgo(18, 1) }, 'dateOfBirth', 'PersonalDetails.Error.AgeTooLow'],
      ['born in the future', { dateOfBirth: yearsAgo(-1) }, 'dateOfBirth', 'PersonalDetails.Error.AgeTooLow'],
      ['over 100', { dateOfBirth: yearsAgo(101) }, 'dateOfBirth', 'PersonalDetails.Error.DOB'],
      ['place of birth missing', { placeOfBirth: '' }, 'placeOfBirth', 'General.Error.Validation.Required'],
      ['place of birth with characters outside the rule', { placeOfBirth: 'Milano <b>' }, 'placeOfBirth', 'PersonalDetails.Error.AddressText'],
      ['place of birth over 120 characters', { placeOfBirth: 'a'.repeat(121) }, 'placeOfBirth', 'PersonalDetails.Error.AddressText'],
    ])('refuses %s with its message key', async (_case, change, field, key) => {
      const { status, body } = await post(maria, '/v2/personal-details/submit', { ...BASIC, ...change });
      expect(status).toBe(422);
      expect(body.msg).toEqual([{ msg: key, loc: ['body', field] }]);
    });

    it.each([
      ['exactly 18 today', yearsAgo(18)],
      ['exactly 100 today', yearsAgo(100)],
    ])('accepts an applicant %s', async (_case, dateOfBirth) => {
      // no fiscal code: it would name another birthday
      await expect(post(maria, '/v2/personal-details/submit', { ...BASIC, nationality: 'DE', fiscalCode: '', dateOfBirth })).resolves.toEqual({ status: 200, body: { success: true } });
    });

    it("refuses a fiscal code that is someone else's: another name, surname or birthday (issue 22), and saves nothing", async () => {
      const mario = await signedInApplicant(sut.app, { firstName: 'Mario', lastName: 'Rossi', email: 'mario.fiscal@example.it' });
      const refused = { status: 422, body: { success: false, message: 'PersonalDetails.Error.FiscalCodeMismatch', msg: [{ msg: 'PersonalDetails.Error.FiscalCodeMismatch', loc: ['body', 'fiscalCode'] }] } };
      const luca = { ...BASIC, fiscalCode: 'BNCLCU85M01F205P', dateOfBirth: '01/08/1985' };
      await expect(post(mario, '/v2/personal-details/submit', luca)).resolves.toEqual(refused);
      await expect(post(mario, '/v2/personal-details/submit/all', { ...luca, ...ADDRESS })).resolves.toEqual(refused);
      expect((await userOf(mario)).fiscal_code).toBeUndefined();
      // Letters that fit Mario Rossi too, but another birthday.
      await expect(post(mario, '/v2/personal-details/submit', { ...BASIC, dateOfBirth: '13/03/1990' })).resolves.toEqual(refused);
      // The place of birth alone only warns on the screen: a town may be typed in another language.
      await expect(post(maria, '/v2/personal-details/submit', { ...BASIC, placeOfBirth: 'Milan' })).resolves.toEqual({ status: 200, body: { success: true } });
    });

    it('stores the fiscal code without spaces, upper-cased, and moves to sub-step 2', async () => {
      await expect(post(maria, '/v2/personal-details/submit', { ...BASIC, fiscalCode: 'rss mra 90c52 f205n' })).resolves.toEqual({ status: 200, body: { success: true } });
      await expect(userOf(maria)).resolves.toMatchObject({
        fiscal_code: 'RSSMRA90C52F205N',
        nationality: 'IT',
        date_of_birth: '12/03/1990',
        birth_city: 'Milano',
        personal_details_sub_step: 2,
        personal_address: null,
      });
    });

    it('lets other nationalities leave the fiscal code blank, and omits it', async () => {
      const anna = await signedInApplicant(sut.app, { firstName: 'Anna', lastName: 'Schmidt', email: 'anna.personal@example.de' });
      await expect(post(anna, '/v2/personal-details/submit', { ...BASIC, nationality: 'DE', fiscalCode: '', placeOfBirth: 'Berlin' })).resolves.toMatchObject({ status: 200 });
      await expect(userOf(anna)).resolves.toMatchObject({ fiscal_code: null, nationality: 'DE', birth_city: 'Berlin' });
    });

    it('lists every invalid field at once (the client shows the whole list)', async () => {
      const { status, body } = await post(maria, '/v2/personal-details/submit', {});
      expect(status).toBe(422);
      expect(body.msg.map((item: { loc: string[] }) => item.loc[1]).sort()).toEqual(['dateOfBirth', 'nationality', 'placeOfBirth']);
    });
  });

  describe('POST /api/v2/personal-details/submit/all (sub-step 2)', () => {
    it.each([
      ['street missing', { street: ' ' }, 'street', 'General.Error.Validation.Required'],
      ['street with characters outside the rule', { street: 'Via Roma #1' }, 'street', 'PersonalDetails.Error.AddressText'],
      ['street number missing', { houseNum: '' }, 'houseNum', 'General.Error.Validation.Required'],
      ['city missing', { city: '' }, 'city', 'General.Error.Validation.Required'],
      ['city with a digit', { city: 'Milano 2' }, 'city', 'PersonalDetails.Error.City'],
      ['city of punctuation only', { city: "'-" }, 'city', 'PersonalDetails.Error.City'],
      ['city over 120 letters', { city: 'a'.repeat(121) }, 'city', 'PersonalDetails.Error.City'],
      ['postcode of 4 digits', { postcode: '2012' }, 'postcode', 'PersonalDetails.Error.Postcode'],
      ['postcode of 6 digits', { postcode: '201211' }, 'postcode', 'PersonalDetails.Error.Postcode'],
      ['postcode with letters', { postcode: 'AB123' }, 'postcode', 'PersonalDetails.Error.Postcode'],
      ['postcode missing', { postcode: '' }, 'postcode', 'General.Error.Validation.Required'],
      ['country missing', { country: '' }, 'country', 'General.Error.Validation.Required'],
      ['country not a country code', { country: 'ITA' }, 'country', 'PersonalDetails.Error.Country'],
      ['province with characters outside the rule', { province: 'RE;' }, 'province', 'PersonalDetails.Error.AddressText'],
      ['state over 120 characters', { state: 'b'.repeat(121) }, 'state', 'PersonalDetails.Error.AddressText'],
      ['a sub-step 1 field still invalid', { dateOfBirth: yearsAgo(10) }, 'dateOfBirth', 'PersonalDetails.Error.AgeTooLow'],
    ])('refuses %s with its message key', async (_case, change, field, key) => {
      const { status, body } = await post(maria, '/v2/personal-details/submit/all', { ...BASIC, ...ADDRESS, ...change });
      expect(status).toBe(422);
      expect(body.msg).toEqual([{ msg: key, loc: ['body', field] }]);
    });

    it('saves the whole step; the state returns it', async () => {
      await expect(post(maria, '/v2/personal-details/submit/all', { ...BASIC, ...ADDRESS, state: '' })).resolves.toEqual({ status: 200, body: { success: true } });
      await expect(userOf(maria)).resolves.toMatchObject({
        personal_details_sub_step: 2,
        personal_address: { street: 'Via Roma', houseNum: '12/B', city: "Reggio nell'Emilia", postcode: '42121', country: 'IT', province: 'RE' },
      });
      const events = await outboxEvents(sut.app, maria.applicationId, 'applicant/personalDetailsSubmitted');
      expect(events.at(-1)?.payload).toEqual({
        applicationId: maria.applicationId,
        applicantId: maria.applicantId,
        fiscalCode: 'RSSMRA90C52F205N',
        nationality: 'IT',
        dateOfBirth: '1990-03-12',
        placeOfBirth: 'Milano',
        address: { street: 'Via Roma', houseNum: '12/B', city: "Reggio nell'Emilia", postcode: '42121', country: 'IT', province: 'RE', state: null },
      });
    });
  });

  describe('POST /api/v2/personal-details/submit/nationality', () => {
    it('saves the nationality alone', async () => {
      const jonas = await signedInApplicant(sut.app, { firstName: 'Jonas', lastName: 'Weber', email: 'jonas.personal@example.de' });
      await expect(post(jonas, '/v2/personal-details/submit/nationality', { nationality: 'de' })).resolves.toEqual({ status: 200, body: { success: true } });
      await expect(userOf(jonas)).resolves.toMatchObject({ nationality: 'DE' });
    });

    it.each([
      ['missing', {}, 'General.Error.Validation.Required'],
      ['not a country code', { nationality: 'Deutschland' }, 'PersonalDetails.Error.Country'],
    ])('refuses a nationality %s', async (_case, body, key) => {
      await expect(post(maria, '/v2/personal-details/submit/nationality', body)).resolves.toMatchObject({ status: 422, body: { msg: [{ msg: key, loc: ['body', 'nationality'] }] } });
    });
  });

  describe('POST /api/v1/personal-details/submit (household size, employment status)', () => {
    it('saves the employment status by its English name', async () => {
      await expect(post(maria, '/v1/personal-details/submit', { numMembers: '2,1', employmentStatus: 'Student' })).resolves.toEqual({ status: 200, body: { success: true } });
      await expect(userOf(maria)).resolves.toMatchObject({ employment_status: 'Student' });
    });

    it.each([
      ['no adult', { numMembers: '0,1' }, 'numMembers', 'PersonalDetails.Error.NumMembers'],
      ['more than 8 adults', { numMembers: '9,0' }, 'numMembers', 'PersonalDetails.Error.NumMembers'],
      ['not adults,minors', { numMembers: '3' }, 'numMembers', 'PersonalDetails.Error.NumMembers'],
      ['an unknown employment status', { employmentStatus: 'Astronaut' }, 'employmentStatus', 'Workflow.Error.UnknownOccupation'],
    ])('refuses %s', async (_case, change, field, key) => {
      await expect(post(maria, '/v1/personal-details/submit', { numMembers: '1,0', employmentStatus: 'Employed', ...change })).resolves.toMatchObject({
        status: 422,
        body: { msg: [{ msg: key, loc: ['body', field] }] },
      });
    });
  });
});
