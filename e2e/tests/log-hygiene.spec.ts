import { ApiClient, clientAddress, codeFromMailbox, STATEMENT_BANK, statementFiles, walkJourney } from '@tenant/api-journey';
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadProduct } from '../support/product.js';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}/;
const FISCAL_CODE = /\b[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]\b/;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;

/**
 * After an applicant's journey (sign-up with its mailed code, details, bank statements with their IBAN
 * and the holder's fiscal code, confirmation, payment) the product's log — the runner's lines and the
 * services' JSON lines, everything `npm start` prints — holds no e-mail address, code, token, IBAN or
 * fiscal code (issue 21). The log is the whole suite's so far: any journey before this one counts too.
 */
test('the log holds no e-mail address, code, token, IBAN or fiscal code after a journey', async () => {
  test.setTimeout(240_000);
  const product = loadProduct();
  const email = `log.hygiene.${randomBytes(5).toString('hex')}@example.com`;
  const client = new ApiClient({ baseUrl: product.baseUrl, clientIp: clientAddress(process.pid % 200 * 256 + 77), timeoutMs: 20_000 });
  const statements = await statementFiles('Mario Rossi');
  await walkJourney(client, { firstName: 'Mario', lastName: 'Rossi', email }, { statements, bank: STATEMENT_BANK, until: 'payment' });
  const code = await codeFromMailbox(client, email, 0, { timeoutMs: 10_000, pollMs: 200 });
  // the log is written through a pipe: what the journey caused is in the file a moment later
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const log = readFileSync(join(product.varDir, 'product.log'), 'utf8');
  // the file holds what the product printed once it was up (global-setup): the journey's lines are there
  expect(log).toContain('mail caught: Your verification code');
  expect(log).not.toContain(email);
  expect(log).not.toContain(client.accessToken!);
  expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
  for (const [what, pattern] of Object.entries({ EMAIL, IBAN, FISCAL_CODE, JWT })) {
    expect(log.match(pattern)?.[0], what).toBeUndefined();
  }
});
