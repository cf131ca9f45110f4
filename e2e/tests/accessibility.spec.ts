import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { issueCertificate } from '../support/certificates.js';
import { text } from '../support/texts.js';

const violations = async (page: Page) => {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return found.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
};

const pages: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'occupation with the cookie banner', path: '/en/fill/occupation', ready: (p) => expect(p.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible() },
  { name: 'partner-branded occupation', path: '/it/fill/occupation/1002', ready: (p) => expect(p.getByRole('img', { name: text('it', 'chrome', 'TopBar.PartnerLogo.ToCompany') })).toBeVisible() },
  { name: 'status', path: '/en/status', ready: (p) => expect(p.getByRole('heading', { name: text('en', 'common', 'Status.Title') })).toBeVisible() },
  { name: 'unauthorized', path: '/de/unauthorized', ready: (p) => expect(p.getByRole('heading', { name: text('de', 'common', 'Unauthorized.Header') })).toBeVisible() },
  { name: 'timeout', path: '/it/timeout', ready: (p) => expect(p.getByRole('heading', { name: text('it', 'common', 'Timeout.Header') })).toBeVisible() },
  { name: 'not found', path: '/en/no-such-page', ready: (p) => expect(p.getByRole('heading', { name: text('en', 'common', 'Oops.SomethingWentWrong') })).toBeVisible() },
  ...(['terms', 'privacy', 'cookies', 'imprint'] as const).map((document) => ({
    name: `legal ${document}`,
    path: `/en/legal/${document}`,
    ready: (p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  })),
];

test.describe('accessibility: axe-core finds no violations on the shell pages', () => {
  for (const { name, path, ready } of pages) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('report verification', async ({ page }) => {
    const { token } = issueCertificate({ name: 'Elena Conti' });
    await page.goto(`/en/verify-report?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: text('en', 'report', 'ReportVerification.Verified') })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
