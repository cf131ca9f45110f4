import { imageOnlyStatement, ITALIAN_EMPLOYEE, privateUseTextLayer, ITALIAN_HOLDER, italianPayslipSpec, payslipFixture, type PayslipOptions } from '@tenant/documents-fixtures';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { lastMonthEnd, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';

const monthEnd = (monthsBack: number): string => {
  const date = new Date(`${lastMonthEnd().slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack + 1, 0);
  return date.toISOString().slice(0, 10);
};
const payslipOf = (monthsBack: number, options: Partial<PayslipOptions> = {}) => italianPayslipSpec({ period: monthEnd(monthsBack).slice(0, 7), ...options });

const upload = (testApp: IncomeTestApp, applicant: TestApplicant, path: string, fields: Record<string, string>, bytes: Uint8Array, name: string) =>
  uploadForm(testApp.call, `${path}?application_id=${applicant.applicationId}`, applicant.authorization, fields, { bytes, name });

describe('payslips in the documents pipeline', () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('reads 3 payslips and 3 statements (3 accounts) of an employed Italian applicant: clean rows, documents/parsed with the extraction', async () => {
    const mario = await applicantOf(sut, { fiscalCode: ITALIAN_HOLDER.fiscalCode });
    const net = payslipOf(0).net;
    // One quarterly statement per account: each statement on its own must be recent (statements/README).
    for (const [template, abi] of [['intesaSanpaolo', '03069'], ['unicredit', '02008'], ['fineco', '03015']] as const) {
      const statement = await recentStatement(template, { months: 3, salary: template === 'intesaSanpaolo' ? net : 0, seed: abi.length });
      expect((await upload(sut, mario, '/api/v1/bank-account/upload', { abi, name: `ec-${template}.pdf` }, statement, `ec-${template}.pdf`)).status).toBe(200);
    }
    for (const monthsBack of [2, 1, 0]) {
      const payslip = await payslipFixture('zucchetti', payslipOf(monthsBack));
      expect((await upload(sut, mario, '/api/v1/other-documents/upload', { type: 'payslip', name: `cedolino-${monthsBack}.pdf` }, payslip, `cedolino-${monthsBack}.pdf`)).status).toBe(200);
    }

    const list = await untilParsed(sut.call, mario, 60_000);
    expect(list.documents).toHaveLength(6);
    for (const document of list.documents) expect(document).toMatchObject({ status: 'parsed', hasError: false, hasWarning: false, findings: [] });

    const parsed = await outboxEventsOf(sut.app, INCOME_DATABASE, mario.applicationId, 'documents/parsed');
    const payslips = parsed.filter((event) => event.payload.documentType === 'payslip');
    expect(payslips.map((event) => event.payload.extraction)).toEqual(
      [2, 1, 0].map((monthsBack) =>
        expect.objectContaining({ kind: 'payslip', layout: 'zucchetti', tax_id: ITALIAN_EMPLOYEE.taxId, period: monthEnd(monthsBack).slice(0, 7), net_pay: net, employer_name: 'ROSSI E BIANCHI S.R.L.' }),
      ),
    );
    const validation = await sut.call(`/api/v2/income-check/validate-documents?application_id=${mario.applicationId}`, { headers: { authorization: mario.authorization } });
    expect(validation.body).toMatchObject({ success: true, document_errors: [] });
  }, 120_000);

  it('shows another employer (a change of job), a missing month and an old payslip in orange, and refuses a scan and a duplicate', async () => {
    const mario = await applicantOf(sut, { fiscalCode: ITALIAN_HOLDER.fiscalCode });
    const statement = await recentStatement('intesaSanpaolo', { periodTo: monthEnd(0), months: 1, salary: payslipOf(0).net });
    await upload(sut, mario, '/api/v1/bank-account/upload', { abi: '03069', name: 'ec.pdf' }, statement, 'ec.pdf');
    const newest = await payslipFixture('zucchetti', payslipOf(0));
    const files: [string, Uint8Array][] = [
      ['newest.pdf', newest],
      ['again.pdf', newest],
      ['other-employer.pdf', await payslipFixture('teamsystem', payslipOf(1, { employer: { name: 'VERDI COSTRUZIONI S.P.A.', street: 'Via Po 1', city: '10100 Torino TO', taxNumber: '01234567897' } }))],
      ['old.pdf', await payslipFixture('adp', payslipOf(6))],
      ['scan.pdf', await imageOnlyStatement(1)],
      ['broken-text.pdf', await privateUseTextLayer(await payslipFixture('zucchetti', payslipOf(2)))],
    ];
    for (const [name, bytes] of files) await upload(sut, mario, '/api/v1/other-documents/upload', { type: 'payslip', name }, bytes, name);

    const list = await untilParsed(sut.call, mario, 60_000);
    const row = (name: string) => list.documents.find((document: { name: string }) => document.name === name);
    expect(row('newest.pdf')).toMatchObject({ hasError: false, hasWarning: true, error: { blocker: false, message_key: 'Payslip.Warning.Coverage' } });
    expect(row('again.pdf')).toMatchObject({ hasError: true, error: { blocker: true, message_key: 'Payslip.Error.Duplicate' } });
    expect(row('other-employer.pdf')).toMatchObject({ hasError: false, hasWarning: true, error: { blocker: false, message_key: 'Payslip.Warning.EmployerChanged' } });
    expect(row('old.pdf')).toMatchObject({ hasError: false, hasWarning: true, error: { blocker: false, message_key: 'Payslip.Warning.NotRecent' } });
    expect(row('scan.pdf')).toMatchObject({ hasError: true, error: { blocker: true, message_key: 'Payslip.Error.InvalidType' } });
    // a text layer of private-use glyphs reads as a scan, not as a payslip whose net pay is missing
    expect(row('broken-text.pdf')).toMatchObject({ hasError: true, error: { blocker: true, message_key: 'Payslip.Error.InvalidType' } });

    const validation = await sut.call(`/api/v2/income-check/validate-documents?application_id=${mario.applicationId}`, { headers: { authorization: mario.authorization } });
    expect(validation.body.success).toBe(false);
    expect(validation.body.document_errors.map((item: { file_name: string }) => item.file_name).sort()).toEqual(['again.pdf', 'broken-text.pdf', 'scan.pdf']);
  }, 120_000);
});
