import { getDataSourceToken } from '@nestjs/typeorm';
import { encryptedStatement, GERMAN_HOLDER, imageOnlyStatement, ITALIAN_HOLDER, mergeStatements, privateUseTextLayer, resavedByEditor, statementSpec, TEMPLATES, truncatedBytes } from '@tenant/documents-fixtures';
import { createServiceApp, EventBus } from '@tenant/server-kit';
import { createTestDatabase, createTestServerConfig, listenForTests, outboxEventsOf } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { lastMonthEnd, PNG_BYTES, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';
import { IncomeModule } from '../income.module.js';
import { PARSE_DOCUMENT_QUEUE, ParseJobsService } from './parse-jobs.service.js';

const statementUpload = (testApp: IncomeTestApp, applicant: TestApplicant, bytes: Uint8Array, abi = '03069', name = 'estratto-conto.pdf') =>
  uploadForm(testApp.call, `/api/v1/bank-account/upload?application_id=${applicant.applicationId}`, applicant.authorization, { abi, name }, { bytes, name });

const documentsOf = async (testApp: IncomeTestApp, applicant: TestApplicant) =>
  (await testApp.call(`/api/v2/income-check/documents?application_id=${applicant.applicationId}`, { headers: { authorization: applicant.authorization } })).body;

describe(ParseJobsService.name, () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('answers an upload at once, parses the statement in a job and records its figures and findings', async () => {
    const mario = await applicantOf(sut, { fiscalCode: ITALIAN_HOLDER.fiscalCode });
    const upload = await statementUpload(sut, mario, await recentStatement('intesaSanpaolo'));

    expect(upload.status).toBe(200);
    expect(upload.body.document).toMatchObject({ status: 'uploading', parse_status: 'processing', isParsed: false, bank_abi: '03069', bank_name: 'Intesa Sanpaolo', bankIsNotInList: false });
    const list = await untilParsed(sut.call, mario);
    expect(list.documents).toEqual([expect.objectContaining({ id: upload.body.document_id, status: 'parsed', parse_status: 'done', isParsed: true, hasError: false })]);
    expect(list.uploadedBankStatements.isParsed).toBe(true);

    const [parsed] = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    // the report lists files by the name they were uploaded with
    expect(parsed.payload).toMatchObject({ documentId: upload.body.document_id, documentType: 'bank_statement', fileName: list.documents[0]?.name, status: 'parsed', findings: [] });
    expect(parsed.payload.figures).toMatchObject({ bank_name: 'Intesa Sanpaolo', holder: 'Mario Rossi', period_to: lastMonthEnd(), reconciled: true });
    const summaries = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'income/summaryChanged');
    expect(summaries.at(-1)?.payload.summary).toMatchObject({ statements_parsed: 1, documents_parsed: 1, coverage_to: lastMonthEnd() });
    // the upload announced the document before its parse (the report waits for it)
    const [uploaded] = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/uploaded');
    expect(uploaded?.payload).toEqual({ applicationId: mario.applicationId, documentId: upload.body.document_id, documentType: 'bank_statement' });
  });

  const spec = () => statementSpec('intesaSanpaolo', { periodTo: lastMonthEnd(), months: 1, perMonth: 8, seed: 7 });
  const BAD_FILES: { case: string; bytes: () => Promise<Uint8Array>; key: string; blocker: boolean; abi?: string }[] = [
    { case: 'truncated', bytes: async () => truncatedBytes(await recentStatement()), key: 'BankAccts.Error.Truncated', blocker: true },
    { case: 'password-protected', bytes: () => encryptedStatement(spec(), TEMPLATES.intesaSanpaolo), key: 'BankAccts.Error.Locked', blocker: true },
    { case: 'image-only (scan)', bytes: () => imageOnlyStatement(1), key: 'BankAccts.Error.NotOriginal.Scan', blocker: true },
    { case: 'broken text layer (private-use glyphs)', bytes: async () => privateUseTextLayer(await recentStatement()), key: 'BankAccts.Error.NotOriginal.Scan', blocker: true },
    { case: 'corrupt', bytes: async () => new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\ngarbage\n%%EOF\n')), key: 'BankAccts.Error.Corrupted', blocker: true },
    { case: 're-saved by an editor', bytes: async () => resavedByEditor(await recentStatement()), key: 'BankAccts.Error.NotOriginal.Editor', blocker: true },
    { case: 'two statements merged', bytes: async () => mergeStatements(await recentStatement(), await recentStatement('unicredit')), key: 'BankAccts.Error.NotOriginal.Merged', blocker: true },
    { case: 'another holder', bytes: () => recentStatement('sparkasse', { holder: GERMAN_HOLDER }), key: 'BankAccts.Error.NameMismatch', blocker: true, abi: '00000' },
    { case: 'another bank than chosen', bytes: () => recentStatement('unicredit'), key: 'BankAccts.Error.WrongBank', blocker: true },
    { case: 'too old', bytes: () => recentStatement('intesaSanpaolo', { periodTo: '2025-01-31' }), key: 'BankAccts.Error.NotRecent', blocker: true },
  ];

  it.each(BAD_FILES)('stores a $case statement and parses it with error $key', async ({ bytes, key, blocker, abi }) => {
    const mario = await applicantOf(sut);
    const upload = await statementUpload(sut, mario, await bytes(), abi);
    expect(upload.status).toBe(200);

    const [document] = (await untilParsed(sut.call, mario)).documents;
    expect(document).toMatchObject({ status: 'parsed with error', isParsed: true, hasError: blocker });
    expect(document.findings.map((finding: { key: string }) => finding.key)).toContain(key);
    // a file that cannot be read is never explained as "not a statement"
    expect(document.findings.map((finding: { key: string }) => finding.key)).not.toContain('BankAccts.Error.ParseException');
  });

  it('flags the second upload of the same statement as a duplicate', async () => {
    const mario = await applicantOf(sut);
    const bytes = await recentStatement();
    await statementUpload(sut, mario, bytes);
    await untilParsed(sut.call, mario);
    await statementUpload(sut, mario, bytes, '03069', 'again.pdf');

    const { documents } = await untilParsed(sut.call, mario);
    expect(documents.map((document: { name: string; messageKey: string | null }) => [document.name, document.messageKey])).toEqual([
      ['estratto-conto.pdf', null],
      ['again.pdf', 'BankAccts.Error.Duplicate'],
    ]);
  });

  it('marks a document without a reader of its own parsed once it opens', async () => {
    const mario = await applicantOf(sut);
    const upload = await uploadForm(sut.call, `/api/v1/other-documents/upload?application_id=${mario.applicationId}`, mario.authorization, { type: 'other', description: 'Lettera del datore di lavoro' }, { bytes: PNG_BYTES, name: 'lettera.png', type: 'image/png' });
    expect(upload.status).toBe(200);
    const { documents } = await untilParsed(sut.call, mario);
    expect(documents).toEqual([expect.objectContaining({ type: 'other', status: 'parsed', mime_type: 'image/png' })]);
  });

  it('cancels the parse job of a deleted document and removes its file', async () => {
    const mario = await applicantOf(sut);
    const upload = await statementUpload(sut, mario, await recentStatement());
    const jobId: string = upload.body.document.parse_task;
    const dataSource = sut.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
    const [{ storage_key: storageKey }] = await dataSource.query('SELECT storage_key FROM documents WHERE id = $1', [upload.body.document_id]);

    const deleted = await sut.call(`/api/v1/bank-account/delete?application_id=${mario.applicationId}&document_id=${upload.body.document_id}`, { method: 'POST', headers: { authorization: mario.authorization } });

    expect(deleted).toEqual({ status: 200, body: { success: true } });
    await expect(sut.app.get(EventBus).jobState(PARSE_DOCUMENT_QUEUE, jobId)).resolves.toMatch(/cancelled|completed/);
    // the worker may have parsed it between the upload's commit and the delete (it is woken at once); a
    // parse that comes after the delete must change nothing
    const parsedBeforeDelete = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    await sut.app.get(ParseJobsService).parse(upload.body.document_id);
    await expect(documentsOf(sut, mario)).resolves.toMatchObject({ documents: [] });
    await expect(dataSource.query('SELECT id FROM documents WHERE id = $1', [upload.body.document_id])).resolves.toEqual([]);
    await expect(dataSource.query('SELECT id FROM stored_files WHERE id = $1', [storageKey])).resolves.toEqual([]);
    await expect(outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed')).resolves.toEqual(parsedBeforeDelete);
    await expect(outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/deleted')).resolves.toEqual([
      expect.objectContaining({ payload: { applicationId: mario.applicationId, documentId: upload.body.document_id, documentType: 'bank_statement' } }),
    ]);
  });
});

describe(`${ParseJobsService.name} after a restart`, () => {
  it('parses a document left processing when the service stopped mid-parse', async () => {
    const database = await createTestDatabase('income');
    const config = createTestServerConfig(database.url);
    const start = async () => {
      const app = await createServiceApp(config, [IncomeModule], { logger: false });
      return { app, call: await listenForTests(app), config, close: () => app.close() };
    };
    try {
      const first = await start();
      const mario = await applicantOf(first);
      const upload = await statementUpload(first, mario, await recentStatement());
      await first.close();
      // The stop came before the result was stored: the document is still waiting for its parse.
      const admin = await import('pg');
      const client = new admin.default.Client({ connectionString: database.url });
      await client.connect();
      await client.query("UPDATE income.documents SET parse_status = 'processing', status = 'uploading', findings = '[]' WHERE id = $1", [upload.body.document_id]);
      await client.end();

      const second = await start();
      try {
        const { documents } = await untilParsed(second.call, mario);
        expect(documents).toEqual([expect.objectContaining({ id: upload.body.document_id, status: 'parsed', parse_status: 'done' })]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('resumes each document once when two instances resume at the same time, and leaves a running job to pg-boss', async () => {
    const database = await createTestDatabase('income');
    const config = createTestServerConfig(database.url);
    const start = async () => {
      const app = await createServiceApp(config, [IncomeModule], { logger: false });
      return { app, call: await listenForTests(app), config, close: () => app.close() };
    };
    const [first, second] = [await start(), await start()];
    try {
      const mario = await applicantOf(first);
      const uploads = [];
      for (const seed of [1, 2, 3, 4]) uploads.push((await statementUpload(first, mario, await recentStatement('intesaSanpaolo', { seed }))).body.document_id as string);
      await untilParsed(first.call, mario);
      const dataSource = first.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
      // Both instances find the documents left processing by a third that stopped mid-parse.
      await dataSource.query("UPDATE documents SET parse_status = 'processing', status = 'uploading' WHERE id = ANY($1)", [uploads]);

      const resumed = await Promise.all([first.app.get(ParseJobsService).resume(), second.app.get(ParseJobsService).resume()]);

      expect(resumed[0] + resumed[1]).toBe(uploads.length);
      const jobs: { document_id: string; jobs: string }[] = await dataSource.query(
        `SELECT data->>'documentId' AS document_id, count(*) AS jobs FROM pgboss.job WHERE name = $1 AND data->>'documentId' = ANY($2) GROUP BY 1`,
        [PARSE_DOCUMENT_QUEUE, uploads],
      );
      // the upload's job and one resumed job each
      expect(jobs.map((row) => Number(row.jobs))).toEqual(uploads.map(() => 2));
      const { documents } = await untilParsed(second.call, mario);
      expect(documents.map((document: { parse_status: string }) => document.parse_status)).toEqual(uploads.map(() => 'done'));

      // A job pg-boss still runs (active on a live instance) is not duplicated.
      const [running] = uploads;
      const [{ id: activeJob }] = await dataSource.query(
        "INSERT INTO pgboss.job (id, name, data, state, started_on) VALUES (gen_random_uuid(), $1, $2, 'active', now()) RETURNING id",
        [PARSE_DOCUMENT_QUEUE, { documentId: running }],
      );
      await dataSource.query("UPDATE documents SET parse_status = 'processing', parse_job_id = $2 WHERE id = $1", [running, activeJob]);
      await expect(second.app.get(ParseJobsService).resume()).resolves.toBe(0);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  }, 60_000);
});
