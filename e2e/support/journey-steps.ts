import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SavedState, WorkflowResponse } from '@tenant/contracts';
import { codeFromMailbox, lastMailId } from './mailbox.js';
import { text, type Lang } from './texts.js';

/**
 * The steps an applicant takes on the screens of spec 1§2, driven through what they see (the product's
 * own texts), so the slice journeys and the whole journey fill a screen the same way.
 */

/** What a step needs to find its controls: the page, or the frame a partner site shows the product in. */
export type Screen = Pick<Page, 'getByRole'>;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Continue of the step pages (found by its exact name beside 'Continue later'). */
export const continueButton = (page: Page, lang: Lang) => page.getByRole('button', { name: text(lang, 'workflow', 'CONTINUE'), exact: true });

export const pressContinue = (page: Page, lang: Lang) => continueButton(page, lang).click();

/** A form's error summary: the alert named by Form.Error's first sentence (libs/ui ErrorSummary). */
export const errorSummary = (page: Screen, lang: Lang) => page.getByRole('alert', { name: text(lang, 'common', 'Form.Error').split(/(?<=\.)\s/)[0] });

/** Occupation: past the intro and the application type (rent), to the occupation choice. */
export async function throughIntroAndType(page: Screen, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'occupation', 'Occupation.Continue') }).click();
  await page.getByRole('radio', { name: text(lang, 'occupation', 'ApplicationType.Rent.Title'), exact: true }).check();
  await page.getByRole('button', { name: text(lang, 'occupation', 'Occupation.Continue') }).click();
}

/** Occupation: picks the occupation (a key such as Occupation.Employed.Title) and continues into the fill flow. */
export async function chooseOccupation(page: Screen, lang: Lang, occupationKey = 'Occupation.Employed.Title'): Promise<void> {
  await page.getByRole('radio', { name: text(lang, 'occupation', occupationKey), exact: true }).check();
  await page.getByRole('button', { name: text(lang, 'occupation', 'Occupation.Continue') }).click();
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  /** left out when the e-mail is given and locked (invitation) */
  email?: string;
  /** national number; the dialling code is the default one of the region */
  mobile: string;
}

/** Sign-up: names, e-mail, mobile and the privacy consent (the submit is the caller's). */
export async function fillSignUp(page: Screen, lang: Lang, user: SignUpDetails): Promise<void> {
  await page.getByRole('textbox', { name: text(lang, 'signup', 'SignUp.FirstName') }).fill(user.firstName);
  await page.getByRole('textbox', { name: text(lang, 'signup', 'SignUp.LastName') }).fill(user.lastName);
  if (user.email) await page.getByRole('textbox', { name: text(lang, 'signup', 'SignUp.Email') }).fill(user.email);
  await page.getByRole('textbox', { name: text(lang, 'signup', 'SignUp.Mobile') }).fill(user.mobile);
  await page.getByRole('checkbox', { name: text(lang, 'signup', 'SignUp.PrivacyConsent') }).check();
}

/**
 * Sign-up's submit, then verify e-mail with the code the SMTP catcher got for this address after the
 * submit, typed into the first box (it spreads over the six).
 */
export async function submitSignUpWithMailedCode(page: Page, lang: Lang, email: string): Promise<void> {
  const after = await lastMailId(page.request);
  await page.getByRole('button', { name: text(lang, 'signup', 'SignUp.Submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/fill/[0-9a-f-]{36}/verify-email`));
  const code = await codeFromMailbox(page.request, email, after);
  await page.getByRole('textbox', { name: text(lang, 'signup', 'VerifyEmail.Digit').replace('{{index}}', '1').replace('{{count}}', '6') }).fill(code);
}

/** A country dropdown: opened by its label, searched, the option picked. */
export async function chooseCountry(page: Page, lang: Lang, label: string, search: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByLabel(text(lang, 'ui', 'Ui.Country.Search')).fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Opens a listbox by its label (the member's `Relationship`, not the guarantor's `Relationship to you`) and picks an option. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} (?!to you)`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface BasicPersonalDetails {
  /** what is typed in the nationality search, and the option then picked */
  nationality: { search: string; option: string };
  fiscalCode: string;
  /** digits only: the field inserts the slashes */
  dateOfBirthDigits: string;
  placeOfBirth: string;
}

/** Personal details, sub-step 1 outside Germany: nationality, fiscal code, date and place of birth. */
export async function fillBasicPersonalDetails(page: Page, lang: Lang, details: BasicPersonalDetails): Promise<void> {
  await chooseCountry(page, lang, text(lang, 'personal', 'PersonalDetails.Nationality'), details.nationality.search, details.nationality.option);
  await page.getByRole('textbox', { name: text(lang, 'personal', 'PersonalDetails.FiscalCode') }).fill(details.fiscalCode);
  await page.getByRole('textbox', { name: text(lang, 'personal', 'PersonalDetails.DateOfBirth') }).pressSequentially(details.dateOfBirthDigits);
  await page.getByRole('textbox', { name: text(lang, 'personal', 'PersonalDetails.PlaceOfBirth') }).fill(details.placeOfBirth);
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Personal details, sub-step 2: the kind of identity document, then one file for each side it asks
 * for (`page` for a passport, `front` and `back` otherwise); each upload is confirmed on the screen.
 */
export async function uploadIdentityDocument(page: Page, lang: Lang, kind: 'PASSPORT' | 'ID_CARD' | 'PAPER_ID', files: Partial<Record<'page' | 'front' | 'back', UploadFile>>): Promise<void> {
  const personal = (key: string) => text(lang, 'personal', key);
  await page.getByRole('radio', { name: personal(`PersonalDetails.IdDocument.Kind.${kind}`), exact: true }).check();
  for (const [side, file] of Object.entries(files)) {
    const sideLabel = personal(`PersonalDetails.IdDocument.Side.${side}`);
    await page.getByLabel(personal('PersonalDetails.IdDocument.Choose').replace('{{side}}', sideLabel)).setInputFiles(file);
    await expect(page.getByText(personal('PersonalDetails.IdDocument.Uploaded').replace('{{side}}', sideLabel).replace('{{name}}', file.name))).toBeVisible();
  }
}

/** Personal details, sub-step 2: the row of one side of the identity document. */
export const identitySideRow = (page: Page, lang: Lang, side: 'page' | 'front' | 'back') =>
  page.getByRole('listitem', { name: text(lang, 'personal', `PersonalDetails.IdDocument.Side.${side}`), exact: true });

/** Waits until the income service's OCR job has read each uploaded side (the screen polls its state). */
export async function expectIdentityDocumentRead(page: Page, lang: Lang, sides: ('page' | 'front' | 'back')[], timeout = 120_000): Promise<void> {
  for (const side of sides) {
    await expect(identitySideRow(page, lang, side).getByText(text(lang, 'personal', 'PersonalDetails.IdDocument.State.read'))).toBeVisible({ timeout });
  }
}

/** The address text fields shared by the address block of personal details and the current address. */
export async function fillAddressFields(page: Page, lang: Lang, address: Partial<Record<'Street' | 'HouseNum' | 'City' | 'Postcode', string>>): Promise<void> {
  for (const [field, value] of Object.entries(address)) {
    await page.getByRole('textbox', { name: text(lang, 'personal', `PersonalDetails.Address.${field}`) }).fill(value);
  }
}

/** Current address: types into the street combobox and picks a suggestion of the places sandbox. */
export async function pickStreetSuggestion(page: Page, lang: Lang, typed: string, suggestion: string): Promise<void> {
  const street = page.getByRole('combobox', { name: text(lang, 'personal', 'PersonalDetails.Address.Street') });
  await street.fill('');
  await street.pressSequentially(typed);
  await page.getByRole('option', { name: suggestion }).click();
}

/** Additional details: living situation, current rent and deposit (amounts as typed). */
export async function fillCurrentHome(page: Page, lang: Lang, home: { situation: string; rent: string; deposit: string }): Promise<void> {
  await chooseOption(page, text(lang, 'household', 'AdditionalDetails.LivingSituation.Label'), home.situation);
  await page.getByRole('textbox', { name: text(lang, 'household', 'AdditionalDetails.CurrentRent'), exact: true }).fill(home.rent);
  await page.getByRole('textbox', { name: text(lang, 'household', 'AdditionalDetails.CurrentDeposit'), exact: true }).fill(home.deposit);
}

/** Additional details of an employed applicant: the contract type and paychecks a year (shown labels), then the confirmation tick. */
export async function fillEmploymentAndConfirm(page: Page, lang: Lang, employment: { contract: string; paychecksPerYear: string }): Promise<void> {
  const hh = (key: string) => text(lang, 'household', key);
  await chooseOption(page, hh('AdditionalDetails.TypeOfContract.Label'), employment.contract);
  await chooseOption(page, hh('AdditionalDetails.PaychecksPerYear'), employment.paychecksPerYear);
  await page.getByRole('checkbox', { name: hh('Confirmation.Label') }).check();
}

/** Questionnaire: No to every question (the No (all) shortcut), the sincerity waiver and the credit-agency consent. */
export async function answerNoToAll(page: Page, lang: Lang): Promise<void> {
  const hh = (key: string) => text(lang, 'household', key);
  await page.getByRole('button', { name: hh('PersonalDetailsSD.NoAll'), exact: true }).click();
  await page.getByRole('checkbox', { name: hh('PersonalDetailsSD.Sincerity') }).check();
  await page.getByRole('checkbox', { name: hh('PersonalDetailsSD.CreditAgency') }).check();
}

/** Confirmation: ticks the declaration of veridicity (labelled with the applicant's full name and today's date in digits as the language writes it). */
export async function declareVeridicity(page: Page, lang: Lang, fullName: string): Promise<void> {
  const today = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  const declaration = text(lang, 'household', 'Confirmation.Declaration').replace('{{fullName}}', fullName).replace('{{date}}', today);
  await page.getByRole('checkbox', { name: declaration }).check();
}

/** The application of the current URL and the session the browser keeps for it (local storage). */
export async function browserSession(page: Page): Promise<{ applicationId: string; accessToken: string }> {
  const applicationId = /\/fill\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(applicationId, 'an application id in the URL').toBeTruthy();
  expect(accessToken, 'an access token in local storage').toBeTruthy();
  return { applicationId: applicationId!, accessToken: accessToken! };
}

export interface HouseholdMember {
  fullname: string;
  email: string;
  dateOfBirthDigits: string;
  /** the shown label of the relationship */
  relationship: string;
}

/** Additional details: fills the member form, adds the member and sees them listed in the default role (co-applicant). */
export async function addHouseholdMember(page: Page, lang: Lang, member: HouseholdMember): Promise<void> {
  const hh = (key: string) => text(lang, 'household', key);
  await page.getByRole('textbox', { name: hh('AdditionalDetails.Member.Fullname'), exact: true }).fill(member.fullname);
  await page.getByRole('textbox', { name: hh('AdditionalDetails.Member.Email'), exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: hh('AdditionalDetails.Member.DateOfBirth'), exact: true }).pressSequentially(member.dateOfBirthDigits);
  await chooseOption(page, hh('AdditionalDetails.Member.Relationship'), member.relationship);
  await page.getByRole('button', { name: hh('AdditionalDetails.Members.Add') }).click();
  const listed = hh('AdditionalDetails.Members.Item').replace('{{name}}', member.fullname).replace('{{relationship}}', member.relationship);
  await expect(page.getByText(listed.replace('{{role}}', hh('AdditionalDetails.Role.CoApplicant')))).toBeVisible();
}

/** What the server keeps for an application (GET /api/v1/state/), read with the applicant's token. */
export async function savedState(request: APIRequestContext, applicationId: string, accessToken: string): Promise<SavedState> {
  const answer = await request.get(`/api/v1/state/?application_id=${applicationId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SavedState;
}

/**
 * The applicant goes back to an earlier step of an application they took further (the Back button, step
 * by step): its saved step is set there (as the shell saves it), then the step is opened.
 */
export async function reopenStep(page: Page, session: { applicationId: string; accessToken: string }, lang: Lang, stepRouter: string, occupation = 'Employed'): Promise<void> {
  const headers = { authorization: `Bearer ${session.accessToken}`, occupation, 'application-type': 'rent' };
  const workflow = ((await (await page.request.get('/api/v1/workflow/', { headers })).json()) as WorkflowResponse).workflow;
  const step = workflow.findIndex((candidate) => candidate.router === stepRouter);
  expect(step, `${stepRouter} in the workflow`).toBeGreaterThan(0);
  const saved = await page.request.post(`/api/v1/state/update-step?application_id=${session.applicationId}`, { headers, data: { step, step_router: stepRouter } });
  expect(saved.status()).toBeLessThan(300);
  await page.goto(`/${lang}/fill/${session.applicationId}/${stepRouter}`);
}
