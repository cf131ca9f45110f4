import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { BankListResponse, DocumentListResponse, Psd2AccountsResponse, Psd2RequisitionResponse, Psd2TransactionsResponse, ValidateDocumentsResponse } from '@tenant/contracts';
import { AccessTokenSigner, type ServerConfig } from '@tenant/server-kit';
import { createTestServerConfig, listenForTests, type HttpTestCall, type TestDatabase } from '@tenant/server-kit/testing';
import { EnableBankingProvider } from '@tenant/service-income';
import { ApplicationsService } from '@tenant/service-onboarding';
import type { DataSource } from 'typeorm';
import { API_BOOT_CEILING_MS } from '../../api/api-boot-ceiling.testing.js';
import { createApiApp } from '../../api/create-api-app.js';
import { decideConsent, SANDBOX_APP_ID, startEnableBankingSandbox, type ConsentDecision } from './sandbox-harness.js';
import { eventually } from '../../testing/eventually.js';
import { createApiTestDatabase } from '../../api/whole-api.testing.js';

const APP_ORIGIN = 'https://app.example.test';
/** Four services booting on a fresh database, on a machine shared with other work. */
const JOURNEY_TIMEOUT_MS = 60_000;

/** The income service's psd2/* calls on PostgreSQL with the real adapter against the sandbox: requisition → consent → accounts → statements → revoke. */
describe('bank connection by PSD2 (income service, Enable Banking sandbox)', () => {
  let sandbox: Awaited<ReturnType<typeof startEnableBankingSandbox>>;
  let database: TestDatabase;
  let api: NestExpressApplication;
  let call: HttpTestCall;
  let config: ServerConfig;

  beforeAll(async () => {
    sandbox = await startEnableBankingSandbox({ redirectOrigins: [APP_ORIGIN] });
    database = await createApiTestDatabase('psd2_bank_connection');
    config = createTestServerConfig(database.url, {
      environment: {
        ENABLE_BANKING_APP_ID: SANDBOX_APP_ID,
        ENABLE_BANKING_PRIVATE_KEY: sandbox.privateKeyPem,
        ENABLE_BANKING_API_URL: sandbox.url,
        PSD2_REDIRECT_URL: `${APP_ORIGIN}/api/v1/psd2/callback`,
      },
    });
    api = await createApiApp({ config, logger: false });
    call = await listenForTests(api);
  }, API_BOOT_CEILING_MS);

  afterAll(async () => {
    await api?.close();
    await database?.drop();
    await sandbox?.close();
  }, API_BOOT_CEILING_MS);

  const income = () => api.get<DataSource>(getDataSourceToken('income'));
  /** The consent tab's page (HTML, not the JSON the API calls answer). */
  const page = async (pathAndQuery: string) => {
    const { port } = api.getHttpServer().address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}${pathAndQuery}`)).text();
  };

  /** A registered applicant whose access and profile reached the income service (application/accessChanged, applicant/registered). */
  const applicant = async (firstName: string, lastName: string) => {
    const email = `${firstName}.${lastName}.${Date.now()}@example.it`.toLowerCase();
    const { applicationId, applicantId } = await api.get(ApplicationsService).register({ firstName, lastName, email, employmentStatus: 'Employed' });
    const { accessToken } = await new AccessTokenSigner(config.authPrivateKey!).issue({ userId: applicantId, email });
    const headers = { authorization: `Bearer ${accessToken}`, region: 'it' };
    const get = <T>(path: string, query: Record<string, string> = {}) =>
      call(`/api${path}?${new URLSearchParams({ application_id: applicationId, lang: 'it', ...query })}`, { headers }) as Promise<{ status: number; body: T }>;
    const post = <T>(path: string, query: Record<string, string> = {}) =>
      call(`/api${path}?${new URLSearchParams({ application_id: applicationId, ...query })}`, { method: 'POST', headers }) as Promise<{ status: number; body: T }>;
    await eventually(async () => (await get('/v2/income-check/documents')).status === 200);
    await eventually(async () => (await income().query('SELECT 1 FROM applicant_profiles WHERE application_id = $1', [applicationId])).length > 0);
    return { applicationId, get, post };
  };
  type Applicant = Awaited<ReturnType<typeof applicant>>;

  const intesa = async (who: Applicant) => {
    const { body } = await who.get<BankListResponse>('/v1/bank-account/get-bank-list');
    return body.bank_list.find((bank) => bank.name === 'Intesa Sanpaolo')!.metadata!.id;
  };

  /** The applicant's tab: the consent page, the decision, then the provider's redirect to our callback. */
  const consent = async (who: Applicant, decision: ConsentDecision, holder = 'Giulia Verdi') => {
    const { body } = await who.get<Psd2RequisitionResponse>('/v1/psd2/requisition', { institution_id: await intesa(who) });
    expect(body).toEqual({ success: true, requisition_id: expect.any(String), link: expect.stringContaining(`${sandbox.url}/consent/`) });
    const created = await who.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: body.requisition_id! });
    expect(created.body).toMatchObject({ success: true, status: 'CR', status_key: 'Yapily.Status.Created', accounts: [] });
    const back = await decideConsent(body.link!, decision, holder);
    expect(back.origin).toBe(APP_ORIGIN);
    return { requisitionId: body.requisition_id!, page: await page(`${back.pathname}${back.search}`) };
  };

  it('links two approved accounts, turns six months of transactions into checked statements of the pipeline, and removes them on revoke', async () => {
    const giulia = await applicant('Giulia', 'Verdi');
    const { requisitionId, page } = await consent(giulia, 'approve');
    expect(page).toContain('data-outcome="linked"');
    expect(page).toContain('Banca collegata');

    const linked = await giulia.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: requisitionId });
    expect(linked.body).toMatchObject({ success: true, status: 'LN', status_key: 'Yapily.Status.Linked', valid_until: expect.any(String) });
    expect(linked.body.accounts).toEqual([
      { id: expect.any(String), name: 'Conto corrente', owner_name: 'Giulia Verdi', iban: expect.stringMatching(/^IT\d{2}[A-Z]03069/), currency: 'EUR', last_accessed: null },
      { id: expect.any(String), name: 'Conto deposito', owner_name: 'Giulia Verdi', iban: expect.stringMatching(/^IT\d{2}[A-Z]03069/), currency: 'EUR', last_accessed: null },
    ]);
    const accountIds = linked.body.accounts.map((account) => account.id).join(',');

    const metadata = await giulia.get('/v1/psd2/accounts/metadata', { account_id: linked.body.accounts[0].id });
    expect(metadata.body).toMatchObject({ success: true, bank_name: 'Intesa Sanpaolo', balances: [expect.objectContaining({ type: 'CLBD', currency: 'EUR' }), expect.anything()] });

    const fetched = await giulia.get<Psd2TransactionsResponse>('/v1/psd2/fetch-transactions', { account_ids: accountIds, bank_name: 'Intesa Sanpaolo', abi: '03069' });
    expect(fetched.body).toEqual({
      success: true,
      transactions_are_mapped: true,
      documents: [
        { id: expect.any(String), file: expect.stringMatching(/^Intesa Sanpaolo •••• \d{4} \d{4}-\d{2} – \d{4}-\d{2} \(PSD2\)$/), name: 'Intesa Sanpaolo', owner_name: 'Giulia Verdi', has_warning: false, error: null },
        expect.objectContaining({ owner_name: 'Giulia Verdi', error: null }),
      ],
    });

    // The statements are documents of the pipeline like uploads: listed, parsed, with figures.
    const listed = await giulia.get<DocumentListResponse>('/v2/income-check/documents');
    expect(listed.body.uploadedBankStatements.isParsed).toBe(true);
    const statements = listed.body.uploadedBankStatements.documents;
    expect(statements.map((document) => document.id).sort()).toEqual(fetched.body.documents.map((document) => document.id).sort());
    const current = statements.find((document) => document.id === fetched.body.documents[0].id)!;
    expect(current).toMatchObject({ type: 'bank_statement', status: 'parsed', bank_abi: '03069', mime_type: 'application/vnd.tenant.psd2-transactions+json', findings: [] });
    const [figures] = await income().query('SELECT figures FROM documents WHERE id = $1', [current.id]);
    expect(figures.figures).toMatchObject({ reconciled: true, holder: 'Giulia Verdi', salary_monthly: expect.any(Number), rent_monthly: expect.any(Number), transaction_count: expect.any(Number) });
    expect(figures.figures.period_from.endsWith('-01')).toBe(true);

    // Every check across statements applies: six whole months cover the three asked, salary is found.
    const validated = await giulia.get<ValidateDocumentsResponse>('/v2/income-check/validate-documents');
    expect(validated.body.missing_documents.filter((missing) => missing.name === 'bank_statement')).toEqual([]);
    expect(validated.body.document_errors).toEqual([]);

    const accessed = await giulia.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: requisitionId });
    expect(accessed.body.accounts.every((account) => account.last_accessed !== null)).toBe(true);

    // A new fetch replaces the statements; beyond four a day the last fetch is served.
    let again = fetched;
    for (let fetch = 2; fetch <= 4; fetch += 1) again = await giulia.get<Psd2TransactionsResponse>('/v1/psd2/fetch-transactions', { account_ids: accountIds });
    expect(again.body.documents.map((document) => document.id)).not.toEqual(fetched.body.documents.map((document) => document.id));
    const cached = await giulia.get<Psd2TransactionsResponse>('/v1/psd2/fetch-transactions', { account_ids: accountIds });
    expect(cached.body).toMatchObject({ success: true, cached: true, message: 'Yapily.Errors.RateLimited', transactions_are_mapped: true });
    expect(cached.body.documents.map((document) => document.id)).toEqual(again.body.documents.map((document) => document.id));
    expect((await giulia.get<DocumentListResponse>('/v2/income-check/documents')).body.uploadedBankStatements.documents).toHaveLength(2);

    // Revoking ends the session at the provider and removes the accounts and their statements.
    const [{ session_id: sessionId }] = await income().query('SELECT session_id FROM psd2_requisitions WHERE id = $1', [requisitionId]);
    await expect(giulia.post('/v1/psd2/revoke', { requisition_id: requisitionId })).resolves.toEqual({ status: 200, body: { success: true } });
    expect((await giulia.get<DocumentListResponse>('/v2/income-check/documents')).body.documents).toEqual([]);
    expect(await income().query('SELECT 1 FROM psd2_accounts WHERE requisition_id = $1', [requisitionId])).toEqual([]);
    const provider = new EnableBankingProvider({ appId: SANDBOX_APP_ID, privateKeyPem: sandbox.privateKeyPem, baseUrl: sandbox.url });
    await expect(provider.sessionStatus(sessionId)).resolves.toBe('EX');
    const revoked = await giulia.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: requisitionId });
    expect(revoked.body).toMatchObject({ success: false, status: 'EX', message: 'Yapily.Errors.Expired', accounts: [] });
  }, JOURNEY_TIMEOUT_MS);

  it('flags a statement of someone else’s account like an uploaded one (holder name)', async () => {
    const marco = await applicant('Marco', 'Bianchi');
    const { requisitionId } = await consent(marco, 'approve', 'Luca Neri');
    const { body } = await marco.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: requisitionId });
    const fetched = await marco.get<Psd2TransactionsResponse>('/v1/psd2/fetch-transactions', { account_ids: body.accounts[0].id });
    expect(fetched.body.documents).toEqual([expect.objectContaining({ owner_name: 'Luca Neri', error: { blocker: true, message: 'BankAccts.Error.NameMismatch', message_key: 'BankAccts.Error.NameMismatch' } })]);
  }, JOURNEY_TIMEOUT_MS);

  it('reports a rejected consent, a consent left to expire and a link not used in time', async () => {
    const anna = await applicant('Anna', 'Conti');
    const rejected = await consent(anna, 'reject');
    expect(rejected.page).toContain('data-outcome="rejected"');
    expect((await anna.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: rejected.requisitionId })).body).toMatchObject({
      success: false,
      status: 'RJ',
      status_key: 'Yapily.Status.Rejected',
      message: 'Yapily.Errors.Rejected',
    });

    const expired = await consent(anna, 'expire');
    expect(expired.page).toContain('data-outcome="expired"');
    expect((await anna.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: expired.requisitionId })).body).toMatchObject({
      success: false,
      status: 'EX',
      status_key: 'Yapily.Status.Expired',
      message: 'Yapily.Errors.Expired',
    });

    const { body } = await anna.get<Psd2RequisitionResponse>('/v1/psd2/requisition', { institution_id: 'IT:UniCredit' });
    await income().query("UPDATE psd2_requisitions SET link_expires_at = now() - interval '1 minute' WHERE id = $1", [body.requisition_id]);
    expect((await anna.get<Psd2AccountsResponse>('/v1/psd2/accounts', { requisition_id: body.requisition_id! })).body).toMatchObject({ success: false, status: 'EX' });
  }, JOURNEY_TIMEOUT_MS);

  it('answers a foreign requisition or account like a missing one, and validates every query', async () => {
    const owner = await applicant('Paola', 'Riva');
    const stranger = await applicant('Sergio', 'Gallo');
    const { body } = await owner.get<Psd2RequisitionResponse>('/v1/psd2/requisition', { institution_id: 'IT:Fineco' });
    const foreign = await stranger.get('/v1/psd2/accounts', { requisition_id: body.requisition_id! });
    const missing = await stranger.get('/v1/psd2/accounts', { requisition_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign).toEqual(missing);
    expect(foreign.status).toBe(404);
    expect((await stranger.post('/v1/psd2/revoke', { requisition_id: body.requisition_id! })).status).toBe(404);
    expect((await stranger.get('/v1/psd2/fetch-transactions', { account_ids: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    expect((await owner.get('/v1/psd2/requisition')).status).toBe(422);
    expect((await owner.get('/v1/psd2/requisition', { institution_id: 'IT:Banca Inesistente' })).status).toBe(404);
    expect((await owner.get('/v1/psd2/accounts', { requisition_id: 'nope' })).status).toBe(422);
    expect((await owner.get('/v1/psd2/fetch-transactions', { account_ids: '' })).status).toBe(422);
    expect((await call(`/api/v1/psd2/accounts?application_id=${owner.applicationId}&requisition_id=${body.requisition_id}`)).status).toBe(401);
    // The callback with an unknown state changes nothing and says so.
    expect(await page('/api/v1/psd2/callback?state=forged&code=x')).toContain('data-outcome="unknown"');
  }, JOURNEY_TIMEOUT_MS);
});
