import { jest } from '@jest/globals';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ITALIAN_EMPLOYEE, italianPayslipSpec, payslipFixture } from '@tenant/documents-fixtures';
import { personalDetailsSubmitted } from '@tenant/contracts';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { OnboardingReadModelService } from '../access/onboarding-read-model.service.js';
import { INCOME_DATABASE } from '../income-database.js';

jest.setTimeout(120_000);

/** Last month as yyyy-mm: a recent payslip. */
const lastMonth = () => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
};
type Listed = { id: string; findings: { key: string }[] };
const keysOf = (body: { documents: Listed[] }) => body.documents.map((document) => document.findings.map((finding) => finding.key));

/**
 * Issue 22: documents are checked against the personal data the applicant gave; when that data is
 * corrected, the documents are checked again by themselves (no delete and upload again).
 */
describe('documents checked again when the personal data they were compared with changes', () => {
  let sut: IncomeTestApp;
  let dataSource: DataSource;
  const parseStatuses = (applicationId: string) => dataSource.query('SELECT parse_status FROM documents WHERE application_id = $1', [applicationId]);

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    dataSource = sut.app.get(getDataSourceToken(INCOME_DATABASE));
  });

  afterAll(async () => {
    await sut?.close();
  });

  const submitPersonalDetails = (applicant: TestApplicant, fiscalCode: string) =>
    sut.app.get(OnboardingReadModelService).onPersonalDetailsSubmitted(
      personalDetailsSubmitted(
        { applicationId: applicant.applicationId, applicantId: applicant.applicantId, fiscalCode, nationality: 'IT', dateOfBirth: '1985-08-01', placeOfBirth: 'Milano', address: null },
        applicant.applicationId,
      ),
    );

  it('a payslip flagged for a mistyped fiscal code is clean once the code is corrected, and the same event twice parses nothing again', async () => {
    const mario = await applicantOf(sut, { fiscalCode: 'BNCLCU85M01F205P' });
    const payslip = await payslipFixture('zucchetti', italianPayslipSpec({ period: lastMonth() }));
    const upload = await uploadForm(sut.call, `/api/v1/other-documents/upload?application_id=${mario.applicationId}`, mario.authorization, { type: 'payslip', name: 'payslip.pdf' }, { bytes: payslip, name: 'payslip.pdf', type: 'application/pdf' });
    expect(upload.status).toBe(200);
    const flagged = await untilParsed(sut.call, mario, 60_000);
    expect(keysOf(flagged)[0]).toContain('Payslip.Error.FiscalCodeMismatch');

    await submitPersonalDetails(mario, ITALIAN_EMPLOYEE.taxId);
    expect(await parseStatuses(mario.applicationId)).toEqual([{ parse_status: 'processing' }]);
    const checkedAgain = await untilParsed(sut.call, mario, 60_000);
    expect(keysOf(checkedAgain)[0]).not.toContain('Payslip.Error.FiscalCodeMismatch');

    await submitPersonalDetails(mario, ITALIAN_EMPLOYEE.taxId);
    expect(await parseStatuses(mario.applicationId)).toEqual([{ parse_status: 'done' }]);
  });
});
