import { getDataSourceToken } from '@nestjs/typeorm';
import { MAX_UPLOAD_BYTES } from '@tenant/domain';
import type { DataSource } from 'typeorm';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, holdParses, startIncomeTestApp, untilParsed, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { DocumentStorage } from '../documents/storage/document-storage.port.js';
import { INCOME_DATABASE } from '../income-database.js';
import { OtherDocumentsController } from './other-documents.controller.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');

describe(OtherDocumentsController.name, () => {
  let sut: IncomeTestApp;
  let maria: TestApplicant;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    maria = await applicantOf(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const upload = (file: Buffer | null, fileName: string, fields: Record<string, string> = { type: 'national_id', id_type: 'ID_CARD', side: 'front' }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([file]), fileName);
    return sut.call(`/api/v1/other-documents/upload?application_id=${maria.applicationId}`, { method: 'POST', headers: { authorization: maria.authorization }, body: form });
  };
  const list = async () =>
    (await sut.call(`/api/v1/other-documents/id-documents?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } })).body.documents;

  it.each([
    ['a PNG', PNG, 'front.png', 'image/png'],
    ['a JPEG', JPEG, 'front.jpg', 'image/jpeg'],
    ['a PDF', PDF, 'scan.pdf', 'application/pdf'],
    ['a PNG whatever its name says', PNG, 'front.pdf', 'image/png'],
  ])('stores %s with the type read from its bytes', async (_case, file, name, mime) => {
    const { status, body } = await upload(file, name);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, document_type: 'national_id', document: { name, id_type: 'ID_CARD', side: 'front', mime_type: mime, size: file.length, parse_status: 'processing' } });
    const stored = await sut.app.get(DocumentStorage).get((await storageKeyOf(body.document_id))!);
    expect(stored).toEqual({ content: file, mimeType: mime, size: file.length });
  });

  it.each([
    ['read as UTF-8, not Latin-1', 'Kontoauszug März €.png', 'Kontoauszug März €.png'],
    ['without its right-to-left override', '\u202efdp.exe', 'fdp.exe'],
    ['without bidirectional isolates and marks', '\u2066a\u200fb\u2069.png', 'ab.png'],
    ['with its HTML kept as text (every output escapes it)', '<img src=x onerror=alert(1)>.png', '<img src=x onerror=alert(1)>.png'],
  ])('stores an uploaded file’s name %s', async (_case, sent, stored) => {
    const { status, body } = await upload(PNG, sent);
    expect(status).toBe(200);
    expect(body.document.name).toBe(stored);
    expect((await list()).find((document: { id: string }) => document.id === body.document_id)).toMatchObject({ name: stored });
  });

  const storageKeyOf = async (documentId: string): Promise<string | undefined> => {
    const rows: Array<{ storage_key: string }> = await sut.app
      .get<DataSource>(getDataSourceToken(INCOME_DATABASE))
      .query('SELECT storage_key FROM documents WHERE id = $1', [documentId]);
    return rows[0]?.storage_key;
  };

  it.each([
    ['a text file named .png', Buffer.from('not an image at all, just text'), 'id.png', 415, 'Upload.Error.FileType'],
    ['a GIF', GIF, 'id.gif', 415, 'Upload.Error.FileType'],
  ])('refuses %s', async (_case, file, name, status, message) => {
    await expect(upload(file, name)).resolves.toEqual({ status, body: { success: false, message } });
  });

  it.each([
    ['no file', null, 'Upload.Error.MissingFile'],
    ['an empty file', Buffer.alloc(0), 'Upload.Error.EmptyFile'],
  ])('refuses a request with %s', async (_case, file, key) => {
    await expect(upload(file, 'empty.png')).resolves.toMatchObject({ status: 422, body: { msg: [{ msg: key, loc: ['body', 'file'] }] } });
  });

  it('refuses a file over MAX_UPLOAD_BYTES with Upload.Error.MaxFileSize', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]);
    await expect(upload(big, 'big.png')).resolves.toEqual({ status: 413, body: { success: false, message: 'Upload.Error.MaxFileSize', params: { limit: 20, size: 20.1 } } });
  });

  it.each([
    ['an unknown document type', { type: 'passport', id_type: 'ID_CARD' }, 'type', 'Upload.Error.Type'],
    ['an unknown identity document kind', { type: 'national_id', id_type: 'DRIVING_LICENCE' }, 'id_type', 'Upload.Error.IdType'],
    ['an unknown side', { type: 'national_id', id_type: 'ID_CARD', side: 'middle' }, 'side', 'Upload.Error.IdSide'],
  ])('refuses %s', async (_case, fields, field, key) => {
    await expect(upload(PNG, 'x.png', fields)).resolves.toMatchObject({ status: 422, body: { msg: [{ msg: key, loc: ['body', field] }] } });
  });

  it('lists the documents, records documents/identityDocumentUploaded and deletes a document with its bytes', async () => {
    const { body } = await upload(PNG, 'back.png', { type: 'national_id', id_type: 'ID_CARD', side: 'back' });
    expect((await list()).map((d: { id: string }) => d.id)).toContain(body.document_id);
    const events = await outboxEventsOf(sut.app, INCOME_DATABASE, maria.applicationId, 'documents/identityDocumentUploaded');
    expect(events.at(-1)?.payload).toEqual({
      applicationId: maria.applicationId,
      applicantId: maria.applicantId,
      documentId: body.document_id,
      idType: 'ID_CARD',
      side: 'back',
      mimeType: 'image/png',
    });
    const key = await storageKeyOf(body.document_id);
    const deleted = await sut.call(`/api/v1/other-documents/delete?application_id=${maria.applicationId}&document_id=${body.document_id}`, {
      method: 'POST',
      headers: { authorization: maria.authorization },
    });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await list()).map((d: { id: string }) => d.id)).not.toContain(body.document_id);
    await expect(sut.app.get(DocumentStorage).get(key!)).resolves.toBeNull();
  });

  describe('the verdict on the application after an upload or a delete', () => {
    const validate = async (applicant: TestApplicant) =>
      (await sut.call(`/api/v2/income-check/validate-documents?application_id=${applicant.applicationId}`, { headers: { authorization: applicant.authorization, region: 'it' } })).body;
    const verdictOf = ({ missing_documents, global_error }: { missing_documents: unknown; global_error: unknown }) => ({ missing_documents, global_error });

    it('answers what validate-documents answers: missing uploads of the occupation, wait while parsing, then what is still needed', async () => {
      const luca = await applicantOf(sut, { employmentStatus: 'Employed' });
      const form = new FormData();
      form.append('type', 'national_id');
      form.append('id_type', 'PASSPORT');
      form.append('file', new Blob([PNG]), 'passport.png');
      // the parse waits until both answers are read: a fast worker would otherwise finish between them
      const parses = holdParses(sut);
      let documentId: string;
      try {
        const uploaded = await sut.call(`/api/v1/other-documents/upload?application_id=${luca.applicationId}`, { method: 'POST', headers: { authorization: luca.authorization, region: 'it' }, body: form });
        expect(uploaded.body).toMatchObject({ success: true, global_error: 'Uploads.PleaseWaitFilesParsed', is_global_warning: true, message: 'Uploads.PleaseWaitFilesParsed' });
        expect(uploaded.body.missing_documents.map((missing: { name: string }) => missing.name)).toEqual(expect.arrayContaining(['bank_statement', 'payslip']));
        expect(verdictOf(uploaded.body)).toEqual(verdictOf(await validate(luca)));
        documentId = uploaded.body.document_id;
      } finally {
        parses.release();
      }

      await untilParsed(sut.call, luca);
      parses.restore();
      const deleted = await sut.call(`/api/v1/other-documents/delete?application_id=${luca.applicationId}&document_id=${documentId}`, {
        method: 'POST',
        headers: { authorization: luca.authorization, region: 'it' },
      });
      expect(deleted.body).toMatchObject({ success: true, global_error: 'Uploads.AtleastOneDocument', is_global_warning: false });
      expect(verdictOf(deleted.body)).toEqual(verdictOf(await validate(luca)));
    });
  });

  it('answers an unknown document id with the spec text', async () => {
    const { status, body } = await sut.call(`/api/v1/other-documents/delete?application_id=${maria.applicationId}&document_id=0b8f7c1e-3c55-4a44-8f0e-5d8f3f2a1b9c`, {
      method: 'POST',
      headers: { authorization: maria.authorization },
    });
    expect({ status, body }).toEqual({ status: 404, body: { success: false, message: 'undefined document id' } });
  });
});
