import type { CoverageEntry } from '@tenant/contracts';
import { KNOWN_CONTEXT, KNOWN_MONTHS, knownDocumentsInputs } from '../../test/fixtures/known-documents.js';
import { buildReport } from './build-report.js';
import type { InputDocument } from './inputs.js';

const cells = (coverage: CoverageEntry[] | undefined) => coverage?.map((cell) => [`${cell.year}-${String(cell.month).padStart(2, '0')}`, cell.numeric_value]);

/**
 * Every figure of a report built from known documents (test/fixtures/known-documents.ts), against
 * values computed by hand from their bookings (README "One source for every figure").
 */
describe('the report figures of known documents', () => {
  const report = buildReport(knownDocumentsInputs(), KNOWN_CONTEXT);

  it('net income: the payslips’ average net pay, €1,896.00; gross €2,500.00', () => {
    expect(report.employment?.monthly_income).toEqual({ value: 2500, net_value: 1896 });
    expect(report.employment?.employment_monthly_income).toBe(1896);
  });

  it('salary per month: what the statements booked each month, not one month repeated', () => {
    expect(report.income_per_month).toEqual([
      { year: 2026, month: 7, value: 1866.92 },
      { year: 2026, month: 8, value: 1907.52 },
      { year: 2026, month: 9, value: 1909.23 },
    ]);
    // under the current account's name, where the salary is booked (not the savings account beside it)
    expect(report.bank_statements_incomes?.label).toBe('Intesa Sanpaolo · IT60X0542811101000000123456');
    expect(cells(report.bank_statements_incomes?.content[0]?.coverage)).toEqual([
      ['2026-07', 1866.92],
      ['2026-08', 1907.52],
      ['2026-09', 1909.23],
    ]);
  });

  it('detected rent: €850.00 booked every month; W1 (rent mismatch) points at it; never the declared €700', () => {
    expect(report.employment?.actual_monthly_rent).toEqual({ value: 850, valid: false, display: true, error_msg: 'BankAccts.Error.RentMismatch' });
  });

  it('recurrent costs: rent €850.00 and other regular payments (60 + 70 + 65) / 3 = €65.00, with what each month booked', () => {
    expect(report.recurrent_costs.content.map((cost) => [cost.translation_key, cost.monthly_amount, cells(cost.coverage)])).toEqual([
      [
        'Report.Cost.Rent',
        850,
        [
          ['2026-07', 850],
          ['2026-08', 850],
          ['2026-09', 850],
        ],
      ],
      [
        'Report.Cost.OtherRecurring',
        65,
        [
          ['2026-07', 60],
          ['2026-08', 70],
          ['2026-09', 65],
        ],
      ],
    ]);
  });

  it('monthly payments: rent and the other regular payments, €850.00 + €65.00 = €915.00', () => {
    expect(report.employment?.recurrent_costs).toBe(915);
  });

  it('balances over time: each month’s average end-of-day balance of both accounts', () => {
    // 16,901,460 / 31 = 545,208.39; 20,481,212 / 31 = 660,684.26; 23,223,012 / 30 = 774,100.40 (cents)
    expect(report.balance_over_time).toEqual([
      { year: 2026, month: 7, value: 5452.08 },
      { year: 2026, month: 8, value: 6606.84 },
      { year: 2026, month: 9, value: 7741 },
    ]);
  });

  it('average balance: every covered day of the same months, (16,901,460 + 20,481,212 + 23,223,012) / 92 days = €6,587.57', () => {
    expect(report.employment?.average_cash_balance).toEqual({ value: 6587.57, value_translation_key: 'Report.Deposit.Covered' });
    expect(report.deposit_affordable).toBe(true);
  });

  it('current rent: the detected €850.00, labelled detected (not the listing’s €1,080 nor the declared €700)', () => {
    expect(report.listing_info).toMatchObject({ price: 700, current_rent: 850, current_rent_source: 'detected' });
  });

  it('affordability of the €700 listing on €1,896.00: suggested ⌊1,896 / 3⌋ = €632, range €568–€758, 37 %', () => {
    expect(report.monthly_affordability).toEqual({ value: 632, min: 568, max: 758, percentage: 37, rent: 700, translation_key: 'Report.Affordability.AboveSuggested' });
  });

  it('one identity statement: WebID on 2 October 2026, and the identity check agrees', () => {
    expect(report.personal_details.verified).toEqual({ value: true, method: 'webid', date: '2026-10-02' });
    expect(report.checks.find((check) => check.translation_key === 'Report.Check.Identity')).toEqual({ translation_key: 'Report.Check.Identity', passed: true });
  });

  it('without an identity verification the check fails as the personal details say, an identity document notwithstanding', () => {
    const inputs = knownDocumentsInputs();
    const idCard: InputDocument = {
      documentId: 'carta-identita',
      applicantId: 'mario',
      documentType: 'national_id',
      fileName: 'carta-identita.jpg',
      status: 'parsed',
      figures: null,
      extraction: { kind: 'identity', id_type: 'ID_CARD', side: 'back', mrz_format: 'TD1', document_code: 'I', document_number: 'CA12345BD', issuing_country: 'ITA', nationality: 'ITA', surname: 'ROSSI', given_names: 'MARIO', date_of_birth: '1985-08-01', expiry_date: '2031-04-22', sex: 'male', check_digits_valid: true, legible: true },
      findings: [],
      summary: null,
      parsedAt: '2026-10-10T00:00:00.000Z',
    };
    const unverified = buildReport({ ...inputs, identity: null, documents: [...inputs.documents, idCard] }, KNOWN_CONTEXT);
    expect(unverified.national_ids[0]).toMatchObject({ value: 'CA12345BD', valid: true });
    expect(unverified.personal_details.verified).toEqual({ value: false, method: null, date: null });
    expect(unverified.checks.find((check) => check.translation_key === 'Report.Check.Identity')?.passed).toBe(false);
  });

  it('without a rent on the statements: no detected rent, the declared €700 as current rent labelled declared', () => {
    const inputs = knownDocumentsInputs();
    const income = { ...inputs.income!, months: KNOWN_MONTHS.map((month) => ({ ...month, rent: null })), findings: [{ key: 'BankAccts.Error.RentMissing', level: 'warning' as const, source: 'statements' }] };
    const noRent = buildReport({ ...inputs, income }, KNOWN_CONTEXT);
    expect(noRent.employment?.actual_monthly_rent).toEqual({ value: null, valid: false, display: true, error_msg: 'BankAccts.Error.RentMissing' });
    expect(noRent.listing_info).toMatchObject({ current_rent: 700, current_rent_source: 'declared' });
    expect(noRent.employment?.recurrent_costs).toBe(65);
    expect(noRent.recurrent_costs.content.map((cost) => cost.translation_key)).toEqual(['Report.Cost.OtherRecurring']);
  });

  it('names question 3 as the questionnaire asks it (proceedings by a previous landlord)', () => {
    expect(report.other_questions).toEqual([{ translation_key: 'Report.Question.LegalProceedings', value: 'Report.Answer.No', value_is_key: true }]);
  });
});
