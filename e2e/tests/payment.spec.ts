import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { CARD_FORM_LABELS, embeddedCheckout, payWithCard } from '../support/checkout.js';
import { continueButton } from '../support/journey-steps.js';
import { lastMailId, mailTo } from '../support/mailbox.js';
import { productDatabaseUrl } from '../support/product-env.js';
import { germanUrl } from '../support/regions.js';
import { issueSession, signIn, type DemoSession } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';

/**
 * Issue 13: the payment step in Chromium against the local Stripe sandbox (started by the runner when
 * no STRIPE_SECRET_KEY is set): the embedded checkout mounted in the page, Stripe's test cards, the
 * 3-D Secure test page, webhooks to the payment service, the receipt mail (spec 2§2 Payment, 2§4 Payment).
 */
const PAYMENT_STEP = 10;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LISTING_LANDLORD_PAYS = '1003';

/** The steps after payment: parsing status, which goes on to the result by itself when no file is waiting. */
const pastPayment = (lang: Lang, session: DemoSession) => new RegExp(`/${lang}/(rent/)?fill/${session.applicationId}/(parsing-status|result)$`);

const paymentStep = (options: { listingId?: string } = {}) => issueSession({ step: PAYMENT_STEP, stepRouter: 'payment', ...options });

/** The product on the region's host: de.localhost is Germany, the plain host Italy. */
const regionUrl = (region: 'it' | 'de', path: string) => (region === 'de' ? germanUrl(path) : new URL(path, test.info().project.use.baseURL ?? process.env.E2E_BASE_URL!).toString());

const openPayment = async (page: Page, session: DemoSession, lang: Lang, region: 'it' | 'de' = 'it') => {
  await signIn(page, session);
  await page.goto(regionUrl(region, `/${lang}/fill/${session.applicationId}/payment`));
  await expect(page.getByRole('heading', { name: text(lang, 'payment', 'Payment.Heading') })).toBeVisible();
};

/** The payment service's rows for an application (one per Checkout Session created). */
const paymentsOf = async (applicationId: string): Promise<{ status: string; provider_session_id: string }[]> => {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query('SELECT status, provider_session_id FROM payment.payments WHERE application_id = $1 ORDER BY attempt', [applicationId])).rows;
  } finally {
    await client.end();
  }
};

/** The session id the step asks the service about, once back from the checkout. */
const sessionStatusAsked = async (page: Page): Promise<string | null> =>
  new URL((await page.waitForRequest((request) => request.url().includes('/api/v1/payment/session-status'))).url()).searchParams.get('session_id');

const isPaymentRequired = async (page: Page, session: DemoSession): Promise<boolean> => {
  const answer = await page.request.get(`/api/v1/payment/is-payment-required?application_id=${session.applicationId}`, {
    headers: { authorization: `Bearer ${session.accessToken}`, 'application-type': 'rent' },
  });
  return ((await answer.json()) as { isPaymentRequired: boolean }).isPaymentRequired;
};

test.describe('payment', () => {
  test.setTimeout(120_000);

  test('pays with 4242 in the embedded checkout, sees the success view, continues and gets the receipt (it)', async ({ page }) => {
    const session = await paymentStep();
    const mailsBefore = await lastMailId(page.request);
    await openPayment(page, session, 'it');
    await expect(page.getByText(text('it', 'payment', 'Payment.FastPayment.Title'))).toBeVisible();
    await expect(page.getByText(text('it', 'payment', 'Payment.FastPayment.Text'))).toBeVisible();
    await expect(continueButton(page, 'it')).toBeDisabled();

    const statusAsked = sessionStatusAsked(page);
    await payWithCard(await embeddedCheckout(page, 'it'), 'it', '4242 4242 4242 4242');

    // The checkout calls onComplete in the page (no redirect); the step asks Stripe (through the service) about the session first.
    await expect(statusAsked).resolves.toMatch(/^cs_test_/);
    const success = page.getByRole('status').filter({ hasText: text('it', 'payment', 'Payment.Success.Header') });
    await expect(success).toContainText('Abbiamo ricevuto il tuo pagamento di 20,00\u00a0€ per il tuo report');
    await expect(continueButton(page, 'it')).toBeEnabled();
    // Paid in the page: the address never carries a session id.
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/payment$`));

    // Continue waits 5 s, asks the server (which counts only Stripe's webhook) and moves on.
    await continueButton(page, 'it').click();
    await expect(page).toHaveURL(pastPayment('it', session), { timeout: 20_000 });
    expect(await isPaymentRequired(page, session)).toBe(false);
    await expect(paymentsOf(session.applicationId)).resolves.toEqual([expect.objectContaining({ status: 'paid' })]);

    // Back on a step before payment, the progress shows Payment done (issue 22).
    await page.goto(`/it/fill/${session.applicationId}/confirmation`);
    const progress = page.getByRole('navigation', { name: text('it', 'chrome', 'Nav.Label') });
    await expect(progress.getByRole('listitem').filter({ hasText: text('it', 'chrome', 'Workflow.Step.Payment') })).toContainText(text('it', 'chrome', 'Nav.Completed'));

    const receipt = await mailTo(page.request, session.email, mailsBefore, /20,00/);
    expect(receipt.subject).toBe('La ricevuta del tuo pagamento');
    // the id the paid version is issued under (full-journey.spec.ts checks it is the report's), never the application's
    expect(receipt.text).toMatch(/Riferimento del report: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\n/);
    expect(receipt.text).not.toContain(session.applicationId);
  });

  for (const { name, lang, region, card, authenticate } of [
    { name: 'a declined card (4000 0000 0000 0002)', lang: 'en' as Lang, region: 'it' as const, card: '4000 0000 0000 0002', authenticate: false },
    { name: 'a denied 3-D Secure authentication (4000 0025 0000 3155)', lang: 'de' as Lang, region: 'de' as const, card: '4000 0025 0000 3155', authenticate: true },
  ]) {
    test(`${name} keeps the failure message beside the checkout mounted again; payment stays required (${lang}, ${region} host)`, async ({ page }) => {
      const session = await paymentStep();
      await openPayment(page, session, lang, region);
      const frame = await embeddedCheckout(page, lang);
      const statusAsked = sessionStatusAsked(page);
      // Stripe's card form speaks the UI language (Stripe.js's locale option)
      await expect(frame.locator('html')).toHaveAttribute('lang', lang);
      await payWithCard(frame, lang, card);
      if (authenticate) {
        await expect(frame.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
        await frame.getByRole('button', { name: 'Fail authentication' }).click();
      }

      // Back on the host the applicant paid from (the German one keeps its token and region), which asks Stripe first.
      await expect(statusAsked).resolves.toMatch(/^cs_test_/);
      await expect(page.getByRole('alert').filter({ hasText: text(lang, 'payment', 'Payment.Failure.Header') })).toBeVisible();
      await expect(continueButton(page, lang)).toBeDisabled();
      // The same open session is mounted again to try another card, the message beside it (issue 22: never a blank checkout).
      await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(regionUrl(region, `/${lang}/fill/${session.applicationId}/payment`))}$`), { timeout: 10_000 });
      await embeddedCheckout(page, lang);
      await expect(page.getByRole('alert').filter({ hasText: text(lang, 'payment', 'Payment.Failure.Header') })).toBeVisible();
      await expect(page.frameLocator('iframe[name="embedded-checkout"]').getByLabel(CARD_FORM_LABELS[lang].number, { exact: true })).toBeEditable();
      expect(await isPaymentRequired(page, session)).toBe(true);
      await expect(paymentsOf(session.applicationId)).resolves.toEqual([expect.objectContaining({ status: 'created' })]);
    });
  }

  test("comes back from the checkout to the host name the applicant is on (127.0.0.1, not PUBLIC_URL's localhost), signed in (issue 22)", async ({ page }) => {
    const session = await paymentStep();
    await signIn(page, session);
    const onLoopbackAddress = (path: string) => {
      const url = new URL(path, test.info().project.use.baseURL ?? process.env.E2E_BASE_URL!);
      url.hostname = '127.0.0.1';
      return url.toString();
    };
    await page.goto(onLoopbackAddress(`/it/fill/${session.applicationId}/payment`));
    const frame = await embeddedCheckout(page, 'it');
    await expect(page.locator('iframe[name="embedded-checkout"]')).toHaveAttribute('title', text('it', 'payment', 'Payment.CheckoutFrame'));
    await payWithCard(frame, 'it', '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(onLoopbackAddress(`/it/fill/${session.applicationId}/payment`))}`));
    await expect(page.getByRole('status').filter({ hasText: text('it', 'payment', 'Payment.Success.Header') })).toBeVisible();
    await expect(page.getByText(text('it', 'common', 'Unauthorized.Header'))).toHaveCount(0);
  });

  test('a listing whose landlord pays skips the step (lanPays)', async ({ page }) => {
    const session = await paymentStep({ listingId: LISTING_LANDLORD_PAYS });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/payment`);
    await expect(page).toHaveURL(pastPayment('en', session));
    expect(await isPaymentRequired(page, session)).toBe(false);
    await expect(paymentsOf(session.applicationId)).resolves.toEqual([]);
  });

  test('a reload during checkout mounts the same session and charges once', async ({ page }) => {
    const session = await paymentStep();
    await openPayment(page, session, 'en');
    await embeddedCheckout(page, 'en');
    await page.reload();
    await page.reload();
    const statusAsked = sessionStatusAsked(page);
    await payWithCard(await embeddedCheckout(page, 'en'), 'en', '4242424242424242');
    await expect(page.getByRole('status').filter({ hasText: text('en', 'payment', 'Payment.Success.Header') })).toContainText(
      'We have received your payment of €20.00 for your report',
    );
    await expect.poll(() => paymentsOf(session.applicationId)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect((await paymentsOf(session.applicationId))[0].provider_session_id).toBe(await statusAsked);
    // Back on the step once paid: nothing to pay, the step is skipped and no other session is created.
    await page.goto(`/en/fill/${session.applicationId}/payment`);
    await expect(page).toHaveURL(pastPayment('en', session), { timeout: 20_000 });
    await expect(paymentsOf(session.applicationId)).resolves.toHaveLength(1);
  });
});
