import { jest } from '@jest/globals';
import {
  GERMAN_EMPLOYEE,
  GERMAN_TAXPAYER,
  germanFiscalSpec,
  germanIdCardSpec,
  germanPayslipSpec,
  identityImages,
  ITALIAN_EMPLOYEE,
  ITALIAN_PERSON,
  ITALIAN_TAXPAYER,
  italianFiscalSpec,
  italianIdCardSpec,
  italianPayslipSpec,
  payslipFixture,
  renderCertificazioneUnica,
  renderLohnsteuerbescheinigung,
  type IdentityHolder,
  type PayslipTemplateName,
  type TemplateName,
} from '@tenant/documents-fixtures';
import { HEADER_REGION, type Region } from '@tenant/domain';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type ApplicantOptions, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { lastMonthEnd, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';

// The whole pipeline of issue 11 on PostgreSQL, through the income service's HTTP API and its pg-boss
// queues (parse and OCR): an employed applicant in Italy and one in Germany upload an ID card (front and
// back), their last 3 payslips, 3 monthly statements of their salary account and last year's tax form;
// every file is read, the checks across documents run, and the outbox holds what the report reads:
// one documents/parsed per file and income/summaryChanged with the application's summary. One
// inconsistent set per country ends in the catalogued findings instead.

jest.setTimeout(300_000);
/** OCR of 2 card images plus 7 PDFs on a shared 2-core machine: a generous ceiling, not a speed check. */
const PARSED_WITHIN_MS = 240_000;
const THIS_YEAR = new Date().getUTCFullYear();

/** The last day of the month `monthsBack` months before last month (0: last month). */
const monthEnd = (monthsBack: number): string => {
  const date = new Date(`${lastMonthEnd().slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack + 1, 0);
  return date.toISOString().slice(0, 10);
};
const MONTHS_BACK = [2, 1, 0];

/** One country's documents of one person, as the fixtures draw them. */
interface DocumentSet {
  region: Region;
  applicant: ApplicantOptions;
  idCard: ReturnType<typeof identityImages>;
  payslips: { layout: PayslipTemplateName; spec: (monthsBack: number) => ReturnType<typeof italianPayslipSpec> };
  statements: { template: TemplateName; bankCode: string; employer?: string; salary?: number };
  fiscal: { type: 'fiscal_doc' | 'tax_return'; bytes: () => Promise<Uint8Array> };
}

interface Uploaded {
  applicant: TestApplicant;
  ids: Record<string, string>;
}

const ITALIAN_APPLICANT: ApplicantOptions = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: ITALIAN_EMPLOYEE.taxId,
  nationality: 'IT',
  dateOfBirth: ITALIAN_PERSON.dateOfBirth,
  placeOfBirth: 'Milano',
  currentRent: 850,
  otherIncomes: [],
};
const italianSet = (overrides: Partial<DocumentSet> = {}): DocumentSet => ({
  region: 'it',
  applicant: ITALIAN_APPLICANT,
  idCard: identityImages(italianIdCardSpec()),
  payslips: { layout: 'zucchetti', spec: (monthsBack) => italianPayslipSpec({ period: monthEnd(monthsBack).slice(0, 7) }) },
  statements: { template: 'intesaSanpaolo', bankCode: '03069' },
  fiscal: { type: 'fiscal_doc', bytes: () => renderCertificazioneUnica(italianFiscalSpec({ year: THIS_YEAR - 1, taxpayer: ITALIAN_TAXPAYER })) },
  ...overrides,
});

/** Max Mustermann as his Personalausweis, payslips, Kontoauszüge and Lohnsteuerbescheinigung print him. */
const MAX: IdentityHolder = { surname: 'Mustermann', givenNames: 'Max', dateOfBirth: GERMAN_EMPLOYEE.birthDate, sex: 'M', nationality: 'D' };
const GERMAN_APPLICANT: ApplicantOptions = {
  firstName: 'Max',
  lastName: 'Mustermann',
  fiscalCode: GERMAN_EMPLOYEE.taxId,
  nationality: 'DE',
  dateOfBirth: GERMAN_EMPLOYEE.birthDate,
  placeOfBirth: 'Köln',
  currentRent: 850,
  otherIncomes: [],
};
const germanSet = (overrides: Partial<DocumentSet> = {}): DocumentSet => ({
  region: 'de',
  applicant: GERMAN_APPLICANT,
  idCard: identityImages(germanIdCardSpec({ holder: MAX })),
  payslips: { layout: 'datev', spec: (monthsBack) => germanPayslipSpec({ period: monthEnd(monthsBack).slice(0, 7) }) },
  statements: { template: 'sparkasse', bankCode: '37050198' },
  fiscal: {
    type: 'tax_return',
    bytes: () =>
      renderLohnsteuerbescheinigung(germanFiscalSpec({ year: THIS_YEAR - 1, taxpayer: { ...GERMAN_TAXPAYER, steuerId: GERMAN_EMPLOYEE.taxId, birthDate: GERMAN_EMPLOYEE.birthDate } })),
  },
  ...overrides,
});

describe('an employed applicant’s whole document set through the pipeline (PostgreSQL, HTTP, pg-boss, OCR)', () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  const upload = (applicant: TestApplicant, path: string, fields: Record<string, string>, bytes: Uint8Array, type = 'application/pdf') =>
    uploadForm(sut.call, `${path}?application_id=${applicant.applicationId}`, applicant.authorization, { name: fields.name, ...fields }, { bytes, name: fields.name, type });

  /** Uploads the set the way the income-check screen does, and waits until every file is read. */
  const uploadSet = async (set: DocumentSet): Promise<Uploaded & { list: { documents: Record<string, unknown>[] } }> => {
    const applicant = await applicantOf(sut, set.applicant);
    const ids: Record<string, string> = {};
    const send = async (key: string, path: string, fields: Record<string, string>, bytes: Uint8Array, type?: string) => {
      const answer = await upload(applicant, path, { ...fields, name: key }, bytes, type);
      expect([key, answer.status]).toEqual([key, 200]);
      ids[key] = answer.body.document_id ?? answer.body.document?.id;
    };
    for (const side of ['front', 'back'] as const) {
      const image = set.idCard[side];
      if (!image) throw new Error(`the fixture card has no ${side}`);
      await send(`id-${side}.png`, '/api/v1/other-documents/upload', { type: 'national_id', id_type: 'ID_CARD', side }, image, 'image/png');
    }
    for (const monthsBack of MONTHS_BACK) {
      await send(`payslip-${monthsBack}.pdf`, '/api/v1/other-documents/upload', { type: 'payslip' }, await payslipFixture(set.payslips.layout, set.payslips.spec(monthsBack)));
    }
    const { template, bankCode, employer, salary } = set.statements;
    for (const monthsBack of MONTHS_BACK) {
      const statement = await recentStatement(template, { periodTo: monthEnd(monthsBack), salary: salary ?? set.payslips.spec(monthsBack).net, employer, seed: 11 + monthsBack });
      await send(`statement-${monthsBack}.pdf`, '/api/v1/bank-account/upload', { abi: bankCode }, statement);
    }
    await send('tax-form.pdf', '/api/v1/other-documents/upload-fiscal', { type: set.fiscal.type }, await set.fiscal.bytes());
    const list = await untilParsed(sut.call, applicant, PARSED_WITHIN_MS);
    expect(list.isParsed).toBe(true);
    return { applicant, ids, list };
  };

  const validate = async ({ applicant }: Uploaded, region: Region) =>
    (await sut.call(`/api/v2/income-check/validate-documents?application_id=${applicant.applicationId}`, { headers: { authorization: applicant.authorization, [HEADER_REGION]: region } })).body;

  const eventsOf = async ({ applicant, ids }: Uploaded) => {
    const parsed = await outboxEventsOf(sut.app, INCOME_DATABASE, applicant.applicationId, 'documents/parsed');
    const summaries = await outboxEventsOf(sut.app, INCOME_DATABASE, applicant.applicationId, 'income/summaryChanged');
    const byName = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, parsed.filter((event) => event.payload.documentId === id)]));
    return { byName, summary: summaries.at(-1)?.payload.summary, parsedCount: parsed.length };
  };

  /** Every file parsed once, without a finding, and validate-documents lets the applicant continue. */
  const expectClean = async (uploaded: Uploaded & { list: { documents: Record<string, unknown>[] } }, region: Region) => {
    expect(uploaded.list.documents.map((row) => [row.name, row.status, row.findings])).toEqual(Object.keys(uploaded.ids).map((name) => [name, 'parsed', []]));
    expect(await validate(uploaded, region)).toMatchObject({ success: true, document_errors: [], missing_documents: [], global_error: null, warnings: [] });
  };

  it('Italy: Mario Rossi’s CIE, 3 Zucchetti cedolini, 3 Intesa Sanpaolo statements and his CU agree with each other and with what he entered', async () => {
    const set = italianSet();
    const uploaded = await uploadSet(set);
    await expectClean(uploaded, 'it');

    const { byName, summary, parsedCount } = await eventsOf(uploaded);
    expect(Object.entries(byName).map(([name, events]) => [name, events.length])).toEqual(Object.keys(uploaded.ids).map((name) => [name, 1]));
    expect(parsedCount).toBe(9);
    expect(byName['id-back.png']).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          documentType: 'national_id',
          status: 'parsed',
          findings: [],
          extraction: expect.objectContaining({ kind: 'identity', side: 'back', mrz_format: 'TD1', surname: 'ROSSI', given_names: 'MARIO', date_of_birth: '1985-08-01', nationality: 'ITA', check_digits_valid: true }),
        }),
      }),
    ]);
    // The front is read too (issue 11): what it prints under its labels, compared with the back and the personal details.
    const card = italianIdCardSpec();
    expect(byName['id-front.png']).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          status: 'parsed',
          findings: [],
          extraction: expect.objectContaining({
            side: 'front',
            mrz_format: null,
            legible: true,
            printed: { document_number: card.documentNumber, surname: 'ROSSI', given_names: 'MARIO', date_of_birth: '1985-08-01', place_of_birth: 'MILANO', expiry_date: card.expiryDate },
          }),
        }),
      }),
    ]);
    for (const monthsBack of MONTHS_BACK) {
      const spec = set.payslips.spec(monthsBack);
      expect(byName[`payslip-${monthsBack}.pdf`]).toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({
            documentType: 'payslip',
            status: 'parsed',
            findings: [],
            extraction: expect.objectContaining({ kind: 'payslip', layout: 'zucchetti', period: spec.period, net_pay: spec.net, gross_pay: spec.gross, tax_id: ITALIAN_EMPLOYEE.taxId, employer_name: 'ROSSI E BIANCHI S.R.L.' }),
          }),
        }),
      ]);
      expect(byName[`statement-${monthsBack}.pdf`]).toEqual([expect.objectContaining({ payload: expect.objectContaining({ documentType: 'bank_statement', status: 'parsed', findings: [] }) })]);
    }
    const cu = italianFiscalSpec({ year: THIS_YEAR - 1 });
    expect(byName['tax-form.pdf']).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          documentType: 'fiscal_doc',
          status: 'parsed',
          findings: [],
          extraction: expect.objectContaining({ kind: 'fiscal', form: 'certificazione_unica', reference_year: THIS_YEAR - 1, gross_annual_income: cu.gross, tax_id: ITALIAN_TAXPAYER.fiscalCode }),
        }),
      }),
    ]);

    // The summary the report reads: 3 months of salary credits near the payslips' net pay, the declared rent, nothing flagged.
    const net = set.payslips.spec(0).net;
    expect(summary).toMatchObject({ statements_parsed: 3, documents_parsed: 9, documents_with_errors: 0, coverage_from: `${monthEnd(2).slice(0, 7)}-01`, coverage_to: monthEnd(0), rent_monthly: 85_000, findings: [] });
    expect(Math.abs(summary.salary_monthly - net)).toBeLessThanOrEqual(3_000);
  });

  it('Germany: Max Mustermann’s Personalausweis, 3 DATEV Abrechnungen, 3 Sparkasse Kontoauszüge and his Lohnsteuerbescheinigung agree', async () => {
    const set = germanSet();
    const uploaded = await uploadSet(set);
    await expectClean(uploaded, 'de');

    const { byName, summary, parsedCount } = await eventsOf(uploaded);
    expect(Object.entries(byName).map(([name, events]) => [name, events.length])).toEqual(Object.keys(uploaded.ids).map((name) => [name, 1]));
    expect(parsedCount).toBe(9);
    expect(byName['id-back.png'][0].payload).toMatchObject({
      documentType: 'national_id',
      findings: [],
      extraction: { kind: 'identity', mrz_format: 'TD1', document_code: 'ID', issuing_country: 'D', surname: 'MUSTERMANN', given_names: 'MAX', date_of_birth: GERMAN_EMPLOYEE.birthDate },
    });
    expect(byName['id-front.png'][0].payload).toMatchObject({
      findings: [],
      extraction: { side: 'front', printed: { surname: 'MUSTERMANN', given_names: 'MAX', date_of_birth: GERMAN_EMPLOYEE.birthDate, place_of_birth: expect.stringMatching(/^K(O|Ö)LN$/) } },
    });
    for (const monthsBack of MONTHS_BACK) {
      const spec = set.payslips.spec(monthsBack);
      expect(byName[`payslip-${monthsBack}.pdf`][0].payload).toMatchObject({
        status: 'parsed',
        findings: [],
        extraction: { kind: 'payslip', layout: 'datev', period: spec.period, net_pay: spec.net, tax_id: GERMAN_EMPLOYEE.taxId, employer_name: 'Muster Technik GmbH' },
      });
    }
    expect(byName['tax-form.pdf'][0].payload).toMatchObject({
      documentType: 'tax_return',
      status: 'parsed',
      findings: [],
      extraction: { kind: 'fiscal', form: 'lohnsteuerbescheinigung', reference_year: THIS_YEAR - 1, tax_id: GERMAN_EMPLOYEE.taxId, tax_id_kind: 'steuer_id' },
    });
    expect(summary).toMatchObject({ statements_parsed: 3, documents_parsed: 9, documents_with_errors: 0, coverage_to: monthEnd(0), rent_monthly: 85_000, findings: [] });
    expect(Math.abs(summary.salary_monthly - set.payslips.spec(0).net)).toBeLessThanOrEqual(3_000);
  });

  /** The keys of one row's findings, as the document list shows them. */
  const keysOf = (list: { documents: Record<string, unknown>[] }, name: string) =>
    ((list.documents.find((row) => row.name === name)?.findings ?? []) as { key: string }[]).map((finding) => finding.key);

  it('Italy, inconsistent: the front of another card and the back of someone else’s, a salary paid by another company than the payslips’ employer, a CU older than 1.5 years', async () => {
    const uploaded = await uploadSet(
      italianSet({
        // the front of another card of Mario's, the back of Giulia's
        idCard: {
          front: identityImages({ ...italianIdCardSpec(), documentNumber: 'CB12345XY' }).front,
          back: identityImages(italianIdCardSpec({ holder: { ...ITALIAN_PERSON, surname: 'Bianchi', givenNames: 'Giulia', sex: 'F' } })).back,
        },
        statements: { template: 'intesaSanpaolo', bankCode: '03069', employer: 'VERDI COSTRUZIONI SPA' },
        fiscal: { type: 'fiscal_doc', bytes: () => renderCertificazioneUnica(italianFiscalSpec({ year: THIS_YEAR - 3 })) },
      }),
    );
    const { list } = uploaded;
    expect(keysOf(list, 'id-back.png')).toEqual(['Identity.Error.NameMismatch']);
    expect(keysOf(list, 'id-front.png')).toEqual(['Identity.Warning.SidesMismatch']);
    for (const monthsBack of MONTHS_BACK) expect(keysOf(list, `payslip-${monthsBack}.pdf`)).toEqual(['Payslip.Error.EmployerMismatch']);
    expect(keysOf(list, 'tax-form.pdf')).toEqual(['Fiscal.Error.TooOld']);

    const verdict = await validate(uploaded, 'it');
    expect(verdict.success).toBe(false);
    expect(verdict.document_errors.map((item: { file_name: string; error: { message_key: string } }) => [item.file_name, item.error.message_key]).sort()).toEqual([
      ['id-back.png', 'Identity.Error.NameMismatch'],
      ['payslip-0.pdf', 'Payslip.Error.EmployerMismatch'],
      ['payslip-1.pdf', 'Payslip.Error.EmployerMismatch'],
      ['payslip-2.pdf', 'Payslip.Error.EmployerMismatch'],
    ]);

    const { byName, summary } = await eventsOf(uploaded);
    expect(byName['id-back.png'][0].payload).toMatchObject({ status: 'parsed with error', findings: [expect.objectContaining({ key: 'Identity.Error.NameMismatch', level: 'error' })] });
    expect(byName['tax-form.pdf'][0].payload).toMatchObject({ status: 'parsed', findings: [expect.objectContaining({ key: 'Fiscal.Error.TooOld', level: 'warning' })] });
    expect(summary.findings.map((finding: { key: string; source: string }) => [finding.key, finding.source]).sort()).toEqual(
      [
        ...MONTHS_BACK.map((monthsBack) => ['Payslip.Error.EmployerMismatch', uploaded.ids[`payslip-${monthsBack}.pdf`]]),
        ['Identity.Warning.SidesMismatch', uploaded.ids['id-front.png']],
      ].sort(),
    );
    expect(summary.findings.find((finding: { key: string }) => finding.key === 'Identity.Warning.SidesMismatch').params).toEqual({ field: 'document_number' });
    expect(verdict.warnings).toEqual([expect.objectContaining({ key: 'Identity.Warning.SidesMismatch', source: uploaded.ids['id-front.png'] })]);
    // personal details lists the identity documents through id-documents: the front's row says it too
    const idDocuments = (await sut.call(`/api/v1/other-documents/id-documents?application_id=${uploaded.applicant.applicationId}`, { headers: { authorization: uploaded.applicant.authorization } })).body;
    expect(idDocuments.documents.map((row: { name: string; hasWarning: boolean; findings: { key: string }[] }) => [row.name, row.hasWarning, row.findings.map((finding) => finding.key)])).toEqual([
      ['id-front.png', true, ['Identity.Warning.SidesMismatch']],
      ['id-back.png', false, ['Identity.Error.NameMismatch']],
    ]);
  });

  it('Germany, inconsistent: a Personalausweis with another date and place of birth, a salary credit far from the net pay, someone else’s Lohnsteuerbescheinigung', async () => {
    const uploaded = await uploadSet(
      germanSet({
        applicant: { ...GERMAN_APPLICANT, placeOfBirth: 'Hamburg' },
        idCard: identityImages(germanIdCardSpec({ holder: { ...MAX, dateOfBirth: '1984-05-12' } })),
        statements: { template: 'sparkasse', bankCode: '37050198', salary: 150_000 },
        fiscal: { type: 'tax_return', bytes: () => renderLohnsteuerbescheinigung(germanFiscalSpec({ year: THIS_YEAR - 1, taxpayer: GERMAN_TAXPAYER })) },
      }),
    );
    const { list } = uploaded;
    expect(keysOf(list, 'id-back.png')).toEqual(['Identity.Error.DateOfBirthMismatch']);
    expect(keysOf(list, 'id-front.png')).toEqual(['Identity.Warning.FrontMismatch', 'Identity.Warning.PlaceOfBirthMismatch']);
    for (const monthsBack of MONTHS_BACK) expect(keysOf(list, `payslip-${monthsBack}.pdf`)).toEqual(['Payslip.Warning.SalaryMismatch']);
    expect(keysOf(list, 'tax-form.pdf')).toEqual(['Fiscal.Error.FiscalCodeMismatch']);

    const verdict = await validate(uploaded, 'de');
    expect(verdict.document_errors.map((item: { file_name: string; error: { message_key: string } }) => [item.file_name, item.error.message_key]).sort()).toEqual([
      ['id-back.png', 'Identity.Error.DateOfBirthMismatch'],
      ['tax-form.pdf', 'Fiscal.Error.FiscalCodeMismatch'],
    ]);
    expect(verdict.warnings.map((finding: { key: string }) => finding.key)).toEqual(['Payslip.Warning.SalaryMismatch', 'Payslip.Warning.SalaryMismatch', 'Payslip.Warning.SalaryMismatch']);

    const { summary, byName } = await eventsOf(uploaded);
    expect(byName['id-front.png'][0].payload.findings).toEqual([
      expect.objectContaining({ key: 'Identity.Warning.FrontMismatch', level: 'warning', params: { field: 'date_of_birth' } }),
      expect.objectContaining({ key: 'Identity.Warning.PlaceOfBirthMismatch', level: 'warning', params: { printed: expect.stringMatching(/^K(O|Ö)LN$/), entered: 'Hamburg' } }),
    ]);
    expect(summary).toMatchObject({ documents_with_errors: 2, salary_monthly: expect.any(Number) });
    expect(summary.findings.map((finding: { key: string }) => finding.key)).toEqual(['Payslip.Warning.SalaryMismatch', 'Payslip.Warning.SalaryMismatch', 'Payslip.Warning.SalaryMismatch']);
  });
});
