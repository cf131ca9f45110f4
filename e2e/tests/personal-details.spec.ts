import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ONE_PIXEL_PNG } from '../support/files.js';
import {
  chooseCountry,
  continueButton,
  fillAddressFields,
  fillBasicPersonalDetails,
  pickStreetSuggestion,
  savedState,
  uploadIdentityDocument,
} from '../support/journey-steps.js';
import { germanUrl } from '../support/regions.js';
import { issueSession, signIn, type DemoSession } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';

const personal = (lang: Lang, key: string) => text(lang, 'personal', key);

const stateOf = async (page: Page, session: DemoSession) => (await savedState(page.request, session.applicationId, session.accessToken)).user;

test.describe('Personal details and current address in Italy (spec 1§2, 1§4, 1§5)', () => {
  test('personal details, identity document and address, then the current address with autocomplete', async ({ page }) => {
    const lang: Lang = 'it';
    const session = await issueSession({ step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(`/${lang}/fill/${session.applicationId}/personal-details`);

    await expect(page.getByText(personal(lang, 'PersonalDetails.Greeting').replace('{{name}}', 'Maria Rossi'))).toBeVisible();
    await expect(page.getByRole('heading', { name: personal(lang, 'PersonalDetails.Heading') })).toBeVisible();
    await expect(continueButton(page, lang)).toBeDisabled();

    // The list is the onboarding service's, not only the fallback Italy and Germany, with the service's own flags (spec 1§3, 1§7).
    await page.getByRole('button', { name: new RegExp(personal(lang, 'PersonalDetails.Nationality')) }).click();
    await page.getByLabel(text(lang, 'ui', 'Ui.Country.Search')).fill('fran');
    const franceFlag = page.getByRole('listbox').getByRole('option', { name: 'Francia', exact: true }).locator('img');
    await expect(franceFlag).toHaveAttribute('src', '/api/v1/openapis/flags/fr.svg');
    await expect.poll(() => franceFlag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');

    await fillBasicPersonalDetails(page, lang, {
      nationality: { search: 'ital', option: 'Italia' },
      fiscalCode: 'rssmra90c52f205n',
      dateOfBirthDigits: '13031990',
      placeOfBirth: 'Milano',
    });
    // The fiscal code encodes 12/03/1990: the applicant is told, and corrects the date.
    await expect(page.getByText(/il codice indica 12\/03\/1990/)).toBeVisible();
    const date = page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.DateOfBirth') });
    await date.fill('');
    await date.pressSequentially('12031990');
    await expect(page.getByText(/il codice indica/)).toBeHidden();
    await expect(continueButton(page, lang)).toBeEnabled();
    await continueButton(page, lang).click();

    await expect(page.getByRole('heading', { name: personal(lang, 'PersonalDetails.SubStep2.Heading') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/fill/${session.applicationId}/personal-details$`));
    await expect(continueButton(page, lang)).toBeDisabled();

    await uploadIdentityDocument(page, lang, 'PASSPORT', { page: { name: 'passaporto.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } });

    await fillAddressFields(page, lang, { Street: 'Via Roma', HouseNum: '12', City: 'Milano2', Postcode: '2012' });
    const postcode = page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.Address.Postcode') });
    await postcode.blur();
    // the fields' own messages (the error summary links to them with the step's name in front)
    await expect(page.getByText(personal(lang, 'PersonalDetails.Error.Postcode'), { exact: true })).toBeVisible();
    await expect(page.getByText(personal(lang, 'PersonalDetails.Error.City'), { exact: true })).toBeVisible();
    await expect(continueButton(page, lang)).toBeDisabled();
    await postcode.fill('20121');
    await page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.Address.City') }).fill('Milano');
    await continueButton(page, lang).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/fill/${session.applicationId}/current-address$`));
    await expect(page.getByRole('heading', { name: personal(lang, 'CurrentAddress.Heading') })).toBeVisible();
    const street = page.getByRole('combobox', { name: personal(lang, 'PersonalDetails.Address.Street') });
    await expect(street).toHaveValue('Via Roma');
    await pickStreetSuggestion(page, lang, 'via del corso 5', 'Via del Corso, 5, Roma, RM, Italia');
    await expect(page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.Address.Postcode') })).toHaveValue('00186');
    await expect(page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.Address.City') })).toHaveValue('Roma');
    await expect(page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.Address.HouseNum') })).toHaveValue('5');
    await expect(page.getByRole('textbox', { name: new RegExp(personal(lang, 'PersonalDetails.Address.Province')) })).toHaveValue('RM');
    await street.fill('');
    await street.pressSequentially('nessuna strada');
    await expect(page.getByText(personal(lang, 'No results found.'))).toBeVisible();
    await street.fill('Via del Corso');
    await continueButton(page, lang).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/fill/${session.applicationId}/additional-details$`));

    await expect(stateOf(page, session)).resolves.toMatchObject({
      fiscal_code: 'RSSMRA90C52F205N',
      nationality: 'IT',
      date_of_birth: '12/03/1990',
      birth_city: 'Milano',
      personal_address: { street: 'Via Roma', houseNum: '12', city: 'Milano', postcode: '20121', country: 'IT' },
      current_street: 'Via del Corso',
      current_house_num: '5',
      current_postcode: '00186',
      current_city: 'Roma',
      current_province: 'RM',
    });
  });
});

/** In the provider's tab: pick the method, approve or reject. */
const identifyInSandbox = async (context: BrowserContext, page: Page, startLabel: string, method: string, decision: 'Approve' | 'Reject') => {
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: startLabel }).click()]);
  await tab.waitForLoadState();
  await expect(tab.getByRole('heading', { name: 'Identity verification (sandbox)' })).toBeVisible();
  await expect(tab.getByText('Maria Rossi')).toBeVisible();
  await tab.getByRole('radio', { name: method }).check();
  await tab.getByRole('button', { name: decision }).click();
  await expect(tab.getByRole('heading', { name: decision === 'Approve' ? 'Identification approved' : 'Identification rejected' })).toBeVisible();
  await tab.close();
};

test.describe('Personal details in Germany: identity verification with the sandbox provider (spec 1§4)', () => {
  const lang: Lang = 'de';

  test('verified: start in a new tab, approve, the panel shows date and method; nationality saved on continue', async ({ page, context }) => {
    const session = await issueSession({ step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(germanUrl(`/${lang}/fill/${session.applicationId}/personal-details`));
    await expect(page.getByRole('heading', { name: personal(lang, 'IdentityVerification.Heading') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: personal(lang, 'PersonalDetails.FiscalCode') })).toHaveCount(0);
    for (const method of ['PhotoId', 'BankId', 'WebId', 'BankConnection']) {
      await expect(page.getByText(personal(lang, `IdentityVerification.Method.${method}`), { exact: true })).toBeVisible();
    }
    await expect(page.getByText(personal(lang, 'PersonalDetails.IdentityNotVerified.Warning'))).toBeVisible();

    await identifyInSandbox(context, page, personal(lang, 'IdentityVerification.Start'), 'WebID video identification', 'Approve');
    await expect(page.getByText(new RegExp(`mit ${personal(lang, 'IdentityVerification.VerifiedMethod.webid')} bestätigt`))).toBeVisible();
    await expect(page.getByText(personal(lang, 'PersonalDetails.IdentityNotVerified.Warning'))).toBeHidden();

    await chooseCountry(page, lang, personal(lang, 'PersonalDetails.Nationality'), 'deutsch', 'Deutschland');
    await continueButton(page, lang).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/fill/${session.applicationId}/current-address$`));
    await expect(stateOf(page, session)).resolves.toMatchObject({ nationality: 'DE' });
  });

  test('failed, then restarted and verified by bank connection', async ({ page, context }) => {
    const session = await issueSession({ step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(germanUrl(`/${lang}/fill/${session.applicationId}/personal-details`));

    await identifyInSandbox(context, page, personal(lang, 'IdentityVerification.Start'), 'WebID video identification', 'Reject');
    await expect(page.getByText(personal(lang, 'TenantCJ.IdentityVerification.WebId.ProcessFailed'))).toBeVisible();

    await identifyInSandbox(context, page, personal(lang, 'IdentityVerification.Restart'), 'Bank connection (PSD2)', 'Approve');
    await expect(page.getByText(new RegExp(`mit ${personal(lang, 'IdentityVerification.VerifiedMethod.psd2').replace(/[()]/g, '\\$&')} bestätigt`))).toBeVisible();
    await expect(page.getByText(personal(lang, 'TenantCJ.IdentityVerification.WebId.ProcessFailed'))).toBeHidden();
  });
});
