import { GERMAN_HOLDER, renderStatement, statementSpec, TEMPLATES } from '@tenant/documents-fixtures';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { lastMonthEnd, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import type { ApplicantProfileEntity } from '../entities/applicant-profile.entity.js';
import { factsOf } from './applicant-facts.js';

const statementUpload = (testApp: IncomeTestApp, applicant: TestApplicant, bytes: Uint8Array, abi = '00000') =>
  uploadForm(testApp.call, `/api/v1/bank-account/upload?application_id=${applicant.applicationId}`, applicant.authorization, { abi, name: 'statement.pdf' }, { bytes, name: 'statement.pdf' });

/** Three months of Intesa Sanpaolo statements with a monthly INPS pension credited on the 1st. */
const statementWithPension = () => {
  const spec = statementSpec('intesaSanpaolo', { periodTo: lastMonthEnd(), months: 3, perMonth: 8, seed: 5 });
  const months = [...new Set(spec.transactions.map((transaction) => transaction.bookingDate.slice(0, 7)))];
  const pensions = months.map((month) => ({ bookingDate: `${month}-02`, valueDate: `${month}-02`, lines: ['ACCREDITO PENSIONE INPS', `RATEO ${month}`], amount: 61_240 }));
  spec.transactions = [...spec.transactions, ...pensions].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  return renderStatement(spec, TEMPLATES.intesaSanpaolo);
};

describe('applicant facts', () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('keeps every fact onboarding publishes, per person', async () => {
    const mario = await applicantOf(sut, { fiscalCode: 'rssmra85m01f205t', currentRent: 850, otherIncomes: ['pension', 'alimony'] });
    const facts = await sut.app.get(ApplicantProfilesRepository).factsOf(mario.applicationId, mario.applicantId);
    expect(facts).toEqual({
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA85M01F205T',
      dateOfBirth: '1985-08-01',
      placeOfBirth: 'Milano',
      nationality: 'IT',
      employmentStatus: 'Employed',
      typeOfContract: 'open-ended',
      paychecksPerYear: 13,
      otherIncomes: ['pension', 'alimony'],
      otherIncomesAnswered: true,
      declaredRent: 85_000,
    });
  });

  it('takes each group of facts from the document’s application first, then from the person’s newest other application', () => {
    const row = (applicationId: string, fields: Partial<ApplicantProfileEntity>): ApplicantProfileEntity =>
      ({ applicationId, applicantId: 'p', firstName: null, lastName: null, fiscalCode: null, dateOfBirth: null, placeOfBirth: null, nationality: null, employmentStatus: null, typeOfContract: null, paychecksPerYear: null, otherIncomes: null, declaredRent: null, updatedAt: new Date(), ...fields });
    const invitedTo = row('owner-app', { fiscalCode: 'MLLHNS80A01Z112X', dateOfBirth: '1980-01-01' });
    const own = row('own-app', { firstName: 'Hans', lastName: 'Müller', fiscalCode: 'OLD', employmentStatus: 'Employed', declaredRent: null, otherIncomes: [] });
    expect(factsOf([invitedTo, own])).toMatchObject({ firstName: 'Hans', fiscalCode: 'MLLHNS80A01Z112X', dateOfBirth: '1980-01-01', placeOfBirth: null, employmentStatus: 'Employed', declaredRent: null, otherIncomes: [], otherIncomesAnswered: true });
    expect(factsOf([])).toMatchObject({ firstName: null, employmentStatus: null, otherIncomes: [], otherIncomesAnswered: false });
  });

  it('lets an invited person neither upload into the inviting application nor list or delete its documents (they upload to their own)', async () => {
    const mario = await applicantOf(sut);
    await statementUpload(sut, mario, await recentStatement('sparkasse', { holder: GERMAN_HOLDER }));
    const [mariosStatement] = (await untilParsed(sut.call, mario)).documents;
    const max = await applicantOf(sut, { firstName: 'Max', lastName: 'Mustermann', invitedTo: mario });
    const notFound = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };

    await expect(statementUpload(sut, max, await recentStatement('sparkasse', { holder: GERMAN_HOLDER }))).resolves.toEqual(notFound);
    const asMax = { headers: { authorization: max.authorization } };
    await expect(sut.call(`/api/v2/income-check/documents?application_id=${mario.applicationId}`, asMax)).resolves.toEqual(notFound);
    await expect(sut.call(`/api/v1/bank-account/delete?application_id=${mario.applicationId}&document_id=${mariosStatement.id}`, { method: 'POST', ...asMax })).resolves.toEqual(notFound);
    expect((await untilParsed(sut.call, mario)).documents.map((document: { id: string }) => document.id)).toEqual([mariosStatement.id]);
  });

  it.each([
    { case: 'a pension received but not declared', declared: [], expected: 'BankAccts.Error.OtherIncomeNotDeclared' },
    { case: 'alimony declared but not received', declared: ['pension', 'alimony'], expected: 'BankAccts.Error.OtherIncomeNotDetected' },
  ])('warns in validate-documents and the income summary of $case', async ({ declared, expected }) => {
    const giulia = await applicantOf(sut, { otherIncomes: declared, currentRent: 850 });
    await statementUpload(sut, giulia, await statementWithPension(), '03069');
    const [document] = (await untilParsed(sut.call, giulia)).documents;
    expect(document.status).toBe('parsed');

    const validation = await sut.call(`/api/v2/income-check/validate-documents?application_id=${giulia.applicationId}`, { headers: { authorization: giulia.authorization } });
    expect(validation.body.warnings.filter((finding: { key: string }) => finding.key.startsWith('BankAccts.Error.OtherIncome'))).toEqual([
      expect.objectContaining({ key: expected, level: 'warning', source: 'statements', params: { income: expected.endsWith('NotDeclared') ? 'pension' : 'alimony' } }),
    ]);
    const summary = (await outboxEventsOf(sut.app, INCOME_DATABASE, giulia.applicationId, 'income/summaryChanged')).at(-1)?.payload.summary;
    expect(summary.findings.map((finding: { key: string }) => finding.key)).toContain(expected);
    if (expected.endsWith('NotDeclared')) {
      const [undeclared] = validation.body.warnings.filter((finding: { key: string }) => finding.key === expected);
      expect(undeclared.cells).toEqual([0, 1, 2].map(() => expect.objectContaining({ text: expect.stringContaining('612,40'), document: document.id })));
    }
  });
});
