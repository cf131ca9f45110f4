import { expect, test, type Page } from '@playwright/test';
import type { OccupationsResponse, WorkflowResponse } from '@tenant/contracts';
import { throughIntroAndType } from '../support/journey-steps.js';
import { LANGS, text } from '../support/texts.js';

const occupationsFromDatabase = async (page: Page) =>
  ((await (await page.request.get('/api/v1/workflow/occupations?role=main-applicant')).json()) as OccupationsResponse).occupations.filter(
    (o) => !o.hidden,
  );

test.describe('Occupation (spec 1§2, 1§4)', () => {
  for (const lang of LANGS) {
    test(`renders the occupations from the database in ${lang}`, async ({ page }) => {
      const occupations = await occupationsFromDatabase(page);
      expect(occupations.length).toBeGreaterThanOrEqual(4);
      await page.goto(`/${lang}/fill/occupation`);
      for (const n of [1, 2, 3]) {
        await expect(page.getByRole('heading', { name: text(lang, 'occupation', `Occupation.Intro.Feature${n}.Title`) })).toBeVisible();
      }
      await throughIntroAndType(page, lang);
      await expect(page.getByRole('heading', { name: text(lang, 'occupation', 'Occupation.Heading') })).toBeVisible();
      for (const occupation of occupations) {
        await expect(page.getByRole('radio', { name: text(lang, 'occupation', occupation.key), exact: true })).toBeVisible();
      }
    });
  }

  test('continue is disabled until a choice, then enters the fill flow at the next step', async ({ page }) => {
    await page.goto('/en/fill/occupation');
    await throughIntroAndType(page, 'en');
    const continueButton = page.getByRole('button', { name: text('en', 'occupation', 'Occupation.Continue') });
    await expect(continueButton).toBeDisabled();
    await page.getByRole('radio', { name: text('en', 'occupation', 'Occupation.Employed.Title'), exact: true }).check();
    await expect(continueButton).toBeEnabled();

    const workflow = (await (
      await page.request.get('/api/v1/workflow/', { headers: { occupation: 'Employed', 'application-type': 'rent' } })
    ).json()) as WorkflowResponse;
    const next = workflow.workflow.slice(workflow.workflow.findIndex((s) => s.router === 'occupation') + 1).find((s) => !s.skip)!;

    const workflowRequest = page.waitForRequest((r) => r.url().includes('/api/v1/workflow/') && r.headers()['occupation'] === 'Employed');
    await continueButton.click();
    await workflowRequest;
    await expect(page).toHaveURL(new RegExp(`/en/fill/${next.router}`));
  });

  test('the required-documents modal lists the documents and closes with Escape', async ({ page }) => {
    await page.goto('/en/fill/occupation');
    await throughIntroAndType(page, 'en');
    const employed = text('en', 'occupation', 'Occupation.Employed.Title');
    await page.getByRole('button', { name: text('en', 'occupation', 'Occupation.ShowDocuments').replace('{{occupation}}', employed) }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'common', 'RequiredDocuments.Modal.Header') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text('en', 'common', 'Documents.Payslip.Label'), { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
