import {
  fiscalCode,
  germanFiscalSpec,
  imageOnlyStatement,
  ITALIAN_TAXPAYER,
  italianFiscalSpec,
  renderCertificazioneUnica,
  renderLohnsteuerbescheinigung,
  renderWorkContract,
  workContractSpec,
} from '@tenant/documents-fixtures';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { INCOME_DATABASE } from '../income-database.js';

// The fiscal path on PostgreSQL (spec 2§7): upload-fiscal answers at once, the parse job reads the form,
// fetch-fiscal-result answers processing, then the fiscal parse result; documents/parsed carries the
// extraction and the report's other_documents line.

const THIS_YEAR = new Date().getUTCFullYear();
/** Each test waits for real parse jobs (untilParsed allows 20 s). */
const JOB_TIMEOUT_MS = 30_000;

describe('fiscal documents, work contracts and other documents', () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  }, JOB_TIMEOUT_MS);

  afterAll(async () => {
    await sut?.close();
  }, JOB_TIMEOUT_MS);

  const upload = (applicant: TestApplicant, path: 'upload' | 'upload-fiscal', type: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
    uploadForm(sut.call, `/api/v1/other-documents/${path}?application_id=${applicant.applicationId}`, applicant.authorization, { type, ...fields }, { bytes, name: `${type}.pdf` });
  const fetchFiscalResult = (applicant: TestApplicant, documentId: string) =>
    sut.call(`/api/v1/other-documents/fetch-fiscal-result?application_id=${applicant.applicationId}&document_id=${documentId}`, {
      method: 'POST',
      headers: { authorization: applicant.authorization },
    });

  it('upload-fiscal → job → fetch-fiscal-result: processing first, then the year, incomes and fiscal code; the event carries the extraction', async () => {
    const mario = await applicantOf(sut, { fiscalCode: ITALIAN_TAXPAYER.fiscalCode });
    const spec = italianFiscalSpec({ year: THIS_YEAR - 1 });
    const uploaded = await upload(mario, 'upload-fiscal', 'cud', await renderCertificazioneUnica(spec));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ success: true, document_type: 'cud', parse_results: { done: false } });

    const early = await fetchFiscalResult(mario, uploaded.body.document_id);
    expect(early.status).toBe(200);
    if (early.body.parse_status === 'processing') expect(early.body).toMatchObject({ parse_results: { done: false }, fiscal_result: null });

    await untilParsed(sut.call, mario);
    const result = await fetchFiscalResult(mario, uploaded.body.document_id);
    const net = spec.gross - spec.incomeTax - spec.surcharge - spec.localTax;
    expect(result.body).toEqual({
      success: true,
      document_id: uploaded.body.document_id,
      parse_status: 'done',
      parse_results: expect.objectContaining({ done: true, success: true, error: null, findings: [] }),
      fiscal_result: expect.objectContaining({ form: 'certificazione_unica', reference_year: THIS_YEAR - 1, gross_annual_income: spec.gross, net_annual_income: net, tax_id: ITALIAN_TAXPAYER.fiscalCode, tax_id_valid: true }),
    });

    const [parsed] = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    expect(parsed.payload).toMatchObject({
      documentType: 'cud',
      status: 'parsed',
      extraction: { kind: 'fiscal', reference_year: THIS_YEAR - 1, net_annual_income: net },
      summary: { label: 'IncomeCheck.Section.cud', type: 'cud', valid: true, notes: [], msg: null, possible_type: 'fiscal_doc', info: { key: 'OtherDocuments.Info.Fiscal.certificazione_unica', params: { year: THIS_YEAR - 1, net_cents: net } } },
    });
  }, JOB_TIMEOUT_MS);

  it.each([
    { case: 'someone else’s CU', bytes: () => renderCertificazioneUnica(italianFiscalSpec({ taxpayer: { ...ITALIAN_TAXPAYER, fiscalCode: fiscalCode('BNCGLI90A41H501') } })), key: 'Fiscal.Error.FiscalCodeMismatch', blocker: true },
    { case: 'a CU older than 1.5 years', bytes: () => renderCertificazioneUnica(italianFiscalSpec({ year: THIS_YEAR - 3 })), key: 'Fiscal.Error.TooOld', blocker: false },
    { case: 'a scanned CU', bytes: () => imageOnlyStatement(1), key: 'Fiscal.Error.Scan', blocker: true },
    { case: 'a work contract uploaded as fiscal document', bytes: () => renderWorkContract(workContractSpec('it')), key: 'Fiscal.Error.InvalidType', blocker: true },
  ])('parses $case with $key', async ({ bytes, key, blocker }) => {
    const mario = await applicantOf(sut, { fiscalCode: ITALIAN_TAXPAYER.fiscalCode });
    const uploaded = await upload(mario, 'upload-fiscal', 'fiscal_doc', await bytes());

    const [document] = (await untilParsed(sut.call, mario)).documents;
    expect(document).toMatchObject({ id: uploaded.body.document_id, hasError: blocker, hasWarning: !blocker, error: { blocker, message_key: key } });
  }, JOB_TIMEOUT_MS);

  it('reads a German Lohnsteuerbescheinigung sent as tax return, without comparing its Steuer-ID with an Italian code', async () => {
    const max = await applicantOf(sut, { firstName: 'Max', lastName: 'Mustermann', fiscalCode: ITALIAN_TAXPAYER.fiscalCode });
    const spec = germanFiscalSpec({ year: THIS_YEAR - 1 });
    const uploaded = await upload(max, 'upload-fiscal', 'tax_return', await renderLohnsteuerbescheinigung(spec));

    await untilParsed(sut.call, max);
    const result = await fetchFiscalResult(max, uploaded.body.document_id);
    expect(result.body).toMatchObject({ parse_results: { success: true, findings: [] }, fiscal_result: { form: 'lohnsteuerbescheinigung', gross_annual_income: spec.gross, tax_id_kind: 'steuer_id' } });
  }, JOB_TIMEOUT_MS);

  it('answers fetch-fiscal-result for another applicant’s document like a missing one', async () => {
    const mario = await applicantOf(sut);
    const giulia = await applicantOf(sut, { firstName: 'Giulia', lastName: 'Bianchi' });
    const uploaded = await upload(mario, 'upload-fiscal', 'fiscal_doc', await renderCertificazioneUnica(italianFiscalSpec({ year: THIS_YEAR - 1 })));

    const foreign = await fetchFiscalResult(giulia, uploaded.body.document_id);
    const missing = await fetchFiscalResult(giulia, '00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  }, JOB_TIMEOUT_MS);

  it('reads a work contract and an other document, and lists both for the report', async () => {
    const mario = await applicantOf(sut);
    const contract = await upload(mario, 'upload', 'work_contract', await renderWorkContract(workContractSpec('it', { type: 'close-ended', start: '2024-02-01', end: '2025-01-31' })));
    const other = await upload(mario, 'upload', 'other', await renderCertificazioneUnica(italianFiscalSpec({ year: THIS_YEAR - 1 })), { description: 'CU del mio secondo lavoro' });
    expect([contract.status, other.status]).toEqual([200, 200]);

    const { documents } = await untilParsed(sut.call, mario);
    expect(documents.find((document: { type: string }) => document.type === 'work_contract')).toMatchObject({ status: 'parsed', hasWarning: true, messageKey: 'Contract.Error.Ended' });
    const events = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    const payloadOf = (id: string) => events.find((event) => event.payload.documentId === id)?.payload;
    expect(payloadOf(contract.body.document_id)).toMatchObject({
      extraction: { kind: 'contract', contract_type: 'close-ended', start_date: '2024-02-01', end_date: '2025-01-31', employer: 'ROSSI E BIANCHI S.R.L.' },
      summary: { type: 'work_contract', valid: true, notes: ['Contract.Error.Ended'], msg: 'Contract.Error.Ended', possible_type: null, info: { key: 'OtherDocuments.Info.Contract.close-ended' } },
    });
    expect(payloadOf(other.body.document_id)).toMatchObject({
      status: 'parsed',
      findings: [],
      summary: { label: 'CU del mio secondo lavoro', type: 'other', valid: true, possible_type: 'fiscal_doc', info: { key: 'OtherDocuments.Info.Fiscal.certificazione_unica' } },
    });
  }, JOB_TIMEOUT_MS);
});
