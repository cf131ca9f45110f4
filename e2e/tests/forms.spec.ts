import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { chooseOccupation, chooseOption, errorSummary, fillSignUp, pressContinue, throughIntroAndType } from '../support/journey-steps.js';
import { codeFromMailbox, lastMailId } from '../support/mailbox.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';
import { axeViolations } from '../support/axe.js';

const hh = (key: string) => text('en', 'household', key);

test.describe('the form pattern: error summary, focus, errors cleared when fixed (issue 22)', () => {
  test('sign-up: the summary takes focus, its links lead to the fields, fixed errors leave, axe finds nothing', async ({ page }) => {
    await page.goto('/en/fill/occupation');
    await throughIntroAndType(page, 'en');
    await chooseOccupation(page, 'en', 'Occupation.Employed.Title');
    await page.getByRole('button', { name: text('en', 'signup', 'SignUp.Submit') }).click();

    const summary = errorSummary(page, 'en');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(5);
    expect(await axeViolations(page)).toEqual([]);

    const lastName = page.getByRole('textbox', { name: text('en', 'signup', 'SignUp.LastName') });
    await summary.getByRole('link').nth(1).click();
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');

    await fillSignUp(page, 'en', { firstName: 'maria', lastName: 'rossi', email: `e2e.forms.${randomBytes(4).toString('hex')}@gmail.com`, mobile: '333 123 4567' });
    await expect(lastName).not.toHaveAttribute('aria-invalid');
    await expect(summary).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('focus: the first code box on verify-email, again after a wrong code, then the next step heading', async ({ page }) => {
    const email = `e2e.focus.${randomBytes(4).toString('hex')}@gmail.com`;
    await page.goto('/en/fill/occupation');
    await throughIntroAndType(page, 'en');
    await chooseOccupation(page, 'en', 'Occupation.Employed.Title');
    await fillSignUp(page, 'en', { firstName: 'maria', lastName: 'rossi', email, mobile: '333 123 4567' });
    const after = await lastMailId(page.request);
    await page.getByRole('button', { name: text('en', 'signup', 'SignUp.Submit') }).click();
    const firstBox = page.getByRole('textbox', { name: text('en', 'signup', 'VerifyEmail.Digit').replace('{{index}}', '1').replace('{{count}}', '6') });
    await expect(firstBox).toBeFocused();
    const code = await codeFromMailbox(page.request, email, after);
    const wrong = code.split('').map((digit) => String((Number(digit) + 1) % 10)).join('');
    await page.keyboard.type(wrong);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(firstBox).toHaveValue('');
    await expect(firstBox).toBeFocused();
    await page.keyboard.type(code);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('household: every error in the summary, each cleared as it is fixed, the add-member problem at its block, axe finds nothing', async ({ page }) => {
    const session = await issueSession({ employmentStatus: 'Employed', step: 6, stepRouter: 'additional-details' });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/additional-details`);
    await expect(page.getByRole('heading', { name: hh('AdditionalDetails.Heading') })).toBeVisible();

    await pressContinue(page, 'en');
    const summary = errorSummary(page, 'en');
    await expect(summary).toBeFocused();
    const rentLink = summary.getByRole('link', { name: new RegExp(`^${hh('AdditionalDetails.CurrentRent')}:`) });
    await expect(rentLink).toBeVisible();
    expect(await summary.getByRole('link').count()).toBeGreaterThan(2);
    // no banner below repeating one message for all of them
    await expect(page.getByRole('alert')).toHaveCount(1);
    // the member being entered was never touched: none of its fields is flagged
    await expect(page.getByRole('textbox', { name: hh('AdditionalDetails.Member.DateOfBirth') })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await rentLink.click();
    const rent = page.getByRole('textbox', { name: hh('AdditionalDetails.CurrentRent') });
    await expect(rent).toBeFocused();
    await rent.fill('700');
    await expect(rentLink).toHaveCount(0);
    await expect(rent).not.toHaveAttribute('aria-invalid');

    const situationLink = summary.getByRole('link', { name: new RegExp(`^${hh('AdditionalDetails.LivingSituation.Label')}:`) });
    await expect(situationLink).toBeVisible();
    await chooseOption(page, hh('AdditionalDetails.LivingSituation.Label'), hh('AdditionalDetails.LivingSituation.Rent'));
    await expect(situationLink).toHaveCount(0);

    // a member added half-filled: the message at the add button, the missing fields flagged, focus on the first
    await chooseOption(page, hh('AdditionalDetails.Household.Adults'), '2');
    await page.getByRole('textbox', { name: hh('AdditionalDetails.Member.Fullname'), exact: true }).fill('Luca Bianchi');
    await page.getByRole('button', { name: hh('AdditionalDetails.Members.Add') }).click();
    const block = page.getByRole('group', { name: hh('AdditionalDetails.Members.Add') });
    await expect(block.getByText(hh('AdditionalDetails.Error.MissingInfo'))).toBeVisible();
    const memberEmail = block.getByRole('textbox', { name: hh('AdditionalDetails.Member.Email'), exact: true });
    await expect(memberEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(memberEmail).toBeFocused();
    await expect(block.getByRole('textbox', { name: hh('AdditionalDetails.Member.Fullname'), exact: true })).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a rent arrears amount that is not an amount is explained in words', async ({ page }) => {
    const session = await issueSession({ employmentStatus: 'Employed', step: 6, stepRouter: 'additional-details' });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/additional-details`);
    const arrears = page.getByRole('textbox', { name: hh('AdditionalDetails.RentArrears') });
    await arrears.fill('lots');
    await arrears.blur();
    await expect(page.getByText(`${hh('AdditionalDetails.RentArrears')}: enter an amount in euro, for example 150.00.`)).toBeVisible();
    await expect(page.getByText('Please enter a valid Rent arrears.')).toHaveCount(0);
  });
});

test.describe('a phone 320 px wide (issue 22)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the progress is one line with a disclosure and nothing scrolls sideways', async ({ page }) => {
    const session = await issueSession({ employmentStatus: 'Employed', step: 6, stepRouter: 'additional-details' });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/additional-details`);
    await expect(page.getByRole('heading', { name: hh('AdditionalDetails.Heading') })).toBeVisible();
    const nav = page.getByRole('navigation', { name: text('en', 'chrome', 'Nav.Label') });
    await expect(nav.getByText(/^Step \d+ of \d+: /)).toBeVisible();
    await expect(nav.getByRole('list')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await pressContinue(page, 'en');
    await expect(errorSummary(page, 'en')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
