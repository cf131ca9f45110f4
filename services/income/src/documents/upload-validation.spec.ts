import { MAX_DOCUMENTS_PER_APPLICATION } from '@tenant/domain';
import { applicantOf, startIncomeTestApp, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { PNG_BYTES, recentStatement } from '../../test/fixtures/statements.js';
import { DocumentsService } from './documents.service.js';

const MB = 1024 * 1024;
const pdfOfSize = (bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(Buffer.from('%PDF-1.7\n'));
  return content;
};
const TEXT = new Uint8Array(Buffer.from('Kontoauszug, nicht wirklich eine PDF-Datei.\n'));

type Upload = { path: string; fields: Record<string, string>; file?: { bytes: Uint8Array; name: string; type?: string } };

/** What each refused upload answers (spec 2§5 files, 2§8): never a 500, always a catalogued key. */
const REFUSED: { case: string; upload: () => Promise<Upload> | Upload; status: number; body: object }[] = [
  { case: 'a statement without file', upload: () => ({ path: 'bank-account/upload', fields: { abi: '03069' } }), status: 422, body: { message: 'Upload.Error.MissingFile' } },
  {
    case: 'a zero-byte statement',
    upload: () => ({ path: 'bank-account/upload', fields: { abi: '03069' }, file: { bytes: new Uint8Array(0), name: 'empty.pdf' } }),
    status: 422,
    body: { message: 'BankAccts.Error.EmptyFile' },
  },
  {
    case: 'a statement over 20 MB',
    upload: () => ({ path: 'bank-account/upload', fields: { abi: '03069' }, file: { bytes: pdfOfSize(21 * MB), name: 'big.pdf' } }),
    status: 413,
    body: { message: 'Upload.Error.MaxFileSize', params: { limit: 20, size: 21 } },
  },
  {
    case: 'a PNG as statement',
    upload: () => ({ path: 'bank-account/upload', fields: { abi: '03069' }, file: { bytes: PNG_BYTES, name: 'statement.pdf' } }),
    status: 415,
    body: { message: 'BankAccts.Error.InvalidFileType' },
  },
  {
    case: 'a text file named .pdf as statement',
    upload: () => ({ path: 'bank-account/upload', fields: { abi: '03069' }, file: { bytes: TEXT, name: 'statement.pdf' } }),
    status: 415,
    body: { message: 'BankAccts.Error.InvalidFileType' },
  },
  {
    case: 'a statement without bank code',
    upload: async () => ({ path: 'bank-account/upload', fields: {}, file: { bytes: await recentStatement(), name: 'statement.pdf' } }),
    status: 422,
    body: { message: 'BankAccts.Error.Abi' },
  },
  {
    case: 'a PNG payslip (PDF only)',
    upload: () => ({ path: 'other-documents/upload', fields: { type: 'payslip' }, file: { bytes: PNG_BYTES, name: 'payslip.png', type: 'image/png' } }),
    status: 415,
    body: { message: 'Upload.Error.FileType' },
  },
  {
    case: 'an identity document as text',
    upload: () => ({ path: 'other-documents/upload', fields: { type: 'national_id', id_type: 'ID_CARD' }, file: { bytes: TEXT, name: 'id.png' } }),
    status: 415,
    body: { message: 'Upload.Error.FileType' },
  },
  {
    case: 'an identity document without its kind',
    upload: () => ({ path: 'other-documents/upload', fields: { type: 'national_id' }, file: { bytes: PNG_BYTES, name: 'id.png', type: 'image/png' } }),
    status: 422,
    body: { message: 'General.Error.Validation.Required' },
  },
  {
    case: 'another document without a type description',
    upload: () => ({ path: 'other-documents/upload', fields: { type: 'other' }, file: { bytes: PNG_BYTES, name: 'other.png', type: 'image/png' } }),
    status: 422,
    body: { message: 'Upload.Error.Description' },
  },
  {
    case: 'a bank statement through other-documents',
    upload: async () => ({ path: 'other-documents/upload', fields: { type: 'bank_statement' }, file: { bytes: await recentStatement(), name: 's.pdf' } }),
    status: 422,
    body: { message: 'Upload.Error.Type' },
  },
  {
    case: 'a payslip through upload-fiscal',
    upload: async () => ({ path: 'other-documents/upload-fiscal', fields: { type: 'payslip' }, file: { bytes: await recentStatement(), name: 'p.pdf' } }),
    status: 422,
    body: { message: 'Upload.Error.Type' },
  },
];

describe(DocumentsService.name, () => {
  let sut: IncomeTestApp;
  let mario: TestApplicant;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    mario = await applicantOf(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const post = (applicant: TestApplicant, { path, fields, file }: Upload) =>
    uploadForm(sut.call, `/api/v1/${path}?application_id=${applicant.applicationId}`, applicant.authorization, fields, file);

  it.each(REFUSED)('refuses $case with $status', async ({ upload, status, body }) => {
    const answer = await post(mario, await upload());
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, ...body });
  });

  it('stores nothing that it refused', async () => {
    const list = await sut.call(`/api/v2/income-check/documents?application_id=${mario.applicationId}`, { headers: { authorization: mario.authorization } });
    expect(list.body.documents).toEqual([]);
  });

  it.each([
    { type: 'fiscal_doc', path: 'other-documents/upload-fiscal' },
    { type: 'cud', path: 'other-documents/upload-fiscal' },
    { type: 'payslip', path: 'other-documents/upload' },
    { type: 'work_contract', path: 'other-documents/upload' },
    { type: 'tax_return', path: 'other-documents/upload-fiscal' },
    { type: 'unemployment_benefit', path: 'other-documents/upload' },
    { type: 'mortgage_doc', path: 'other-documents/upload' },
  ])('accepts a PDF $type through $path', async ({ type, path }) => {
    const answer = await post(mario, { path, fields: { type }, file: { bytes: await recentStatement(), name: `${type}.pdf` } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, document_type: type, parse_results: { done: false }, global_error: 'Uploads.PleaseWaitFilesParsed', is_global_warning: true });
  });

  it('refuses uploads beyond the application’s quota with a clear error', async () => {
    const giulia = await applicantOf(sut);
    const id = { path: 'other-documents/upload', fields: { type: 'national_id', id_type: 'PASSPORT' }, file: { bytes: PNG_BYTES, name: 'passport.png', type: 'image/png' } };
    for (let i = 0; i < MAX_DOCUMENTS_PER_APPLICATION; i += 1) await expect(post(giulia, id)).resolves.toMatchObject({ status: 200 });

    await expect(post(giulia, id)).resolves.toEqual({
      status: 409,
      body: { success: false, message: 'Upload.Error.QuotaExceeded', params: { documents: MAX_DOCUMENTS_PER_APPLICATION, limit: 200 } },
    });
  }, 60_000);
});
