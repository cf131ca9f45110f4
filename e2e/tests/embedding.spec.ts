import { expect, request as requests, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chooseOccupation, fillSignUp, throughIntroAndType } from '../support/journey-steps.js';
import { codeFromMailbox } from '../support/mailbox.js';
import { signedPartnerLink } from '../support/partner-links.js';
import { startSecondProduct, type SecondProduct } from '../support/second-product.js';
import { text } from '../support/texts.js';

/** A partner's page on its own origin: frames the product address given as ?src= and records the messages it hears. */
const PARTNER_PAGE = `<!doctype html><html lang="en"><title>Partner listing</title>
<script>
  window.received = [];
  addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
</script>
<iframe id="product" title="Rental application" width="1000" height="900"></iframe>
<script>document.getElementById('product').src = new URLSearchParams(location.search).get('src');</script>
</html>`;

interface Site {
  origin: string;
  server: Server;
}

const startPartnerSite = () =>
  new Promise<Site>((resolve) => {
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PARTNER_PAGE));
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });

const framing = (site: Site, productUrl: string) => `${site.origin}/?src=${encodeURIComponent(productUrl)}`;
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
const productFrameUrl = (page: Page) => page.frames().find((frame) => frame !== page.mainFrame())?.url() ?? '';
const UUID = '[0-9a-f-]{36}';

/**
 * The product inside a partner's page on another site. Chromium denies storage to such a frame, so
 * these journeys also show that the session lives on in memory when nothing can be stored.
 */
test.describe('a partner site embedding the product (spec 1§2, 2§4; PARTNER_ORIGINS)', () => {
  let partner: Site;
  let stranger: Site;
  let product: SecondProduct;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    [partner, stranger] = await Promise.all([startPartnerSite(), startPartnerSite()]);
    product = await startSecondProduct({ PARTNER_ORIGINS: partner.origin });
  });

  test.afterAll(async () => {
    await product?.stop();
    for (const site of [partner, stranger]) site?.server.close();
  });

  test('a configured partner frames sign-up and hears STARTED when personal details is shown', async ({ page }) => {
    const lang = 'en';
    const email = `embedded.${Date.now()}@gmail.com`;
    await page.goto(framing(partner, `${product.baseUrl}/${lang}/fill/occupation`));
    const frame = page.frameLocator('#product');
    await throughIntroAndType(frame, lang);
    await chooseOccupation(frame, lang);
    await fillSignUp(frame, lang, { firstName: 'Elena', lastName: 'Conti', email, mobile: '347 123 4567' });
    await frame.getByRole('button', { name: text(lang, 'signup', 'SignUp.Submit') }).click();
    const mailbox = await requests.newContext({ baseURL: product.baseUrl });
    try {
      const code = await codeFromMailbox(mailbox, email);
      await frame.getByRole('textbox', { name: text(lang, 'signup', 'VerifyEmail.Digit').replace('{{index}}', '1').replace('{{count}}', '6') }).fill(code);
    } finally {
      await mailbox.dispose();
    }

    await expect(frame.getByRole('heading', { name: text(lang, 'personal', 'PersonalDetails.Heading') })).toBeVisible();
    const applicationId = new RegExp(`/${lang}/fill/(${UUID})/personal-details$`).exec(productFrameUrl(page))?.[1];
    expect(applicationId).toBeDefined();
    await expect.poll(() => received(page)).toEqual([{ origin: new URL(product.baseUrl).origin, data: { type: 'event', applicationId, value: 'STARTED' } }]);
  });

  test('a configured partner frames its signed entry link and the rapid flow goes on to income check, also after a reload', async ({ page }) => {
    const { url } = signedPartnerLink({ email: `embedded.rapid.${Date.now()}@gmail.com`, listingId: '1004' }, product);
    const entry = new URL(url);
    await page.goto(framing(partner, `${product.baseUrl}${entry.pathname}${entry.search}`));
    // The guard of income check accepted the session that the frame could not store.
    await expect.poll(() => productFrameUrl(page), { timeout: 15_000 }).toMatch(new RegExp(`/en/rapid/fill/${UUID}/income-check$`));
    await expect(page.frameLocator('#product').getByRole('heading', { name: text('en', 'income', 'IncomeCheck.Heading') })).toBeVisible();

    // Reloading the frame keeps the session: the frame's partitioned cookie carries it.
    const incomeCheck = productFrameUrl(page);
    const guard = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/validate');
    await page.frames().find((frame) => frame !== page.mainFrame())!.goto(incomeCheck);
    expect((await guard).status()).toBe(200);
    await expect(page.frameLocator('#product').getByRole('heading', { name: text('en', 'income', 'IncomeCheck.Heading') })).toBeVisible();
    expect(productFrameUrl(page)).toBe(incomeCheck);
  });

  test('any other site gets a blocked frame and no events', async ({ page }) => {
    const shell = page.waitForResponse((response) => response.url().endsWith('/en/fill/occupation'));
    await page.goto(framing(stranger, `${product.baseUrl}/en/fill/occupation`));

    const directives = (await shell).headers()['content-security-policy'].split('; ');
    const policy = directives.find((directive) => directive.startsWith('frame-ancestors '))!.split(' ');
    expect(policy.slice(0, 2)).toEqual(['frame-ancestors', "'self'"]);
    expect(policy).toContain(partner.origin);
    expect(policy).not.toContain(stranger.origin);
    // Chromium refuses to render the document: the frame shows its error page, never the product.
    await expect.poll(() => productFrameUrl(page)).toMatch(/^chrome-error:/);
    expect(await received(page)).toEqual([]);
  });
});
