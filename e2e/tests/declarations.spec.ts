import { expect, test } from '@playwright/test';
import { MAX_UPLOAD_BYTES } from '@tenant/domain';
import { onePagePdf } from '../support/files.js';
import { chooseOption, continueButton, pressContinue, savedState } from '../support/journey-steps.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';

const todayInItalianFormat = () => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test.describe('the applicant’s declarations (spec 2§2, 2§4, 2§5)', () => {
  test('confirmation in Italy: refused unticked, then the declaration is recorded and the flow moves on', async ({ page }) => {
    const hh = (key: string) => text('it', 'household', key);
    const session = await issueSession({ firstName: 'Giulia', lastName: 'Esposito', step: 9, stepRouter: 'confirmation' });
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/confirmation`);
    await expect(page.getByRole('heading', { name: hh('Confirmation.Heading') })).toBeVisible();
    const declaration = hh('Confirmation.Declaration').replace('{{fullName}}', 'Giulia Esposito').replace('{{date}}', todayInItalianFormat());
    const box = page.getByRole('checkbox', { name: declaration });
    await expect(box).not.toBeChecked();

    await pressContinue(page, 'it');
    await expect(page.getByText(hh('Confirmation.Description')).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/confirmation$`));

    await box.check();
    const submitted = page.waitForResponse((r) => r.url().includes('/api/v1/confirmation/submit'));
    await pressContinue(page, 'it');
    expect((await submitted).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/payment$`));
    const state = await page.request.get(`/api/v1/confirmation/?application_id=${session.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    await expect(state.json()).resolves.toMatchObject({ success: true, confirmed: true, confirmedAt: expect.any(String) });
  });

  test('mortgage information: every message, the read-only figures, proof of financing, then continue; reopened, "no property" clears it', async ({ page }) => {
    test.setTimeout(120_000);
    const hh = (key: string) => text('en', 'household', key);
    const session = await issueSession({ employmentStatus: 'Employed', applicationType: 'mortgage', step: 8, stepRouter: 'mortgage-info' });
    await signIn(page, session);
    const url = `/en/mortgage/fill/${session.applicationId}/mortgage-info`;
    await page.goto(url);
    await expect(page.getByRole('heading', { name: hh('MortgageInfo.Heading') })).toBeVisible();

    // nothing answered: the question and the confirmation box
    await pressContinue(page, 'en');
    await expect(page.getByRole('group', { name: hh('MortgageInfo.IdentifiedProperty') }).getByText(hh('RequiredFields'))).toBeVisible();
    await expect(page.getByText(hh('Confirmation.Description'))).toBeVisible();

    // a property: the required fields sentence, RequiredFields on each, SourceOfFunds
    await page.getByRole('radio', { name: hh('MortgageInfo.Yes') }).check();
    await page.getByRole('checkbox', { name: hh('Confirmation.Label') }).check();
    await pressContinue(page, 'en');
    await expect(page.getByText(hh('MortgageInfo.Error.FillRequiredFields'))).toBeVisible();
    await expect(page.getByText(hh('RequiredFields'))).toHaveCount(3);
    await expect(page.getByText(hh('SourceOfFunds'))).toBeVisible();

    const value = page.getByRole('textbox', { name: new RegExp(`^${hh('MortgageInfo.PropertyValue')}`) });
    const loan = page.getByRole('textbox', { name: new RegExp(`^${hh('MortgageInfo.LoanAmount')}`) });
    await value.fill('0');
    await loan.fill('0');
    await chooseOption(page, hh('MortgageInfo.PropertyType'), hh('MortgageInfo.PropertyType.apartment'));
    await page.getByRole('checkbox', { name: hh('MortgageInfo.SourceOfFund.family-members') }).check();
    await pressContinue(page, 'en');
    await expect(page.getByText(hh('PropertyValue.Zero')).first()).toBeVisible();
    await expect(page.getByText(hh('LoanAmount.Zero'))).toBeVisible();

    await value.fill('320,000');
    await loan.fill('400000');
    await pressContinue(page, 'en');
    await expect(page.getByText(hh('LoanAmount.EqualPropertyValue')).first()).toBeVisible();

    // the money pattern: three groups at most, two decimals
    await loan.fill('250,000.505');
    await loan.blur();
    const invalidLoan = hh('MortgageInfo.Error.InvalidAmount');
    await expect(page.getByText(invalidLoan)).toBeVisible();
    await loan.fill('250000.50');
    await loan.blur();
    await expect(loan).toHaveValue('250000.50');
    await expect(page.getByText(invalidLoan)).toHaveCount(0);

    // the read-only figures
    const share = page.getByRole('textbox', { name: hh('MortgageInfo.LoanPercentage') });
    const funds = page.getByRole('textbox', { name: hh('MortgageInfo.RequiredFunds') });
    await expect(share).toHaveValue('78%');
    await expect(funds).toHaveValue('€69,999.50');
    await expect(share).not.toBeEditable();
    await expect(funds).not.toBeEditable();

    // proof of financing: asked for family money, not for the bank balance alone
    const proof = page.getByRole('heading', { name: hh('MortgageInfo.FinancingProof.Heading') });
    await expect(proof).toBeVisible();
    const picker = page.getByLabel(hh('MortgageInfo.Upload.Choose'));
    await picker.setInputFiles({ name: 'estratto-titoli.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024) });
    await expect(page.getByRole('alert').filter({ hasText: text('en', 'common', 'Upload.Error.MaxFileSize').replace('{{size}}', '21 MB').replace('{{limit}}', '20 MB') })).toBeVisible();
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/other-documents/upload'));
    await picker.setInputFiles({ name: 'lettera-donazione.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Lettera di donazione - Anna Rossi a Maria Rossi, EUR 50.000') });
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByRole('button', { name: hh('MortgageInfo.Upload.Remove').replace('{{name}}', 'lettera-donazione.pdf') })).toBeVisible();

    const submitted = page.waitForResponse((r) => r.url().includes('/api/v1/mortgage-info/submit'));
    await pressContinue(page, 'en');
    expect((await submitted).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/en/mortgage/fill/${session.applicationId}/income-check$`));
    const saved = await savedState(page.request, session.applicationId, session.accessToken);
    expect(saved.user.mortgage_info).toEqual({
      funds: 69_999.5,
      loan_amount: 250_000.5,
      property_value: 320_000,
      need_financing: true,
      identified_property: true,
      loan_percentage: 78,
      sources_of_fund: ['family-members'],
      property_type: 'apartment',
    });

    // reopened with the browser's back button (a typed address of an earlier step would be moved on to the
    // saved step by the state restore, spec 1§4): the answer comes back; 'no property' clears it and removes the proof
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(value).toHaveValue('320000.00');
    await expect(page.getByRole('checkbox', { name: hh('MortgageInfo.SourceOfFund.family-members') })).toBeChecked();
    await page.getByRole('radio', { name: hh('MortgageInfo.No') }).check();
    await expect(value).toHaveCount(0);
    await expect(proof).toHaveCount(0);
    const cleared = page.waitForResponse((r) => r.url().includes('/api/v1/mortgage-info/submit'));
    await continueButton(page, 'en').click();
    expect((await cleared).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/income-check$`));
    expect((await savedState(page.request, session.applicationId, session.accessToken)).user.mortgage_info).toMatchObject({
      identified_property: false,
      property_value: null,
      loan_amount: null,
      sources_of_fund: [],
    });
    const documents = await page.request.get(`/api/v2/income-check/documents?application_id=${session.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(((await documents.json()) as { documents: { type: string }[] }).documents.filter((d) => d.type === 'mortgage_doc')).toEqual([]);
  });
});
