import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { applicationAccessChanged, applicationDeleted } from '@tenant/contracts';
import { applicantOf, startIncomeTestApp, tokenFor, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import type { DataSource } from 'typeorm';
import { PNG_BYTES, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';
import { ApplicationAccessService } from './application-access.service.js';
import { ApplicationRetentionService } from '../documents/application-retention.service.js';
import { OnboardingReadModelService } from './onboarding-read-model.service.js';

type Request = (sut: IncomeTestApp, caller: { authorization?: string }, applicationId: string, documentId: string) => ReturnType<IncomeTestApp['call']>;

const get = (path: string): Request => (sut, caller, applicationId) =>
  sut.call(`${path}${path.includes('?') ? '&' : '?'}application_id=${applicationId}`, { headers: caller.authorization ? { authorization: caller.authorization } : {} });
const postQuery = (path: string): Request => (sut, caller, applicationId, documentId) =>
  sut.call(`${path}?application_id=${applicationId}&document_id=${documentId}`, { method: 'POST', headers: caller.authorization ? { authorization: caller.authorization } : {} });
const postForm = (path: string, fields: (documentId: string) => Record<string, string>, withFile = false): Request => (sut, caller, applicationId, documentId) =>
  uploadForm(sut.call, `${path}?application_id=${applicationId}`, caller.authorization ?? '', fields(documentId), withFile ? { bytes: PNG_BYTES, name: 'id.png', type: 'image/png' } : undefined);

/** Every income endpoint that names an application (spec 2§7). */
const ENDPOINTS: { call: string; request: Request; namesDocument: boolean }[] = [
  { call: 'GET bank-account/get-bank-list', request: get('/api/v1/bank-account/get-bank-list'), namesDocument: false },
  { call: 'POST bank-account/upload', request: postForm('/api/v1/bank-account/upload', () => ({ abi: '03069' }), true), namesDocument: false },
  { call: 'POST bank-account/parse', request: postForm('/api/v1/bank-account/parse', (id) => ({ id, country: 'IT' })), namesDocument: true },
  { call: 'POST bank-account/finalize-parse', request: postForm('/api/v1/bank-account/finalize-parse', (id) => ({ document_id: id })), namesDocument: true },
  { call: 'POST bank-account/delete', request: postQuery('/api/v1/bank-account/delete'), namesDocument: true },
  { call: 'POST other-documents/upload', request: postForm('/api/v1/other-documents/upload', () => ({ type: 'national_id', id_type: 'PASSPORT' }), true), namesDocument: false },
  { call: 'POST other-documents/upload-fiscal', request: postForm('/api/v1/other-documents/upload-fiscal', () => ({ type: 'fiscal_doc' }), true), namesDocument: false },
  { call: 'POST other-documents/fetch-fiscal-result', request: postQuery('/api/v1/other-documents/fetch-fiscal-result'), namesDocument: true },
  { call: 'POST other-documents/delete', request: postQuery('/api/v1/other-documents/delete'), namesDocument: true },
  { call: 'GET other-documents/id-documents', request: get('/api/v1/other-documents/id-documents'), namesDocument: false },
  { call: 'GET v2/income-check/documents', request: get('/api/v2/income-check/documents'), namesDocument: false },
  { call: 'GET v2/income-check/validate-documents', request: get('/api/v2/income-check/validate-documents'), namesDocument: false },
  { call: 'GET v2/income-check/set-upload-done-time', request: get('/api/v2/income-check/set-upload-done-time'), namesDocument: false },
  { call: 'GET v2/income-check/supported-documents', request: get('/api/v2/income-check/supported-documents?occupation=Employed'), namesDocument: false },
  { call: 'GET psd2/requisition', request: get('/api/v1/psd2/requisition?institution_id=IT:Intesa%20Sanpaolo'), namesDocument: false },
  { call: 'GET psd2/accounts', request: get(`/api/v1/psd2/accounts?requisition_id=${randomUUID()}`), namesDocument: false },
  { call: 'GET psd2/accounts/metadata', request: get(`/api/v1/psd2/accounts/metadata?account_id=${randomUUID()}`), namesDocument: false },
  { call: 'GET psd2/fetch-transactions', request: get(`/api/v1/psd2/fetch-transactions?account_ids=${randomUUID()}`), namesDocument: false },
  { call: 'POST psd2/revoke', request: (sut, caller, applicationId) => sut.call(`/api/v1/psd2/revoke?application_id=${applicationId}&requisition_id=${randomUUID()}`, { method: 'POST', headers: caller.authorization ? { authorization: caller.authorization } : {} }), namesDocument: false },
];

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
const NO_DOCUMENT = { status: 404, body: { success: false, message: 'undefined document id' } };

describe(ApplicationAccessService.name, () => {
  let sut: IncomeTestApp;
  let maria: TestApplicant;
  let luca: TestApplicant;
  let mariasStatement: string;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    maria = await applicantOf(sut);
    luca = await applicantOf(sut, { firstName: 'Luca', lastName: 'Bianchi' });
    const upload = await uploadForm(sut.call, `/api/v1/bank-account/upload?application_id=${maria.applicationId}`, maria.authorization, { abi: '03069' }, { bytes: await recentStatement(), name: 'maria.pdf' });
    mariasStatement = upload.body.document_id;
    await untilParsed(sut.call, maria);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it.each(ENDPOINTS)('refuses $call on an application of someone else with the answer of a missing one', async ({ request }) => {
    await expect(request(sut, luca, maria.applicationId, mariasStatement)).resolves.toEqual(NOT_FOUND);
    await expect(request(sut, luca, randomUUID(), mariasStatement)).resolves.toEqual(NOT_FOUND);
  });

  it.each(ENDPOINTS)('refuses $call without a session', async ({ request }) => {
    await expect(request(sut, {}, maria.applicationId, mariasStatement)).resolves.toMatchObject({ status: 401 });
  });

  it.each(ENDPOINTS.filter((endpoint) => endpoint.namesDocument))('answers $call on another application’s document like on a missing one', async ({ request }) => {
    await expect(request(sut, luca, luca.applicationId, mariasStatement)).resolves.toEqual(NO_DOCUMENT);
    await expect(request(sut, luca, luca.applicationId, randomUUID())).resolves.toEqual(NO_DOCUMENT);
  });

  it('lets no invited person in (they upload to an application of their own), and nobody once the application is deleted (its documents gone too)', async () => {
    const invitedEmail = 'Giulia.Verdi@example.it';
    const readModel = sut.app.get(OnboardingReadModelService);
    const giulia = { authorization: await tokenFor(sut, randomUUID(), invitedEmail) };
    const documents = get('/api/v2/income-check/documents');
    await readModel.onAccessChanged(applicationAccessChanged({ applicationId: maria.applicationId, ownerApplicantId: maria.applicantId, invitedEmails: [invitedEmail] }, maria.applicationId));
    await expect(documents(sut, giulia, maria.applicationId, '')).resolves.toEqual(NOT_FOUND);
    await expect(documents(sut, maria, maria.applicationId, '')).resolves.toMatchObject({ status: 200, body: { documents: [expect.objectContaining({ id: mariasStatement })] } });

    await sut.app.get(ApplicationRetentionService).onApplicationDeleted(applicationDeleted({ applicationId: maria.applicationId }, maria.applicationId));
    await expect(documents(sut, giulia, maria.applicationId, '')).resolves.toEqual(NOT_FOUND);
    await expect(documents(sut, maria, maria.applicationId, '')).resolves.toEqual(NOT_FOUND);
    // a token minted before the deletion still grants it: it opens nothing
    const mariasOldToken = { authorization: await tokenFor(sut, maria.applicantId, maria.email, { [maria.applicationId]: 'owner' }) };
    await expect(documents(sut, mariasOldToken, maria.applicationId, '')).resolves.toEqual(NOT_FOUND);
    await expect(get('/api/v2/income-check/set-upload-done-time')(sut, mariasOldToken, maria.applicationId, '')).resolves.toEqual(NOT_FOUND);
    const dataSource = sut.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
    await expect(dataSource.query('SELECT id FROM documents WHERE application_id = $1', [maria.applicationId])).resolves.toEqual([]);
  });

  describe('right after sign-up, before application/accessChanged arrives (DESIGN §8)', () => {
    /** A new applicant as onboarding just issued their token: the grant is there, no event has arrived. */
    const signedUp = async () => {
      const applicantId = randomUUID();
      const applicationId = randomUUID();
      const email = `ada.${applicantId.slice(0, 6)}@example.it`;
      return { applicantId, applicationId, email, authorization: await tokenFor(sut, applicantId, email, { [applicationId]: 'owner' }) };
    };

    it('lists and takes documents on the token’s grant alone', async () => {
      const ada = await signedUp();
      await expect(get('/api/v2/income-check/documents')(sut, ada, ada.applicationId, '')).resolves.toMatchObject({ status: 200, body: { success: true, documents: [] } });
      const upload = postForm('/api/v1/other-documents/upload', () => ({ type: 'national_id', id_type: 'PASSPORT' }), true);
      await expect(upload(sut, ada, ada.applicationId, '')).resolves.toMatchObject({ status: 200, body: { success: true, document_type: 'national_id' } });
    });

    it('keeps the upload-done time on the token’s grant alone (it lives apart from the copied access list)', async () => {
      const ada = await signedUp();
      const { body } = await get('/api/v2/income-check/set-upload-done-time')(sut, ada, ada.applicationId, '');
      expect(body).toEqual({ success: true, upload_done_at: expect.any(String) });
      const dataSource = sut.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
      await expect(dataSource.query('SELECT upload_done_at FROM upload_done WHERE application_id = $1', [ada.applicationId])).resolves.toEqual([{ upload_done_at: new Date(body.upload_done_at) }]);
      await expect(dataSource.query('SELECT 1 FROM application_access WHERE application_id = $1', [ada.applicationId])).resolves.toEqual([]);
    });

    it('still answers a foreign application id with 404, whatever the token grants', async () => {
      const ada = await signedUp();
      await expect(get('/api/v2/income-check/documents')(sut, ada, maria.applicationId, '')).resolves.toEqual(NOT_FOUND);
      await expect(get('/api/v2/income-check/documents')(sut, ada, randomUUID(), '')).resolves.toEqual(NOT_FOUND);
    });
  });
});
