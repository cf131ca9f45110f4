import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findBank, pollUntil, signUp, STATEMENT_BANK, uploadStatement } from '@tenant/api-journey';
import type { DocumentListResponse, UploadedDocument } from '@tenant/contracts';
import { applicantClient, type FaultProduct, faultProductForThisFile, newApplicant } from '../../support/fault-product.js';
import { ITALIAN_HOLDER, nulInText, renderFixture, statementSpec } from '@tenant/documents-fixtures';
import { REPO_ROOT } from '../../support/product.js';
import { LANGS } from '../../support/texts.js';

/**
 * A statement whose text holds NUL (issue 18: storing what was read failed with PostgreSQL 22P05, the job gave
 * up and the document stayed "processing" for ever): Mario Rossi's statement whose font table reads every R
 * as U+0000. It reaches a final state; what is stored holds no NUL; every message about it is one the screens
 * show in every language.
 */
let product: FaultProduct;
faultProductForThisFile((started) => (product = started));

/** The key has a text in every language's locale files (libs/i18n). */
const localised = (key: string) =>
  LANGS.every((lang) => {
    const dir = join(REPO_ROOT, 'libs', 'i18n', 'src', 'locales', lang);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .some((file) => typeof (JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>)[key] === 'string');
  });

test('a statement whose text holds NUL reaches a final state with localised messages', async () => {
  test.setTimeout(120_000);
  const client = applicantClient(product);
  await signUp(client, newApplicant());
  const bank = await findBank(client, STATEMENT_BANK);
  const spec = statementSpec('intesaSanpaolo', { months: 1, holder: { ...ITALIAN_HOLDER, name: 'Mario Rossi' } });
  const file = { name: 'estratto-conto-nul.pdf', bytes: await nulInText(await renderFixture('intesaSanpaolo', spec), 'R') };
  const id = await uploadStatement(client, file, bank);

  const document = await pollUntil<UploadedDocument>(
    async () => {
      const list = await client.api<DocumentListResponse>('GET', '/v2/income-check/documents');
      const doc = list.body.documents?.find((d) => d.id === id);
      return doc && doc.parse_status !== 'processing' ? doc : undefined;
    },
    { timeoutMs: 60_000, pollMs: 500, what: 'the statement with NUL in its text out of processing' },
  );
  expect(document.parse_status).toBe('done');
  expect(JSON.stringify(document), 'what is stored and shown holds no NUL').not.toContain('\\u0000');
  const keys = [document.messageKey, ...document.findings.map((f) => f.key)].filter((key): key is string => Boolean(key));
  expect(keys.filter((key) => !localised(key)), 'message keys without a text in en, it and de').toEqual([]);
});
