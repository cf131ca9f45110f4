import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findBank, pollUntil, signUp, STATEMENT_BANK } from '@tenant/api-journey';
import type { DocumentListResponse, UploadedDocument } from '@tenant/contracts';
import { applicantClient, dropDatabase, freshDatabase, newApplicant, startFaultProduct, type FaultProduct } from '../../support/fault-product.js';
import { pdfWithText } from '../../support/raw-pdf.js';
import { REPO_ROOT } from '../../support/product.js';
import { LANGS } from '../../support/texts.js';

/**
 * A PDF whose text holds NUL (issue 18: storing its text failed with PostgreSQL 22P05, the job gave up and the
 * document stayed "processing" for ever). It reaches a final state with a message the screens show in every
 * language.
 */
let product: FaultProduct;

test.beforeAll(async () => {
  product = await startFaultProduct(await freshDatabase());
});
test.afterAll(async () => {
  await product?.stop();
  if (product) await dropDatabase(product.databaseUrl);
});

/** The key has a text in every language's locale files (libs/i18n). */
const localised = (key: string) =>
  LANGS.every((lang) => {
    const dir = join(REPO_ROOT, 'libs', 'i18n', 'src', 'locales', lang);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .some((file) => typeof (JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>)[key] === 'string');
  });

test('a statement whose text holds NUL reaches a final state with a localised message', async () => {
  test.setTimeout(120_000);
  const client = applicantClient(product);
  await signUp(client, newApplicant());
  const bank = await findBank(client, STATEMENT_BANK);
  const form = new FormData();
  form.append('type', 'bank_statement');
  form.append('name', 'estratto-conto-nul.pdf');
  form.append('bank', bank.name);
  form.append('abi', bank.abi);
  const pdf = pdfWithText(['Estratto conto\0 Mario Rossi', 'IBAN IT60 X054 2811 1010 0000 0123 456\0', 'Saldo iniziale 1.845,23\0']);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'estratto-conto-nul.pdf');
  const uploaded = await client.api<{ document_id: string }>('POST', '/v1/bank-account/upload', { form });
  expect(uploaded.status).toBe(200);
  const parse = new FormData();
  parse.append('id', uploaded.body.document_id);
  parse.append('country', 'IT');
  expect((await client.api('POST', '/v1/bank-account/parse', { form: parse })).status).toBe(200);

  const document = await pollUntil<UploadedDocument>(
    async () => {
      const list = await client.api<DocumentListResponse>('GET', '/v2/income-check/documents');
      const doc = list.body.documents?.find((d) => d.id === uploaded.body.document_id);
      return doc && doc.parse_status !== 'processing' ? doc : undefined;
    },
    { timeoutMs: 60_000, pollMs: 500, what: 'the NUL statement out of processing' },
  );
  expect(document.parse_status).toBe('done');
  expect(document.hasError).toBe(true);
  expect(document.messageKey, 'the message the screens show').toBeTruthy();
  expect(localised(document.messageKey!), `${document.messageKey} in en, it and de`).toBe(true);
});
