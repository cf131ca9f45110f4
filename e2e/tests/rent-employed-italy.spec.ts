import { expect, test, type Page } from '@playwright/test';
import type { IdDocumentsResponse, QuestionnaireResponse, WorkflowResponse } from '@tenant/contracts';
import { randomBytes } from 'node:crypto';
import { ONE_PIXEL_PNG, onePagePdf } from '../support/files.js';
import {
  addHouseholdMember,
  browserSession,
  chooseOccupation,
  chooseOption,
  continueButton,
  fillAddressFields,
  fillBasicPersonalDetails,
  fillCurrentHome,
  fillEmploymentAndConfirm,
  fillSignUp,
  pickStreetSuggestion,
  pressContinue,
  savedState,
  submitSignUpWithMailedCode,
  throughIntroAndType,
  uploadIdentityDocument,
} from '../support/journey-steps.js';
import { mailTo } from '../support/mailbox.js';
import { text, type Lang } from '../support/texts.js';

const lang: Lang = 'en';
/** The plain demo listing of the onboarding seed: no partner branding, no lanPays. */
const LISTING = '1001';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const t = (namespace: string, key: string) => text(lang, namespace, key);
const hh = (key: string) => t('household', key);
/** A fill step of the application, the listing still carried in the URL. */
const stepUrl = (step: string) => new RegExp(`/${lang}/fill/${UUID}/${step}/${LISTING}$`);

/** The workflow of an employed renter, as the server gives it. */
const employedRentWorkflow = async (page: Page) => {
  const answer = await page.request.get('/api/v1/workflow/', { headers: { occupation: 'Employed', 'application-type': 'rent' } });
  return ((await answer.json()) as WorkflowResponse).workflow;
};

/** The progress navigation lists the steps not hidden nor skipped: those before `router` completed, `router` current. */
const expectProgressAt = async (page: Page, router: string) => {
  const steps = (await employedRentWorkflow(page)).filter((step) => !step.hidden && !step.skip);
  const current = steps.findIndex((step) => step.router === router);
  expect(current).toBeGreaterThan(0);
  const items = page.getByRole('navigation', { name: t('chrome', 'Nav.Label') }).getByRole('listitem');
  await expect(items).toHaveCount(steps.length);
  for (const [index, step] of steps.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(t('chrome', step.label));
    if (index < current) await expect(item).toContainText(t('chrome', 'Nav.Completed'));
    else await expect(item).not.toContainText(t('chrome', 'Nav.Completed'));
    if (index === current) await expect(item).toHaveAttribute('aria-current', 'step');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
};

/** Giulia Bianchi, born in Bologna on 24/07/1992: BNC GLI, 92, L (July), 64 (24 + 40: a woman), A944 (Bologna), check character I. */
const applicant = { firstName: 'giulia', lastName: 'bianchi', mobile: '347 765 4321', fiscalCode: 'bncgli92l64a944i', dateOfBirthDigits: '24071992', placeOfBirth: 'Bologna' };
const PIANO = 'A digital piano, played with headphones after 8 pm.';

test.describe('an employed renter in Italy, from a listing to the questionnaire, in one session (spec 1§2–1§5)', () => {
  test('applies for listing 1001 screen by screen; what was entered is shown and kept', async ({ page }) => {
    test.setTimeout(120_000);
    const tag = randomBytes(5).toString('hex');
    const email = `giulia.bianchi.${tag}@gmail.com`;
    const partnerEmail = `marco.ferri.${tag}@gmail.com`;

    // Occupation, from the listing's apply link: no progress navigation yet
    await page.goto(`/${lang}/apply/${LISTING}`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/fill/occupation/${LISTING}$`));
    await expect(page.getByRole('heading', { name: t('occupation', 'Occupation.Intro.Heading') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('chrome', 'Nav.Label') })).toHaveCount(0);
    await throughIntroAndType(page, lang);
    await chooseOccupation(page, lang, 'Occupation.Employed.Title');

    // Sign-up, then the code from the mailbox; nothing to resume, so a new application starts by itself
    await expect(page).toHaveURL(new RegExp(`/${lang}/fill/sign-up/${LISTING}$`));
    await expectProgressAt(page, 'sign-up');
    await fillSignUp(page, lang, { firstName: applicant.firstName, lastName: applicant.lastName, email, mobile: applicant.mobile });
    await expect(page.getByRole('textbox', { name: t('signup', 'SignUp.FirstName') })).toHaveValue('Giulia');
    await expect(page.getByRole('textbox', { name: t('signup', 'SignUp.LastName') })).toHaveValue('Bianchi');
    await submitSignUpWithMailedCode(page, lang, email);
    await expect(page).toHaveURL(stepUrl('personal-details'));
    const { applicationId, accessToken } = await browserSession(page);

    // Personal details, sub-step 1: greeted by the capitalised full name
    await expect(page.getByText(t('personal', 'PersonalDetails.Greeting').replace('{{name}}', 'Giulia Bianchi'))).toBeVisible();
    await expectProgressAt(page, 'personal-details');
    await expect(continueButton(page, lang)).toBeDisabled();
    await fillBasicPersonalDetails(page, lang, {
      nationality: { search: 'ital', option: 'Italy' },
      fiscalCode: applicant.fiscalCode,
      dateOfBirthDigits: applicant.dateOfBirthDigits,
      placeOfBirth: applicant.placeOfBirth,
    });
    await expect(page.getByRole('textbox', { name: t('personal', 'PersonalDetails.DateOfBirth') })).toHaveValue('24/07/1992');
    await expect(continueButton(page, lang)).toBeEnabled();
    await pressContinue(page, lang);

    // Sub-step 2: an identity card (the front photographed, the back scanned to PDF) and the address
    await expect(page.getByRole('heading', { name: t('personal', 'PersonalDetails.SubStep2.Heading') })).toBeVisible();
    // the fiscal code agrees with the date and place of birth: no warning was raised
    await expect(page.getByText(t('personal', 'PersonalDetails.FiscalCode.Mismatch.Lead'))).toHaveCount(0);
    await expect(continueButton(page, lang)).toBeDisabled();
    await uploadIdentityDocument(page, lang, 'ID_CARD', {
      front: { name: 'carta-identita-fronte.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      back: { name: 'carta-identita-retro.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Carta di identita, retro') },
    });
    await fillAddressFields(page, lang, { Street: "Via dell'Indipendenza", HouseNum: '8', City: 'Bologna', Postcode: '40121' });
    await expect(continueButton(page, lang)).toBeEnabled();
    await pressContinue(page, lang);

    // Current address; once the step is saved, a reload keeps the session, the step and the saved address
    await expect(page).toHaveURL(stepUrl('current-address'));
    await expect.poll(async () => (await savedState(page.request, applicationId, accessToken)).step_router).toBe('current-address');
    await page.reload();
    await expect(page).toHaveURL(stepUrl('current-address'));
    await expect(page.getByRole('heading', { name: t('personal', 'CurrentAddress.Heading') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(accessToken);
    await expectProgressAt(page, 'current-address');
    await expect(page.getByRole('combobox', { name: t('personal', 'PersonalDetails.Address.Street') })).toHaveValue("Via dell'Indipendenza");
    await pickStreetSuggestion(page, lang, 'via nazionale', 'Via Nazionale, Roma, RM, Italy');
    await expect(page.getByRole('textbox', { name: t('personal', 'PersonalDetails.Address.Postcode') })).toHaveValue('00184');
    await expect(page.getByRole('textbox', { name: t('personal', 'PersonalDetails.Address.City') })).toHaveValue('Roma');
    await expect(page.getByRole('textbox', { name: new RegExp(t('personal', 'PersonalDetails.Address.Province')) })).toHaveValue('RM');
    await fillAddressFields(page, lang, { HouseNum: '41' });
    await pressContinue(page, lang);

    // Additional details: a couple renting now, she is employed open-ended with 14 paychecks
    await expect(page).toHaveURL(stepUrl('additional-details'));
    await expect(page.getByRole('heading', { name: hh('AdditionalDetails.Heading') })).toBeVisible();
    await expectProgressAt(page, 'additional-details');
    await expect(page.getByRole('button', { name: new RegExp(`^${hh('AdditionalDetails.EmploymentStatus.Label')} `) })).toContainText(
      hh('AdditionalDetails.EmploymentStatus.Employed'),
    );
    await chooseOption(page, hh('AdditionalDetails.Household.Adults'), '2');
    await addHouseholdMember(page, lang, { fullname: 'Marco Ferri', email: partnerEmail, dateOfBirthDigits: '03021990', relationship: hh('AdditionalDetails.Relationship.Partner') });
    await fillCurrentHome(page, lang, { situation: hh('AdditionalDetails.LivingSituation.Rent'), rent: '780', deposit: '2,340' });
    await page.getByRole('textbox', { name: hh('AdditionalDetails.LandlordName'), exact: true }).fill('Paolo Verdi');
    await fillEmploymentAndConfirm(page, lang, { contract: hh('AdditionalDetails.TypeOfContract.OpenEnded'), paychecksPerYear: '14' });
    await pressContinue(page, lang);

    // Questionnaire: Italy's 12 questions (the German WBS is not asked here, pets were asked with the household) answered one by one, one Yes with its details, both ticks
    await expect(page).toHaveURL(stepUrl('questionnaire'));
    await expect(page.getByRole('heading', { name: hh('PersonalDetailsSD.Heading') })).toBeVisible();
    await expectProgressAt(page, 'questionnaire');
    await expect(page.getByRole('group', { name: /^\d+\. / })).toHaveCount(12);
    for (let position = 1; position <= 12; position++) {
      await page
        .getByRole('group', { name: new RegExp(`^${position}\\. `) })
        .getByRole('radio', { name: hh('PersonalDetailsSD.Response.NO'), exact: true })
        .check();
    }
    const instrument = page.getByRole('group', { name: new RegExp(`^\\d+\\. ${hh('PersonalDetailsSD.Question.MusicalInstrument').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await instrument.getByRole('radio', { name: hh('PersonalDetailsSD.Response.YES'), exact: true }).check();
    await instrument.getByRole('textbox').fill(PIANO);
    await page.getByRole('checkbox', { name: hh('PersonalDetailsSD.Sincerity') }).check();
    await page.getByRole('checkbox', { name: hh('PersonalDetailsSD.CreditAgency') }).check();
    await pressContinue(page, lang);

    // On to the workflow's next step (a screen of a later issue): the URL only
    await expect(page).toHaveURL(stepUrl('income-check'));

    // What the server kept, read with the session the browser still holds
    const session = await browserSession(page);
    expect(session).toEqual({ applicationId, accessToken });
    await expect.poll(async () => (await savedState(page.request, applicationId, accessToken)).step_router).toBe('income-check');
    const state = await savedState(page.request, applicationId, accessToken);
    expect(state.step).toBe((await employedRentWorkflow(page)).findIndex((step) => step.router === 'income-check'));
    expect(state.application).toMatchObject({ listing_id: LISTING, applicant_role: 'main-applicant', applicationType: 'rent' });
    expect(state.user).toMatchObject({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email,
      mobile: '+39-3477654321',
      employment_status: 'Employed',
      listing_id: LISTING,
      fiscal_code: 'BNCGLI92L64A944I',
      nationality: 'IT',
      date_of_birth: '24/07/1992',
      birth_city: 'Bologna',
      personal_address: { street: "Via dell'Indipendenza", houseNum: '8', city: 'Bologna', postcode: '40121', country: 'IT' },
      current_country: 'IT',
      current_street: 'Via Nazionale',
      current_house_num: '41',
      current_postcode: '00184',
      current_city: 'Roma',
      current_province: 'RM',
      household_members_count: '2,0',
      hh_members: [{ fullname: 'Marco Ferri', email: partnerEmail, date_of_birth: '03/02/1990', relationship: 'Partner', role: 'Co-Applicant' }],
      guarantors: [],
      living_situation: 'rent',
      current_rent: 780,
      current_deposit: 2340,
      landlord_name: 'Paolo Verdi',
      type_of_contract: 'open-ended',
      paychecks_per_year: 14,
    });

    const auth = { headers: { authorization: `Bearer ${accessToken}` } };
    const documents = (await (await page.request.get(`/api/v1/other-documents/id-documents?application_id=${applicationId}`, auth)).json()) as IdDocumentsResponse;
    expect(documents.documents.map(({ id_type, side, name }) => ({ id_type, side, name }))).toEqual(
      expect.arrayContaining([
        { id_type: 'ID_CARD', side: 'front', name: 'carta-identita-fronte.png' },
        { id_type: 'ID_CARD', side: 'back', name: 'carta-identita-retro.pdf' },
      ]),
    );
    const questionnaire = (await (await page.request.get(`/api/v1/questionnaire/?application_id=${applicationId}`, auth)).json()) as QuestionnaireResponse;
    expect(questionnaire).toMatchObject({ sincerityAccepted: true, creditAgencyConsent: true });
    expect(questionnaire.answers).toHaveLength(12);
    expect(questionnaire.answers.filter((a) => a.response !== 'NO')).toEqual([{ question: 'musical-instrument', response: 'YES', details: PIANO }]);

    // the partner is invited as co-applicant
    const invitation = await mailTo(page.request, partnerEmail);
    expect(invitation.subject).toBe('Giulia Bianchi invited you to a rental application');
    expect(invitation.text).toContain('as co-applicant');
  });
});
