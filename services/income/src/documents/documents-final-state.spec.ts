import { jest } from '@jest/globals';
import { createRequire } from 'node:module';
import { getDataSourceToken } from '@nestjs/typeorm';
import { ITALIAN_HOLDER, statementSpec, statementWithNulInText, TEMPLATES } from '@tenant/documents-fixtures';
import { LANGUAGES } from '@tenant/domain';
import { createServiceApp, type ServerConfig } from '@tenant/server-kit';
import { createTestDatabase, createTestServerConfig, eventually, listenForTests, outboxEventsOf } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { lastMonthEnd, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';
import { IncomeModule } from '../income.module.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { readBankStatement } from '../statements/read-bank-statement.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { PARSE_ATTEMPTS, PARSE_DOCUMENT_QUEUE, PARSE_JOB_EXPIRE_SECONDS, ParseJobsService } from './parse-jobs.service.js';
import { DocumentStorage } from './storage/document-storage.port.js';

const require = createRequire(import.meta.url);
const textsOf = (lang: string): Record<string, string> => require(`@tenant/i18n/locales/${lang}/income.json`) as Record<string, string>;

const statementUpload = (testApp: Pick<IncomeTestApp, 'call'>, applicant: TestApplicant, bytes: Uint8Array) =>
  uploadForm(testApp.call, `/api/v1/bank-account/upload?application_id=${applicant.applicationId}`, applicant.authorization, { abi: '03069', name: 'estratto-conto.pdf' }, { bytes, name: 'estratto-conto.pdf' });

const documentsOf = async (testApp: Pick<IncomeTestApp, 'call'>, applicant: TestApplicant) =>
  (await testApp.call(`/api/v2/income-check/documents?application_id=${applicant.applicationId}`, { headers: { authorization: applicant.authorization } })).body;

const dataSourceOf = (testApp: Pick<IncomeTestApp, 'app'>) => testApp.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));

/** A statement whose text layer reads as U+0000 in a booking's description (a fuzzed upload's damage, made on purpose). */
const statementWithNul = () => {
  const spec = statementSpec('intesaSanpaolo', { periodTo: lastMonthEnd(), months: 1, perMonth: 8, seed: 5 });
  const [first, ...more] = spec.transactions[1].lines;
  spec.transactions[1].lines = [`${first.slice(0, 10)}~${first.slice(10)}`, ...more];
  return statementWithNulInText(spec, TEMPLATES.intesaSanpaolo);
};

/** The income service on a database of the caller's (a restart, or a second instance beside the first). */
const startOn = async (config: ServerConfig) => {
  const app = await createServiceApp(config, [IncomeModule], { logger: false });
  return { app, call: await listenForTests(app), config, close: () => app.close() };
};

describe('every document ends in a final state', () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  }, 60_000);

  afterEach(() => jest.restoreAllMocks());

  it('stores a statement whose text holds NUL without it, and parses it to the end', async () => {
    const bytes = await statementWithNul();
    const description = (await readBankStatement(bytes)).reading?.statement?.transactions.find((transaction) => transaction.description.includes('\u0000'))?.description;
    // the cause, reproduced: the text as read is what PostgreSQL refused (22P05) and left the document processing
    expect(description?.startsWith('BONIFICO A\u0000 ')).toBe(true);
    await expect(dataSourceOf(sut).query('SELECT $1::jsonb', [JSON.stringify({ description })])).rejects.toMatchObject({ code: '22P05' });

    const mario = await applicantOf(sut, { fiscalCode: ITALIAN_HOLDER.fiscalCode });
    const upload = await statementUpload(sut, mario, bytes);
    expect(upload.status).toBe(200);

    const list = await untilParsed(sut.call, mario);
    expect(list.documents).toEqual([expect.objectContaining({ id: upload.body.document_id, parse_status: 'done', status: 'parsed', isParsed: true, hasError: false })]);
    const [{ statement }] = await dataSourceOf(sut).query('SELECT statement FROM documents WHERE id = $1', [upload.body.document_id]);
    expect(statement.transactions.map((transaction: { description: string }) => transaction.description)).toContain(description?.replace('\u0000', ''));
    await expect(outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed')).resolves.toEqual([expect.objectContaining({ payload: expect.objectContaining({ status: 'parsed' }) })]);
  }, 60_000);

  it('ends a document whose parse fails on every try as could not be read, listed, counted and deletable', async () => {
    const get = jest.spyOn(sut.app.get(DocumentStorage), 'get').mockRejectedValue(new Error('the storage broke'));
    const mario = await applicantOf(sut);
    const upload = await statementUpload(sut, mario, await recentStatement());

    const list = await untilParsed(sut.call, mario, 60_000);
    expect(list.documents).toEqual([
      expect.objectContaining({ id: upload.body.document_id, parse_status: 'done', status: 'parsed with error', isParsed: true, hasError: true, messageKey: DOCUMENT_MESSAGES.unreadable, parse_task: null }),
    ]);
    expect(get).toHaveBeenCalledTimes(PARSE_ATTEMPTS);
    for (const lang of LANGUAGES) expect(textsOf(lang)[DOCUMENT_MESSAGES.unreadable]).toEqual(expect.any(String));
    const [parsed] = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    expect(parsed?.payload).toMatchObject({ documentId: upload.body.document_id, status: 'parsed with error', findings: [expect.objectContaining({ key: DOCUMENT_MESSAGES.unreadable })] });
    // it holds a stored file, so it counts against the quota until the applicant deletes it
    await expect(sut.app.get(DocumentsRepository).usageOf(mario.applicationId)).resolves.toMatchObject({ documents: 1 });
    get.mockRestore();
    await expect(sut.app.get(ParseJobsService).resume()).resolves.toBe(0);

    const deleted = await sut.call(`/api/v1/bank-account/delete?application_id=${mario.applicationId}&document_id=${upload.body.document_id}`, { method: 'POST', headers: { authorization: mario.authorization } });
    expect(deleted).toEqual({ status: 200, body: { success: true } });
    await expect(documentsOf(sut, mario)).resolves.toMatchObject({ documents: [] });
    await expect(sut.app.get(DocumentsRepository).usageOf(mario.applicationId)).resolves.toEqual({ documents: 0, bytes: 0 });
  }, 90_000);

  it('ends a document at once when storing its result fails in a way no retry can fix', async () => {
    const refused = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    const finish = jest.spyOn(DocumentsRepository.prototype, 'finishParse').mockRejectedValueOnce(refused);
    const mario = await applicantOf(sut);
    const upload = await statementUpload(sut, mario, await recentStatement());

    const list = await untilParsed(sut.call, mario, 60_000);
    expect(list.documents).toEqual([expect.objectContaining({ id: upload.body.document_id, status: 'parsed with error', messageKey: DOCUMENT_MESSAGES.unreadable })]);
    expect(finish).toHaveBeenCalledTimes(2);
    await expect(dataSourceOf(sut).query('SELECT parse_attempts FROM documents WHERE id = $1', [upload.body.document_id])).resolves.toEqual([{ parse_attempts: 1 }]);
  }, 60_000);
});

describe(`${ParseJobsService.name} across restarts and instances`, () => {
  it('does not queue a document that could not be read again when the service restarts', async () => {
    const database = await createTestDatabase('income');
    const config = createTestServerConfig(database.url);
    try {
      const first = await startOn(config);
      const mario = await applicantOf(first);
      jest.spyOn(first.app.get(DocumentStorage), 'get').mockRejectedValue(new Error('the storage broke'));
      const upload = await statementUpload(first, mario, await recentStatement());
      expect((await untilParsed(first.call, mario, 60_000)).documents).toEqual([expect.objectContaining({ messageKey: DOCUMENT_MESSAGES.unreadable })]);
      await first.close();

      const second = await startOn(config);
      try {
        await expect(second.app.get(ParseJobsService).resume()).resolves.toBe(0);
        const jobs = await dataSourceOf(second).query("SELECT state FROM pgboss.job WHERE name = $1 AND data->>'documentId' = $2", [PARSE_DOCUMENT_QUEUE, upload.body.document_id]);
        // the upload's one job, failed on its last try: no new one
        expect(jobs).toHaveLength(1);
        await expect(documentsOf(second, mario)).resolves.toMatchObject({ documents: [expect.objectContaining({ parse_status: 'done', messageKey: DOCUMENT_MESSAGES.unreadable })] });
      } finally {
        await second.close();
      }
    } finally {
      jest.restoreAllMocks();
      await database.drop();
    }
  }, 120_000);

  /** Where the dying instance's worker stops for good, as a process killed with -9 there: its job stays active in pg-boss and nothing beats for the document. */
  const DEATHS = [
    {
      when: 'mid-parse',
      stop: (app: IncomeTestApp['app'], halt: <T>(resume: () => Promise<T>) => Promise<T>) => {
        const storage = app.get(DocumentStorage);
        const read = storage.get.bind(storage);
        jest.spyOn(storage, 'get').mockImplementation((key) => halt(() => read(key)));
      },
      started: 'parse_heartbeat_at IS NOT NULL',
    },
    {
      when: 'after taking the job, before starting on the document',
      stop: (app: IncomeTestApp['app'], halt: <T>(resume: () => Promise<T>) => Promise<T>) => {
        const documents = app.get(DocumentsRepository);
        const claim = documents.claimParse.bind(documents);
        jest.spyOn(documents, 'claimParse').mockImplementation((...args) => halt(() => claim(...args)));
      },
      started: 'parse_heartbeat_at IS NULL',
    },
  ];

  it.each(DEATHS)('parses on another instance, once, a document whose worker died $when, long before the job would expire', async ({ stop, started }) => {
    const database = await createTestDatabase('income');
    // a beat a second: the survivor finds the dead worker's document within seconds (the default is 5 s)
    const config = createTestServerConfig(database.url, { environment: { PARSE_HEARTBEAT_SECONDS: '1' } });
    const dying = await startOn(config);
    const halted: (() => void)[] = [];
    const release = () => halted.splice(0).forEach((resume) => resume());
    let survivor: Awaited<ReturnType<typeof startOn>> | undefined;
    try {
      const mario = await applicantOf(dying, { fiscalCode: ITALIAN_HOLDER.fiscalCode });
      stop(dying.app, (resume) => new Promise((resolve, reject) => halted.push(() => resume().then(resolve, reject))));
      const jobs = dying.app.get(ParseJobsService);
      const parse = jobs.parse.bind(jobs);
      const runs: Promise<void>[] = [];
      jest.spyOn(jobs, 'parse').mockImplementation((...args) => {
        const run = parse(...args);
        runs.push(run);
        return run;
      });
      const upload = await statementUpload(dying, mario, await recentStatement());
      const id: string = upload.body.document_id;
      const jobId: string = upload.body.document.parse_task;
      const stopped = async () =>
        halted.length > 0 &&
        (await dataSourceOf(dying).query(`SELECT 1 FROM documents d, pgboss.job j WHERE d.id = $1 AND ${started} AND j.id = $2 AND j.state = 'active'`, [id, jobId])).length === 1;
      await eventually(stopped, 20_000);
      // the process is gone: nothing of it beats or looks for abandoned documents any more
      await jobs.beforeApplicationShutdown();

      survivor = await startOn(config);
      const parsed = async () => (await documentsOf(survivor!, mario)).isParsed === true;
      // a ceiling well under the job's expiry, which the old design waited for (plus pg-boss's supervision)
      await eventually(parsed, (PARSE_JOB_EXPIRE_SECONDS * 1000) / 2);
      await expect(dataSourceOf(survivor).query('SELECT state FROM pgboss.job WHERE id = $1', [jobId])).resolves.toEqual([{ state: 'cancelled' }]);

      // The dead worker's late result, if it ever came, changes nothing: one result, one event.
      release();
      await Promise.all(runs);
      const { documents } = await documentsOf(survivor, mario);
      expect(documents).toEqual([expect.objectContaining({ id, status: 'parsed', parse_status: 'done' })]);
      await expect(outboxEventsOf(survivor.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed')).resolves.toHaveLength(1);
      await expect(survivor.app.get(DocumentsRepository).usageOf(mario.applicationId)).resolves.toMatchObject({ documents: 1 });
    } finally {
      release();
      jest.restoreAllMocks();
      await survivor?.close();
      await dying.close();
      await database.drop();
    }
  }, 180_000);
});
