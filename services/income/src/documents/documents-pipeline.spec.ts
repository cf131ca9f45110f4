import { renderStatement, statementSpec, TEMPLATES } from '@tenant/documents-fixtures';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { ParseJobsService } from './parse-jobs.service.js';

const lastMonthEnd = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
};

describe(ParseJobsService.name, () => {
  let sut: IncomeTestApp;
  let mario: TestApplicant;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    mario = await applicantOf(sut, { firstName: 'Mario', lastName: 'Rossi' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('answers an upload at once and parses the statement in a job', async () => {
    const spec = statementSpec('intesaSanpaolo', { periodTo: lastMonthEnd(), months: 1, perMonth: 10, seed: 3 });
    const bytes = await renderStatement(spec, TEMPLATES.intesaSanpaolo);
    const upload = await uploadForm(sut.call, `/api/v1/bank-account/upload?application_id=${mario.applicationId}`, mario.authorization, { abi: '03069', bank: 'intesa-sanpaolo' }, { bytes, name: 'estratto.pdf' });
    expect(upload.status).toBe(200);
    expect(upload.body.document).toMatchObject({ status: 'uploading', parse_status: 'processing', bank_abi: '03069', bank_name: 'Intesa Sanpaolo' });

    const list = await untilParsed(sut.call, mario);
    expect(list.documents).toHaveLength(1);
    expect(list.documents[0]).toMatchObject({ id: upload.body.document_id, isParsed: true });
  });
});
