import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's violations on the live page (or only inside `include`), each as its rule, impact and the
 * elements it found, so a failure names them. A pre-rendered first screen is inert until the app has
 * taken it over (shell/prerender): the scan waits for that, or it would check markup nobody uses.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}) {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
