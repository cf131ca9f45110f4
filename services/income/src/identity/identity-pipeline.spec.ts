import { jest } from '@jest/globals';
import { identityImages, italianIdCardSpec } from '@tenant/documents-fixtures';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { INCOME_DATABASE } from '../income-database.js';

jest.setTimeout(180_000);

const identityUpload = (sut: IncomeTestApp, applicant: TestApplicant, side: 'front' | 'back', bytes: Uint8Array) =>
  uploadForm(sut.call, `/api/v1/other-documents/upload?application_id=${applicant.applicationId}`, applicant.authorization, { type: 'national_id', id_type: 'ID_CARD', side, name: `cie-${side}.png` }, { bytes, name: `cie-${side}.png`, type: 'image/png' });

const idDocumentsOf = async (sut: IncomeTestApp, applicant: TestApplicant) =>
  (await sut.call(`/api/v1/other-documents/id-documents?application_id=${applicant.applicationId}`, { headers: { authorization: applicant.authorization } })).body;

describe('identity documents through the pipeline (PostgreSQL, pg-boss identity queue, OCR)', () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('reads an ID card uploaded front then back, lists the missing side meanwhile, and announces what it read', async () => {
    const mario = await applicantOf(sut);
    const card = identityImages(italianIdCardSpec());

    const front = await identityUpload(sut, mario, 'front', card.front);
    expect(front.status).toBe(200);
    expect(front.body.document).toMatchObject({ type: 'national_id', id_type: 'ID_CARD', side: 'front', parse_status: 'processing' });
    expect((await idDocumentsOf(sut, mario)).missing_documents).toEqual([expect.objectContaining({ name: 'national_id', message_key: 'Identity.Error.MissingBack' })]);

    const back = await identityUpload(sut, mario, 'back', card.back as Buffer);
    const { documents } = await untilParsed(sut.call, mario, 150_000);
    expect(documents.map((document: { side: string; status: string; findings: unknown[] }) => [document.side, document.status, document.findings])).toEqual([
      ['front', 'parsed', []],
      ['back', 'parsed', []],
    ]);
    expect((await idDocumentsOf(sut, mario)).missing_documents).toEqual([]);

    const parsed = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    const backEvent = parsed.find((event) => event.payload.documentId === back.body.document_id);
    expect(backEvent?.payload).toMatchObject({
      documentType: 'national_id',
      status: 'parsed',
      findings: [],
      extraction: { kind: 'identity', mrz_format: 'TD1', document_number: 'CA41573XB', surname: 'ROSSI', given_names: 'MARIO', date_of_birth: '1985-08-01', nationality: 'ITA' },
    });
  });

  it("flags another person's expired card with the catalogued keys", async () => {
    const anna = await applicantOf(sut, { firstName: 'Anna', lastName: 'Bianchi' });
    const card = identityImages(italianIdCardSpec({ expired: true }));
    await identityUpload(sut, anna, 'back', card.back as Buffer);

    const [document] = (await untilParsed(sut.call, anna, 150_000)).documents;
    expect(document).toMatchObject({ status: 'parsed with error', hasError: true });
    expect(document.findings.map((finding: { key: string }) => finding.key)).toEqual(['Identity.Error.Expired', 'Identity.Error.NameMismatch']);
    expect((await idDocumentsOf(sut, anna)).missing_documents).toEqual([expect.objectContaining({ message_key: 'Identity.Error.MissingFront' })]);
  });
});
