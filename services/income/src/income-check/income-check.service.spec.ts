import { applicantOf, holdParses, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { recentStatement } from '../../test/fixtures/statements.js';
import { IncomeCheckService } from './income-check.service.js';

describe(IncomeCheckService.name, () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  const get = (applicant: TestApplicant, path: string, headers: Record<string, string> = {}) =>
    sut.call(`/api/${path}${path.includes('?') ? '&' : '?'}application_id=${applicant.applicationId}`, { headers: { authorization: applicant.authorization, ...headers } });
  const uploadStatement = async (applicant: TestApplicant) =>
    uploadForm(sut.call, `/api/v1/bank-account/upload?application_id=${applicant.applicationId}`, applicant.authorization, { abi: '03069' }, { bytes: await recentStatement(), name: 'ottobre.pdf' });

  it.each([
    { occupation: 'Employed', region: 'it', fields: [['bank_statement', false], ['payslip', false], ['work_contract', true], ['other', true]] },
    { occupation: 'Self-employed', region: 'it', fields: [['bank_statement', false], ['fiscal_doc', false], ['other', true]] },
    { occupation: 'Self-employed', region: 'de', fields: [['bank_statement', true], ['tax_return', false], ['other', true]] },
    { occupation: 'Unemployed', region: 'it', fields: [['bank_statement', true], ['unemployment_benefit', true], ['other', true]] },
    { occupation: 'Student', region: 'de', fields: [['bank_statement', false], ['other', true]] },
    { occupation: 'Hybrid-employed', region: 'de', fields: [['bank_statement', false], ['payslip', false], ['tax_return', true], ['other', true]] },
  ])('lists the supported documents of $occupation in $region', async ({ occupation, region, fields }) => {
    const mario = await applicantOf(sut);
    const answer = await get(mario, `v2/income-check/supported-documents?occupation=${occupation}`, { region });
    expect(answer.status).toBe(200);
    expect(answer.body.supported_documents.map((field: { name: string; optional: boolean }) => [field.name, field.optional])).toEqual(fields);
    expect(answer.body.supported_documents[0].supported_types).toEqual(['pdf']);
  });

  it('refuses an unknown occupation with a catalogued key', async () => {
    const mario = await applicantOf(sut);
    await expect(get(mario, 'v2/income-check/supported-documents?occupation=Astronaut')).resolves.toMatchObject({ status: 422, body: { message: 'Upload.Error.Occupation' } });
  });

  it('lists the banks of the applicant’s market with their PSD2 institution ids, and the unlisted bank last', async () => {
    const mario = await applicantOf(sut);
    const italy = (await get(mario, 'v1/bank-account/get-bank-list')).body.bank_list;
    expect(italy).toEqual(
      expect.arrayContaining([
        { id: 'intesa-sanpaolo', name: 'Intesa Sanpaolo', bank_abi: '03069', country: 'IT', bank_yapily_id: 'IT:Intesa Sanpaolo', metadata: { id: 'IT:Intesa Sanpaolo' }, source: 'pdf' },
      ]),
    );
    expect(italy.every((bank: { country: string }) => bank.country === 'IT')).toBe(true);
    expect(italy.at(-1)).toMatchObject({ id: 'unlisted', bank_abi: '00000', metadata: null });

    const germany = (await get(mario, 'v1/bank-account/get-bank-list', { region: 'de' })).body.bank_list;
    expect(germany).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'sparkasse', country: 'DE', metadata: { id: 'DE:Sparkasse' } })]));
    expect(germany.filter((bank: { country: string }) => bank.country === 'IT').map((bank: { id: string }) => bank.id)).toEqual(['unlisted']);
  });

  describe('validate-documents', () => {
    it.each([
      { case: 'nothing uploaded', applicationType: 'rent', global_error: 'Uploads.AtleastOneDocument' },
      { case: 'nothing uploaded in rapid', applicationType: 'rapid', global_error: 'ParsingFiles.NoIncomeCheckFilesUploaded' },
    ])('answers $global_error when $case', async ({ applicationType, global_error }) => {
      const mario = await applicantOf(sut);
      const { body } = await get(mario, 'v2/income-check/validate-documents', { 'application-type': applicationType });
      expect(body).toMatchObject({ success: false, global_error, document_errors: [] });
      expect(body.missing_documents.map((missing: { name: string }) => missing.name)).toEqual(['bank_statement', 'payslip']);
    });

    it.each([
      { region: 'it', name: 'fiscal_doc' },
      { region: 'de', name: 'tax_return' },
    ])('names the self-employed applicant’s missing $name in $region with Uploads.Warning.Missing (the Fiscal Document label)', async ({ region, name }) => {
      const mario = await applicantOf(sut, { employmentStatus: 'Self-employed' });
      const { body } = await get(mario, 'v2/income-check/validate-documents', { region });
      expect(body.missing_documents).toContainEqual({ name, supported_types: ['pdf'], message_key: 'Uploads.Warning.Missing' });
    });

    it('asks to wait while a file is still parsing', async () => {
      const parses = holdParses(sut);
      try {
        const mario = await applicantOf(sut);
        await uploadStatement(mario);
        const { body } = await get(mario, 'v2/income-check/validate-documents');
        expect(body.global_error).toBe('Uploads.PleaseWaitFilesParsed');
        parses.release();
        expect((await untilParsed(sut.call, mario)).isParsed).toBe(true);
      } finally {
        parses.release();
        parses.restore();
      }
    });

    it('lists blocking file errors with the file name, the missing payslip and the months the statements do not cover', async () => {
      const mario = await applicantOf(sut);
      await uploadStatement(mario);
      await uploadForm(sut.call, `/api/v1/bank-account/upload?application_id=${mario.applicationId}`, mario.authorization, { abi: '02008' }, { bytes: await recentStatement(), name: 'wrong-bank.pdf' });
      await untilParsed(sut.call, mario);

      const { body } = await get(mario, 'v2/income-check/validate-documents');

      expect(body.success).toBe(false);
      expect(body.global_error).toBeNull();
      expect(body.document_errors).toEqual([
        // the finding's values go with the error, for the banner's text
        expect.objectContaining({ file_name: 'wrong-bank.pdf', message: 'BankAccts.Error.WrongBank', error: { blocker: true, message: 'BankAccts.Error.WrongBank', message_key: 'BankAccts.Error.WrongBank', params: { chosen: 'UniCredit', found: 'Intesa Sanpaolo' } } }),
      ]);
      expect(body.missing_documents).toEqual([
        { name: 'payslip', supported_types: ['pdf'], message_key: 'Uploads.UploadMissingDocuments' },
        { name: 'bank_statement', supported_types: ['pdf'], message_key: 'BankAccts.Error.Coverage' },
      ]);
    });
  });

  it('records the time uploading finished (rapid)', async () => {
    const mario = await applicantOf(sut);
    const { body } = await get(mario, 'v2/income-check/set-upload-done-time');
    expect(body).toEqual({ success: true, upload_done_at: expect.any(String) });
    expect(Date.now() - Date.parse(body.upload_done_at)).toBeLessThan(60_000);
  });
});
