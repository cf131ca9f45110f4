import type { DocumentFinding, IncomeSummary, PayslipExtraction } from '@tenant/contracts';
import { buildReport } from './build-report.js';
import { emptyInputs, type InputDocument, type ReportInputs } from './inputs.js';
import { isContentWithheld, pendingReasonOf } from './report-readiness.js';

const context = { reportId: '5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f', generatedAt: new Date('2026-10-15T09:30:00.000Z') };

const summary = (changes: Partial<IncomeSummary> = {}): IncomeSummary => ({
  statements_parsed: 0,
  documents_parsed: 1,
  documents_with_errors: 0,
  coverage_from: null,
  coverage_to: null,
  salary_monthly: null,
  rent_monthly: null,
  recurrent_costs_monthly: 0,
  average_cash_balance: null,
  findings: [],
  ...changes,
});

const payslip = (period: string, netPay: number, findings: DocumentFinding[] = [], changes: Partial<PayslipExtraction> = {}): InputDocument => ({
  documentId: `payslip-${period}`,
  applicantId: 'a',
  documentType: 'payslip',
  fileName: `cedolino-${period}.pdf`,
  status: findings.some((finding) => finding.level === 'error') ? 'parsed with error' : 'parsed',
  figures: null,
  extraction: {
    kind: 'payslip',
    layout: 'zucchetti',
    country: 'IT',
    employee_name: 'ROSSI MARIO',
    tax_id: 'RSSMRA85M01F205T',
    employer_name: 'Rossi e Bianchi S.p.A.',
    employer_tax_number: null,
    gross_pay: 250_000,
    taxable_pay: null,
    period,
    net_pay: netPay,
    hiring_date: '2021-10-16',
    contract_type: 'open-ended',
    level: null,
    job_title: null,
    thirteenth_month: false,
    fourteenth_month: false,
    ...changes,
  },
  findings,
  summary: null,
  parsedAt: `${period}-28T00:00:00.000Z`,
});

const rapidApplicant = (): ReportInputs => ({
  ...emptyInputs('app-1'),
  applicant: { applicantId: 'a', firstName: 'Mario', lastName: 'Rossi', email: 'mario@example.it', mobile: '+39-00000000' },
  terms: { applicationType: 'rapid', listingId: null, rentalPassPartner: false, listing: null },
  household: null,
  income: summary({ documents_parsed: 3 }),
  documents: [payslip('2026-07', 180_000), payslip('2026-08', 180_000), payslip('2026-09', 190_000, [{ key: 'Payslip.Error.Duplicate', level: 'error', source: 'x' }])],
});

describe('buildReport', () => {
  it('is deterministic: the same inputs and context give the same report', () => {
    const inputs = rapidApplicant();
    expect(JSON.stringify(buildReport(inputs, context))).toBe(JSON.stringify(buildReport(structuredClone(inputs), context)));
  });

  it('builds the rapid variant: no identity block but fields and controls, payslips with their controls strip, no rent sections', () => {
    const report = buildReport(rapidApplicant(), context);
    expect(report.type).toBe('rapid');
    expect(report.personal_details).toMatchObject({ name: 'Mario Rossi', mobile: null, date_of_birth: null, current_address: null, pets: null });
    expect(report.personal_details.fields).toEqual([
      { translation_key: 'Report.Field.FullName', value: 'Mario Rossi' },
      { translation_key: 'Report.Field.TaxCode', value: 'RSSMRA85M01F205T' },
      { translation_key: 'Report.Field.Employer', value: 'Rossi e Bianchi S.p.A.' },
    ]);
    expect(report.personal_details.controls.map((control) => control.value)).toEqual([true, true]);
    expect(report.monthly_affordability).toBeNull();
    expect(report.bank_statements_incomes).toBeNull();
    expect(report.national_ids).toEqual([]);
    expect(report.payslips_incomes).toEqual([
      {
        label: 'Rossi e Bianchi S.p.A. · zucchetti',
        coverage: [
          expect.objectContaining({ year: 2026, month: 7, value: 'ok', numeric_value: 1800 }),
          expect.objectContaining({ year: 2026, month: 8, value: 'ok', numeric_value: 1800 }),
          expect.objectContaining({ year: 2026, month: 9, value: 'error', numeric_value: 1900, msg: 'Payslip.Error.Duplicate' }),
        ],
        error_files: ['cedolino-2026-09.pdf'],
      },
    ]);
    expect(report.payslips_controls?.content.find((control) => control.translation_key === 'Report.Control.DuplicateFound')).toEqual({
      translation_key: 'Report.Control.DuplicateFound',
      value: true,
      icon: 'yes_no',
      reverse_colors: true,
    });
    // no personal identity in rapid: no identity check either (nothing says "not verified" of a step it has not)
    expect(report.checks.map((check) => check.translation_key)).not.toContain('Report.Check.Identity');
    // no household step in rapid: no employment card; the duplicate (with an error) is not counted as income
    expect(report.employment).toBeNull();
    expect(report.score).toBeNull();
  });

  it('gives the employment card its start date, seniority and active contract from the payslips', () => {
    const inputs: ReportInputs = { ...rapidApplicant(), household: { ...householdOf('Employed') } };
    expect(buildReport(inputs, context).employment).toMatchObject({
      employment_start_date: '2021-10-16',
      seniority: { value: 4, valid: true },
      active_contract: true,
      monthly_income: { value: 2500, net_value: 1800 },
    });
  });

  it('builds the mortgage variant: installment at 4.2 %, loan to value, cash flow, tax return', () => {
    const inputs: ReportInputs = {
      ...rapidApplicant(),
      terms: { applicationType: 'mortgage', listingId: null, rentalPassPartner: false, listing: null },
      household: householdOf('Employed'),
      mortgage: { identifiedProperty: true, propertyValue: 250_000, loanAmount: 200_000, funds: 50_000, loanPercentage: 80, sourcesOfFund: ['bank-account-balance'], propertyType: 'apartment', needFinancing: false },
      income: summary({
        statements_parsed: 3,
        coverage_to: '2026-09-30',
        months: ['2026-07', '2026-08', '2026-09'].map((month) => ({ month, days_covered: 30, balance_day_sum: 30 * 500_000, salary: 350_000, rent: 70_000, other_recurrent_costs: 20_000 })),
      }),
      documents: [
        payslip('2026-08', 350_000),
        payslip('2026-09', 350_000),
        {
          documentId: 'cu',
          applicantId: 'a',
          documentType: 'cud',
          fileName: 'CU_2026.pdf',
          status: 'parsed',
          figures: null,
          extraction: { kind: 'fiscal', form: 'certificazione_unica', reference_year: 2025, gross_annual_income: 5_200_000, net_annual_income: 3_900_000, deductions: null, tax_id: null, tax_id_kind: null, tax_id_valid: null, taxpayer_name: null, employer: null },
          findings: [],
          summary: null,
          parsedAt: '2026-10-01T00:00:00.000Z',
        },
      ],
    };
    const report = buildReport(inputs, context);
    expect(report.type).toBe('mortgage');
    expect(report.mortgage).toEqual({
      installment_affordability: { property_value: 250_000, down_payment: 50_000, loan_amount: 200_000, loan_to_value: 80, years: 25, rate_percent: 4.2, monthly_installment: 1077.88, affordable: true },
      cashflow: {
        inflows: [{ translation_key: 'Report.Employment.EmploymentIncome', monthly_amount: 3500 }],
        outflows: [
          { translation_key: 'Report.Cost.Rent', monthly_amount: 700 },
          { translation_key: 'Report.Cost.OtherRecurring', monthly_amount: 200 },
          { translation_key: 'Report.Mortgage.MonthlyInstallment', monthly_amount: 1077.88 },
        ],
      },
      tax_return: { reference_year: 2025, gross_annual_income: 52_000, net_annual_income: 39_000 },
    });
    expect(report.other_documents).toEqual([{ label: 'CU_2026.pdf', type: 'cud', info: null, notes: null, valid: true, msg: null, possible_type: null }]);
  });

  it('flags an expired identity document as an error message linked to its row', () => {
    const inputs: ReportInputs = {
      ...emptyInputs('app-2'),
      documents: [
        {
          documentId: 'id',
          applicantId: 'a',
          documentType: 'national_id',
          fileName: 'back.jpg',
          status: 'parsed',
          figures: null,
          extraction: { kind: 'identity', id_type: 'PASSPORT', side: null, mrz_format: 'TD3', document_code: 'P', document_number: 'YA1234567', issuing_country: 'D', nationality: 'D', surname: null, given_names: null, date_of_birth: null, expiry_date: '2026-10-14', sex: null, check_digits_valid: true, legible: true },
          findings: [],
          summary: null,
          parsedAt: '2026-10-01T00:00:00.000Z',
        },
      ],
    };
    const report = buildReport(inputs, context);
    expect(report.national_ids).toEqual([
      { type: 'Report.Id.Passport', value: 'YA1234567', country: 'DE', expiration_date: '2026-10-14', expiration_date_label: 'Report.Id.ExpirationDate', valid: false, error_msg: 'Report.Flag.IdExpired' },
    ]);
    expect(report.aggregated_error_messages).toContainEqual({ msg: 'Report.Flag.IdExpired', type: 'error', source: 'national_id' });
  });
});

describe('the people sections', () => {
  const people = (household: Partial<NonNullable<ReportInputs['household']>>): ReportInputs => ({
    ...emptyInputs('app-3'),
    applicant: { applicantId: 'a', firstName: 'Giulia', lastName: 'Conti', email: 'giulia@example.it', mobile: null },
    terms: { applicationType: 'rent', listingId: null, rentalPassPartner: false, listing: null },
    household: { ...householdOf('Employed'), ...household },
  });

  it('shows the guarantors’ e-mail and the members’ e-mail and date of birth as household/submitted carried them', () => {
    const report = buildReport(
      people({
        members: [{ fullname: 'Sofia Ferri', relationship: 'Child', role: 'member', invited: false, email: null, dateOfBirth: '03/06/2019' }],
        guarantors: [{ fullname: 'Roberto Conti', relationship: 'Parent', role: 'guarantor', invited: true, email: 'roberto.conti@libero.it', dateOfBirth: null }],
      }),
      context,
    );
    expect(report.guarantors.content).toEqual([{ fullname: 'Roberto Conti', relationship: 'Report.Relationship.Parent', email: 'roberto.conti@libero.it' }]);
    expect(report.hh_members.content.slice(1)).toEqual([
      { fullname: 'Sofia Ferri', relationship: 'Report.Relationship.Child', role: 'member', email: null, date_of_birth: '2019-06-03' },
      { fullname: 'Roberto Conti', relationship: 'Report.Relationship.Parent', role: 'guarantor', email: 'roberto.conti@libero.it', date_of_birth: null },
    ]);
  });

  it('builds inputs stored before household/submitted carried e-mail and date of birth: both null', () => {
    const report = buildReport(
      people({
        members: [{ fullname: 'Marco Ferri', relationship: 'Partner', role: 'co-applicant', invited: true }],
        guarantors: [{ fullname: 'Roberto Conti', relationship: 'Parent', role: 'guarantor', invited: true }],
      }),
      context,
    );
    expect(report.guarantors.content).toEqual([{ fullname: 'Roberto Conti', relationship: 'Report.Relationship.Parent', email: null }]);
    expect(report.hh_members.content.slice(1).map((person) => [person.fullname, person.email, person.date_of_birth])).toEqual([
      ['Marco Ferri', null, null],
      ['Roberto Conti', null, null],
    ]);
  });
});

function householdOf(employmentStatus: string): NonNullable<ReportInputs['household']> {
  return { employmentStatus, householdMembersCount: '1,0', members: [], guarantors: [], hasIncome: true, hasPets: false, accessibleHouse: false, livingSituation: 'rent', currentRent: 700, currentDeposit: 0, rentArrears: 0 };
}

describe('the hidden-report rule', () => {
  const ready: ReportInputs = { ...rapidApplicant(), terms: { applicationType: 'rent', listingId: null, rentalPassPartner: false, listing: null }, veridicity: { declaredAt: '2026-10-15T09:00:00.000Z' } };

  it.each([
    ['ready', ready, null],
    ['no applicant yet', { ...ready, applicant: null }, 'not-registered'],
    ['a document still being parsed', { ...ready, documentsProcessing: 1 }, 'documents-processing'],
    ['no document parsed', { ...ready, documents: [] }, 'no-documents'],
    ['not declared (rent)', { ...ready, veridicity: null }, 'not-declared'],
    ['not declared (rapid has no confirmation step)', { ...ready, veridicity: null, terms: { ...ready.terms!, applicationType: 'rapid' as const } }, null],
  ] as const)('%s → %p', (_name, inputs, reason) => {
    expect(pendingReasonOf(inputs as ReportInputs)).toBe(reason);
  });

  it('withholds the rent report of a rental-pass partner only', () => {
    expect(isContentWithheld({ ...ready, terms: { ...ready.terms!, rentalPassPartner: true } })).toBe(true);
    expect(isContentWithheld({ ...ready, terms: { ...ready.terms!, rentalPassPartner: true, applicationType: 'rapid' } })).toBe(false);
    expect(isContentWithheld(ready)).toBe(false);
  });
});
