import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { addHouseholdMember, chooseOption, fillCurrentHome, pressContinue } from '../support/journey-steps.js';
import { mailTo } from '../support/mailbox.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';

const hh = (key: string) => text('en', 'household', key);

const currentHome = (situation: string) => ({ situation, rent: '850.50', deposit: '0' });

test.describe('household and self-disclosure (spec 1§2, 1§4, 1§5)', () => {
  test('Employed in Italy: household with a co-applicant and a guarantor, invitation e-mails, questionnaire, and on', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await issueSession({ employmentStatus: 'Employed', step: 6, stepRouter: 'additional-details' });
    const tag = randomBytes(4).toString('hex');
    const coApplicant = `luca.${tag}@gmail.com`;
    const guarantor = `anna.${tag}@gmail.com`;
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/additional-details`);
    await expect(page.getByRole('heading', { name: hh('AdditionalDetails.Heading') })).toBeVisible();

    // one adult: no room for a member; two: the add button appears
    await expect(page.getByRole('button', { name: hh('AdditionalDetails.Members.Add') })).toHaveCount(0);
    await chooseOption(page, hh('AdditionalDetails.Household.Adults'), '2');
    await page.getByRole('button', { name: hh('AdditionalDetails.Members.Add') }).click();
    await expect(page.getByText(hh('AdditionalDetails.Error.MissingInfo'))).toBeVisible();
    await addHouseholdMember(page, 'en', { fullname: 'Luca Bianchi', email: coApplicant, dateOfBirthDigits: '14051991', relationship: hh('AdditionalDetails.Relationship.Partner') });

    await page.getByRole('textbox', { name: hh('AdditionalDetails.Guarantor.Fullname'), exact: true }).fill('Anna Verdi');
    await page.getByRole('textbox', { name: hh('AdditionalDetails.Guarantor.Email'), exact: true }).fill(guarantor);
    await page.getByRole('button', { name: hh('AdditionalDetails.Guarantors.Add') }).click();

    await fillCurrentHome(page, 'en', currentHome(hh('AdditionalDetails.LivingSituation.Rent')));
    await chooseOption(page, hh('AdditionalDetails.TypeOfContract.Label'), hh('AdditionalDetails.TypeOfContract.OpenEnded'));
    await chooseOption(page, hh('AdditionalDetails.PaychecksPerYear'), '13');
    await pressContinue(page, 'en');
    await expect(page.getByText(hh('Confirmation.Description')).first()).toBeVisible();
    await page.getByRole('checkbox', { name: hh('Confirmation.Label') }).check();

    const saved = page.waitForResponse((r) => r.url().includes('/api/v2/personal-details/submit/additional'));
    await pressContinue(page, 'en');
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${session.applicationId}/questionnaire$`));

    for (const [address, role] of [
      [coApplicant, 'co-applicant'],
      [guarantor, 'guarantor'],
    ]) {
      const mail = await mailTo(page.request, address);
      expect(mail.subject).toBe('Maria Rossi invited you to a rental application');
      expect(mail.text).toContain(`as ${role}`);
      expect(mail.text).toMatch(/\/en\/fill\/occupation\?invitation_code=[A-Za-z0-9_-]{22}/);
    }

    // the questionnaire
    await expect(page.getByRole('heading', { name: hh('PersonalDetailsSD.Heading') })).toBeVisible();
    // Italy: no WBS question, and pets were asked in the household step
    await expect(page.getByRole('group', { name: /WBS|pets/ })).toHaveCount(0);
    await page.getByRole('button', { name: hh('PersonalDetailsSD.NoAll') }).click();
    // nothing to declare: Yes to being able to pay the rent, with no details asked
    const ablePay = page.getByRole('group', { name: hh('PersonalDetailsSD.Question.AbleToPay') });
    await expect(ablePay.getByRole('radio', { name: hh('PersonalDetailsSD.Response.YES') })).toBeChecked();
    await expect(ablePay.getByRole('textbox')).toHaveCount(0);
    const garnishments = page.getByRole('group', { name: /^2\./ });
    await garnishments.getByRole('radio', { name: hh('PersonalDetailsSD.Response.YES') }).check();
    await pressContinue(page, 'en');
    await expect(garnishments.getByText(hh('PersonalDetailsSD.Error.DetailsRequired'))).toBeVisible();
    await garnishments.getByRole('textbox').fill('One in 2019, settled');
    await expect(garnishments.getByText(hh('PersonalDetailsSD.Error.DetailsRequired'))).toHaveCount(0);
    await page.getByRole('group', { name: /^10\./ }).getByRole('radio', { name: hh('PersonalDetailsSD.Response.PNTS') }).check();
    await expect(page.getByText(hh('PersonalDetailsSD.Warning.PNTS'))).toBeVisible();
    await pressContinue(page, 'en');
    await expect(page.getByText(hh('PersonalDetailsSD.Error.Acceptance')).first()).toBeVisible();
    await page.getByRole('checkbox', { name: hh('PersonalDetailsSD.Sincerity') }).check();

    const submitted = page.waitForResponse((r) => r.url().includes('/api/v1/questionnaire/submit'));
    await pressContinue(page, 'en');
    expect((await submitted).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${session.applicationId}/income-check$`));
    const state = await page.request.get(`/api/v1/questionnaire/?application_id=${session.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    await expect(state.json()).resolves.toMatchObject({ sincerityAccepted: true, answers: expect.arrayContaining([{ question: 'garnishments', response: 'YES', details: 'One in 2019, settled' }]) });
  });

  test('a mortgage application hides the confirmation block', async ({ page }) => {
    const session = await issueSession({ employmentStatus: 'Unemployed', applicationType: 'mortgage', step: 6, stepRouter: 'additional-details' });
    await signIn(page, session);
    await page.goto(`/en/mortgage/fill/${session.applicationId}/additional-details`);
    await expect(page.getByRole('heading', { name: hh('AdditionalDetails.Heading') })).toBeVisible();
    await fillCurrentHome(page, 'en', currentHome(hh('AdditionalDetails.LivingSituation.Property')));
    await expect(page.getByRole('checkbox', { name: hh('Confirmation.Label') })).toHaveCount(0);
    await pressContinue(page, 'en');
    await expect(page).toHaveURL(new RegExp(`/en/mortgage/fill/${session.applicationId}/questionnaire$`));
  });
});
