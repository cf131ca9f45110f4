import { expect, test } from '@playwright/test';
import { generateKeyPairSync } from 'node:crypto';
import { startSmtpCatcher, type SmtpCatcher } from '@tenant/server-kit/testing';
import { paymentEnvFor, startStripeSandbox, type StripeSandbox } from '@tenant/stripe-sandbox';
import { dropDatabase, freshDatabase } from '../support/databases.js';
import { startFaultProduct, type FaultProduct } from '../support/fault-product.js';
import { freePort, newVarDir, startRunner } from '../support/product.js';

/**
 * The runner as production starts it (NODE_ENV=production, README: Production layout): no development tool
 * is served, and without the real mail server and providers it does not start at all.
 */
test.describe('production mode', () => {
  test.describe.configure({ timeout: 240_000 });

  test('refuses to start without the real mail and provider settings, and names each one', async () => {
    const port = await freePort();
    const started = startRunner({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      VAR_DIR: newVarDir(),
      DEV_TOOLS: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      IDENTITY_PROVIDER_URL: '',
      PLACES_API_URL: '',
      ENABLE_BANKING_APP_ID: '',
      IP_LOCATION_URL: '',
    });
    await expect(started).rejects.toThrow(
      /not started: development tools are off \(NODE_ENV=production or DEV_TOOLS=false\) and these settings are missing: SMTP_URL, STRIPE_SECRET_KEY, IDENTITY_PROVIDER_URL, PLACES_API_URL, ENABLE_BANKING_APP_ID, IP_LOCATION_URL/,
    );
  });

  test.describe('with the real settings (local stand-ins for mail and Stripe)', () => {
    let mail: SmtpCatcher;
    let stripe: StripeSandbox;
    let databaseUrl: string;
    let product: FaultProduct;

    test.beforeAll(async () => {
      mail = await startSmtpCatcher();
      stripe = await startStripeSandbox({ accounts: [{ name: 'default' }], host: '127.0.0.1' });
      databaseUrl = await freshDatabase();
      // Nothing listens on port 9: the providers are only named; a production run starts without calling them.
      const nowhere = 'http://127.0.0.1:9';
      product = await startFaultProduct(databaseUrl, {
        NODE_ENV: 'production',
        DEV_TOOLS: '',
        SMTP_URL: mail.url,
        ...paymentEnvFor(stripe, { default: 'STRIPE_' }),
        IDENTITY_PROVIDER_URL: nowhere,
        IDENTITY_PROVIDER_API_KEY: 'identity-key',
        PLACES_API_URL: nowhere,
        PLACES_API_KEY: 'places-key',
        ENABLE_BANKING_APP_ID: 'production-test',
        ENABLE_BANKING_API_URL: nowhere,
        ENABLE_BANKING_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        IP_LOCATION_URL: 'off',
      });
    });

    test.afterAll(async () => {
      await product?.stop();
      if (databaseUrl) await dropDatabase(databaseUrl);
      await stripe?.close();
      await mail?.close();
    });

    test('answers 404 on /dev/*, /sandbox/* and /api/docs, and serves the product', async ({ request }) => {
      const statusOf = async (path: string, method: 'GET' | 'POST' = 'GET') =>
        (await request.fetch(`${product.baseUrl}${path}`, { method, maxRedirects: 0, ...(method === 'POST' ? { data: {} } : {}) })).status();
      const devTools: Array<[path: string, method?: 'POST']> = [
        ['/dev/mailbox'],
        ['/dev/mailbox/messages.json'],
        ['/dev/anything'],
        ['/sandbox/identity/ident/x'],
        ['/sandbox/identity/ident/x/decision', 'POST'],
        ['/sandbox/identity/api/v1/idents', 'POST'],
        ['/sandbox/places/maps/api/place/autocomplete/json?input=Via'],
        ['/sandbox/enable-banking/aspsps'],
        ['/sandbox/enable-banking/consent/x'],
        ['/sandbox/ip-location/json'],
        ['/sandbox/anything'],
        ['/api/docs'],
        ['/api/docs/'],
        ['/api/docs-json'],
      ];
      const answers = Object.fromEntries(await Promise.all(devTools.map(async ([path, method]) => [`${method ?? 'GET'} ${path}`, await statusOf(path, method)] as const)));
      expect(answers).toEqual(Object.fromEntries(devTools.map(([path, method]) => [`${method ?? 'GET'} ${path}`, 404])));
      expect(await statusOf('/en/rent')).toBe(200);
      expect(await statusOf('/api/v1/workflow/occupations')).toBe(200);
      const config = (await (await request.get(`${product.baseUrl}/app-config.json`)).json()) as { ipLocationUrl: string };
      expect(config.ipLocationUrl).toBe('');
      expect(product.output()).toContain('development tools are off');
      expect(product.output()).not.toMatch(/SMTP catcher at|sandbox at |partner demo site \(/);
    });
  });
});
