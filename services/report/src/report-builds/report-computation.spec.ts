import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { applicationAccessChanged, documentDeleted, paymentWaived, reportCompleted, type ContractEvent, type DocumentFinding, type Report, type ReportResponse } from '@tenant/contracts';
import { EventBus } from '@tenant/server-kit';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { ApplicationEvents } from '../../test/fixtures/report-input-events.js';
import { startReportTestApp, tokenFor, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { PaymentClearanceService } from '../payment-clearance/payment-clearance.service.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportInputsReadModelService } from '../report-inputs/report-inputs-read-model.service.js';
import { ReportBuildsService } from './report-builds.service.js';

/** Waits for a condition with a generous ceiling (the build job runs on a loaded machine). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** A ceiling against hangs for each journey (several builds run one after the other on a shared machine), not a speed assertion. */
const JOURNEY_TIMEOUT_MS = 240_000;

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

describe('report computation: events of onboarding, income and payment → the report', () => {
  let testApp: ReportTestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await startReportTestApp();
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** An application the report service knows who may open (its owner), and the owner's token. */
  const application = async () => {
    const events = new ApplicationEvents(randomUUID());
    await testApp.app.get(ApplicationAccessService).onAccessChanged(applicationAccessChanged({ applicationId: events.applicationId, ownerApplicantId: events.applicantId, invitedEmails: [] }, events.applicationId));
    return events;
  };

  /** Every event delivered, to deliver them again (the bus delivers at least once). */
  const delivered: ContractEvent[] = [];
  /** Delivers events as the bus does: the payment ones also to the payment gate (its own subscriber). */
  const deliver = async (...events: ContractEvent[]) => {
    for (const event of events) {
      delivered.push(event);
      await testApp.app.get(ReportInputsReadModelService).handle(event);
      if (event.type === 'payment/succeeded') await testApp.app.get(PaymentClearanceService).onClearance(event as ContractEvent<{ applicationId: string }>, true, 'paid');
    }
  };

  const getReport = async (events: ApplicationEvents, email: string, userId = events.applicantId) =>
    testApp.call(`/api/v2/report/?application_id=${events.applicationId}&lang=it`, { headers: { authorization: await tokenFor(testApp, userId, email) } }) as Promise<{ status: number; body: ReportResponse }>;

  /** The stored report once the build job has made it with this flag. */
  const builtReport = async (applicationId: string, hidden: boolean): Promise<{ report: Report; hide_report: boolean; content_withheld: boolean }> => {
    // once no build is pending: a build that ran before the last event arrived is not the report yet
    const row = await eventually(
      async () =>
        (
          (await dataSource.query(
            `SELECT report, hide_report, content_withheld, NOT EXISTS (SELECT 1 FROM report_builds WHERE application_id = $1 AND job_pending) AS settled
               FROM report_documents WHERE application_id = $1 ORDER BY created_at DESC LIMIT 1`,
            [applicationId],
          )) as { report: Report; hide_report: boolean; content_withheld: boolean; settled: boolean }[]
        )[0],
      (found) => found?.hide_report === hidden && found.settled,
    );
    expect(row?.hide_report).toBe(hidden);
    return row!;
  };

  /** The stored report once every build asked for has run. */
  const settledReport = async (applicationId: string) => {
    await eventually(
      async () => ((await dataSource.query('SELECT job_pending FROM report_builds WHERE application_id = $1', [applicationId])) as { job_pending: boolean }[])[0],
      (row) => row?.job_pending === false,
    );
    const [row] = (await dataSource.query('SELECT report, hide_report FROM report_documents WHERE application_id = $1 ORDER BY created_at DESC LIMIT 1', [applicationId])) as { report: Report; hide_report: boolean }[];
    return row!;
  };

  it('an Italian employed renter: hidden while a document is parsed, then the full report, 402 until paid, 404 for a stranger, report/completed once', async () => {
    const giulia = await application();
    const email = 'giulia.conti@example.it';
    const listing = { name: 'Bilocale Porta Venezia', address: 'Via Lazzaro Palazzi 7, 20124 Milano', price: 1150, currentRent: 1090, deposit: 3450, companyName: 'Casa Lombarda Immobiliare' };
    await deliver(
      giulia.registered('Giulia', 'Conti', email, '+39-3471234567'),
      giulia.terms('rent', listing),
      giulia.personal('CNTGLI91D63A794K', 'IT', '23/04/1991', 'Bergamo'),
      giulia.address('IT', 'Via Paolo Sarpi', '42', '20154', 'Milano'),
      giulia.identity('webid', '2026-10-02T10:00:00.000Z'),
      giulia.household('Employed', {
        currentRent: 950,
        guarantor: { fullname: 'Roberto Conti', email: 'roberto.conti@libero.it' },
        partner: { fullname: 'Marco Ferri', email: 'marco.ferri@gmail.com', dateOfBirth: '14/09/1989' },
        child: { fullname: 'Sofia Ferri', dateOfBirth: '03/06/2019' },
      }),
      giulia.incomeDetails('open-ended', 14),
      giulia.questionnaire({ insolvency: 'NO', 'rent-arrears': 'NO', 'landlord-proceedings': 'PNTS' }),
    );
    const salary = 354_010;
    const documents = [
      giulia.statement('estratto_07.pdf', { period_from: '2026-07-01', period_to: '2026-07-31', salary_monthly: salary, rent_monthly: 95_000, recurrent_costs_monthly: 109_500, closing_balance: 798_000, average_cash_balance: 820_000 }),
      giulia.statement('estratto_08.pdf', { period_from: '2026-08-01', period_to: '2026-08-31', salary_monthly: salary, rent_monthly: 95_000, recurrent_costs_monthly: 109_500, closing_balance: 812_000, average_cash_balance: 840_000 }),
      giulia.statement('estratto_09.pdf', { period_from: '2026-09-01', period_to: '2026-09-30', salary_monthly: salary, rent_monthly: 95_000, recurrent_costs_monthly: 109_500, closing_balance: 842_055, average_cash_balance: 866_000 }, [
        { key: 'BankAccts.Error.NotOriginal.Scan', level: 'error', source: 'estratto_09.pdf' },
      ]),
      giulia.payslip('cedolino_09.pdf', { period: '2026-09', net_pay: salary, gross_pay: 498_000, hiring_date: '2019-03-01', contract_type: 'open-ended' }),
      giulia.identityDocument('CA12345BD', 'ITA', '2031-04-22'),
    ];
    // uploaded and declared, the parses still running: the report is built but stays hidden
    await deliver(...documents.map((document) => giulia.uploaded(document)), giulia.declared());
    const processing = await settledReport(giulia.applicationId);
    expect(processing.hide_report).toBe(true);
    expect(processing.report.personal_details.name).toBe('Giulia Conti');
    expect((await getReport(giulia, email)).status).toBe(402);

    await deliver(
      ...documents,
      giulia.summary({
        statements_parsed: 3,
        documents_parsed: 5,
        coverage_from: '2026-07-01',
        coverage_to: '2026-09-30',
        salary_monthly: salary,
        rent_monthly: 95_000,
        recurrent_costs_monthly: 109_500,
        average_cash_balance: 842_000,
        months: [
          ['2026-07', 31],
          ['2026-08', 31],
          ['2026-09', 30],
        ].map(([month, days]) => ({ month: month as string, days_covered: days as number, balance_day_sum: 842_000 * (days as number), salary, rent: 95_000, other_recurrent_costs: 14_500 })),
        findings: [{ key: 'Payslip.Warning.Coverage', level: 'warning', source: 'cedolino_09.pdf' }],
      }),
    );
    const { report, content_withheld } = await builtReport(giulia.applicationId, false);
    expect(content_withheld).toBe(false);
    expect(report.type).toBe('rent');
    expect(report.personal_details).toMatchObject({
      name: 'Giulia Conti',
      id: giulia.applicantId,
      email,
      mobile: '+39-3471234567',
      date_of_birth: '1991-04-23',
      birth_address: 'Bergamo',
      current_address: { street: 'Via Paolo Sarpi 42', postal_code: '20154', city: 'Milano', country: 'IT' },
      residency_label: 'Report.Residency.Tenant',
      verified: { value: true, method: 'webid', date: '2026-10-02' },
    });
    expect(new Date(report.personal_details.valid_until).getTime() - new Date(report.personal_details.generated_on).getTime()).toBe(60 * 86_400_000);
    // the current rent is the applicant's: the one the statements booked (the declared one is 950 too)
    expect(report.listing_info).toEqual({ company_name: 'Casa Lombarda Immobiliare', listing_name: 'Bilocale Porta Venezia', address: 'Via Lazzaro Palazzi 7, 20124 Milano', price: 1150, current_rent: 950, current_rent_source: 'detected', deposit: 3450 });
    // net 3540.10 a month: one third is 1180, 30 % 1062, 40 % 1416; 1150 is 32 % of it
    expect(report.monthly_affordability).toEqual({ value: 1180, min: 1062, max: 1416, percentage: 32, rent: 1150, translation_key: 'Report.Affordability.Affordable' });
    expect(report.employment).toMatchObject({
      status: 'employed',
      monthly_income: { value: 4980, net_value: 3540.1 },
      employment_monthly_income: 3540.1,
      employer: 'Lumen Software S.r.l.',
      type_of_contract: 'Report.Contract.Permanent',
      paychecks_per_year: 14,
      recurrent_costs: 1095,
      average_cash_balance: { value: 8420, value_translation_key: 'Report.Deposit.Covered' },
      actual_monthly_rent: { value: 950, valid: true, display: true, error_msg: null },
      employment_start_date: '2019-03-01',
      active_contract: true,
    });
    expect(report.deposit_affordable).toBe(true);
    expect(report.bank_statements_incomes?.content[0]?.coverage.map((cell) => [month(cell.year, cell.month), cell.value, cell.numeric_value, cell.msg])).toEqual([
      ['2026-07', 'ok', 3540.1, null],
      ['2026-08', 'ok', 3540.1, null],
      ['2026-09', 'error', 3540.1, 'BankAccts.Error.NotOriginal.Scan'],
    ]);
    expect(report.bank_statements_incomes?.content[0]?.is_fraud).toBe(true);
    expect(report.bank_statements_incomes?.error_files).toEqual(['estratto_09.pdf']);
    expect(report.payslips_incomes[0]?.coverage.map((cell) => cell.value)).toEqual(['missing', 'missing', 'ok']);
    expect(report.payslips_controls?.content.find((control) => control.translation_key === 'Report.Control.ThreeMonths')?.value).toBe(false);
    expect(report.recurrent_costs.content.map((cost) => [cost.translation_key, cost.monthly_amount])).toEqual([
      ['Report.Cost.Rent', 950],
      ['Report.Cost.OtherRecurring', 145],
    ]);
    expect(report.national_ids.map((id) => [id.type, id.value, id.country, id.valid])).toEqual([
      ['Report.Id.IdentityCard', 'CA12345BD', 'IT', true],
      ['Report.Id.TaxCode', 'CNTGLI91D63A794K', 'IT', true],
    ]);
    expect(report.guarantors.content).toEqual([{ fullname: 'Roberto Conti', relationship: 'Report.Relationship.Parent', email: 'roberto.conti@libero.it' }]);
    expect(report.hh_members.content.map((person) => [person.fullname, person.role, person.email, person.date_of_birth])).toEqual([
      ['Giulia Conti', 'main_applicant', email, null],
      ['Marco Ferri', 'co_applicant', 'marco.ferri@gmail.com', '1989-09-14'],
      ['Sofia Ferri', 'member', null, '2019-06-03'],
      ['Roberto Conti', 'guarantor', 'roberto.conti@libero.it', null],
    ]);
    expect(report.other_questions).toEqual([
      { translation_key: 'Report.Question.Insolvency', value: 'Report.Answer.No', value_is_key: true },
      { translation_key: 'Report.Question.RentArrears', value: 'Report.Answer.No', value_is_key: true },
      { translation_key: 'Report.Question.LegalProceedings', value: 'Report.Answer.PreferNotToSay', value_is_key: true },
    ]);
    // errors first, each once; the scan's cell carries the same key, which links it
    expect(report.aggregated_error_messages).toEqual([
      { msg: 'BankAccts.Error.NotOriginal.Scan', type: 'error', source: 'bank_statement' },
      { msg: 'Payslip.Warning.Coverage', type: 'warning', source: 'cedolino_09.pdf' },
    ]);
    expect(report.checks).toContainEqual({ translation_key: 'Report.Check.AntiFraud', passed: false });
    // verified by WebID: a premium score; the scanned statement is a document error
    expect(report.score).toEqual({ risk_level: 2, negative_characteristics: ['Report.Negative.DocumentErrors'] });
    expect(report.mortgage).toBeNull();

    // 402 until paid; no report/completed before
    expect((await getReport(giulia, email)).status).toBe(402);
    expect(await outboxEventsOf(testApp.app, REPORT_DATABASE, giulia.applicationId, reportCompleted.type)).toEqual([]);
    const paid = giulia.paid();
    await deliver(paid);
    const completed = await eventually(
      () => outboxEventsOf(testApp.app, REPORT_DATABASE, giulia.applicationId, reportCompleted.type),
      (found) => found.length > 0,
    );
    // the paid version is issued under the payment's id: the receipt's report reference (README "Versions")
    const reportId = paid.payload.paymentId;
    expect(completed.map((event) => event.payload)).toEqual([{ applicationId: giulia.applicationId, reportId }]);
    const answer = await getReport(giulia, email);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, hide_report: false, report_id: reportId, state: 'issued', version: 1 });
    expect(answer.body.report).toEqual({ ...report, personal_details: { ...report.personal_details, report_id: reportId, generated_on: expect.any(String), valid_until: expect.any(String) } });
    expect(answer.body.report?.monthly_affordability?.value).toBe(1180);
    // someone else's application answers like a missing one
    expect((await getReport(giulia, 'stranger@gmail.com', randomUUID())).status).toBe(404);

    // The same events delivered twice → one effect: no rebuild, no second version, report/completed once.
    const builds = () => dataSource.query('SELECT inputs_version, built_version, job_pending FROM report_builds WHERE application_id = $1', [giulia.applicationId]);
    const versions = () => dataSource.query('SELECT report_id FROM report_documents WHERE application_id = $1 ORDER BY created_at', [giulia.applicationId]);
    const [buildsBefore, versionsBefore] = [await settledReport(giulia.applicationId).then(builds), await versions()];
    await deliver(...delivered.filter((event) => event.meta.applicationId === giulia.applicationId));
    // and the build job run once more (a job redelivered after its expiry)
    await testApp.app.get(ReportBuildsService).build(giulia.applicationId);
    await expect(builds()).resolves.toEqual(buildsBefore);
    await expect(versions()).resolves.toEqual(versionsBefore);
    await expect(outboxEventsOf(testApp.app, REPORT_DATABASE, giulia.applicationId, reportCompleted.type)).resolves.toHaveLength(1);
  }, JOURNEY_TIMEOUT_MS);

  it('a German self-employed renter: six months of statements, income from the tax assessment, PSD2 identity, a missing month', async () => {
    const jonas = await application();
    const sparkasse = { bank_name: 'Berliner Sparkasse', bank_code: '10050000', iban: 'DE89100500000190123456', holder: 'JONAS WEBER' };
    const month = (m: number, closing: number, findings: DocumentFinding[] = []) =>
      jonas.statement(`Kontoauszug_2026_${m}.pdf`, { ...sparkasse, period_from: `2026-0${m}-01`, period_to: `2026-0${m}-28`, closing_balance: closing, recurrent_costs_monthly: 171_240, rent_monthly: 124_000 }, findings);
    await deliver(
      jonas.registered('Jonas', 'Weber', 'jonas.weber@example.de', '+49-15123456789'),
      jonas.terms('rent', { name: '3-Zimmer-Altbauwohnung', address: 'Bergmannstraße 5, 10961 Berlin', price: 1480, currentRent: null, deposit: null, companyName: 'Berg Hausverwaltung' }),
      jonas.personal(null, 'DE', '02/11/1986', 'Leipzig'),
      jonas.identity('psd2', '2026-10-18T08:00:00.000Z'),
      jonas.household('Self-employed', { currentRent: 1240 }),
      jonas.incomeDetails(null, null),
      jonas.questionnaire({ insolvency: 'NO', garnishments: 'NO' }),
      // April is missing: five statements of the six months
      month(3, 342_010),
      month(5, 497_530, [{ key: 'BankAccts.Error.NotOriginal.Scan', level: 'error', source: 'Kontoauszug_2026_5.pdf' }]),
      month(6, 401_280),
      month(7, 466_025),
      month(8, 398_020),
      jonas.fiscal('Steuerbescheid_2025.pdf', { form: 'einkommensteuerbescheid', reference_year: 2025, gross_annual_income: 6_780_000, net_annual_income: 4_722_000 }),
      jonas.summary({
        statements_parsed: 5,
        documents_parsed: 6,
        documents_with_errors: 1,
        coverage_from: '2026-03-01',
        coverage_to: '2026-08-28',
        rent_monthly: 124_000,
        recurrent_costs_monthly: 171_240,
        average_cash_balance: 398_020,
        // April missing; each month's average end-of-day balance as its closing one
        months: [
          ['2026-03', 342_010],
          ['2026-05', 497_530],
          ['2026-06', 401_280],
          ['2026-07', 466_025],
          ['2026-08', 398_020],
        ].map(([month, balance]) => ({ month: month as string, days_covered: 28, balance_day_sum: 28 * (balance as number), salary: null, rent: 124_000, other_recurrent_costs: 47_240 })),
        findings: [{ key: 'BankAccts.Error.Coverage', level: 'error', source: 'statements' }],
      }),
      jonas.declared(),
    );
    const { report } = await builtReport(jonas.applicationId, false);
    // 47 220 € net a year: 3935 € a month; one third 1311.66 → 1311; 1480 is 38 % of it
    expect(report.monthly_affordability).toEqual({ value: 1311, min: 1180, max: 1574, percentage: 38, rent: 1480, translation_key: 'Report.Affordability.AboveSuggested' });
    expect(report.employment).toMatchObject({
      status: 'self_employed',
      monthly_income: { value: 5650, net_value: 3935 },
      type_of_contract: null,
      // the five months' days: (3420.10 + 4975.30 + 4012.80 + 4660.25 + 3980.20) / 5
      average_cash_balance: { value: 4209.73, value_translation_key: 'Report.Deposit.NotCovered' },
      recurrent_costs: 1712.4,
      actual_monthly_rent: { value: 1240, display: true },
    });
    expect(report.deposit_affordable).toBe(false);
    expect(report.bank_statements_incomes?.label).toBe('Berliner Sparkasse · DE89100500000190123456');
    expect(report.bank_statements_incomes?.content[0]?.coverage.map((cell) => [cell.month, cell.value])).toEqual([
      [3, 'ok'],
      [4, 'missing'],
      [5, 'error'],
      [6, 'ok'],
      [7, 'ok'],
      [8, 'ok'],
    ]);
    expect(report.balance_over_time.map((point) => point.value)).toEqual([3420.1, 4975.3, 4012.8, 4660.25, 3980.2]);
    expect(report.payslips_incomes).toEqual([]);
    expect(report.other_documents).toEqual([
      // the values go with the info's text (info_params), not as raw notes
      { label: 'Report.OtherDocs.TaxReturn', type: 'fiscal_doc', info: 'Report.OtherDocs.TaxReturn', info_params: { year: 2025 }, notes: null, valid: true, msg: null, possible_type: null },
    ]);
    expect(report.checks).toEqual(
      expect.arrayContaining([
        { translation_key: 'Report.Check.ConsecutiveMonths', passed: false },
        { translation_key: 'Report.Check.StatementHolder', passed: true },
      ]),
    );
    expect(report.aggregated_error_messages.map((message) => [message.msg, message.type])).toEqual([
      ['BankAccts.Error.NotOriginal.Scan', 'error'],
      ['BankAccts.Error.Coverage', 'error'],
    ]);
    // PSD2 counts for the premium score: rent above 40 %? 1480 > 1574 no; deposit not covered, document errors
    expect(report.score).toEqual({ risk_level: 3, negative_characteristics: ['Report.Negative.LowCashBalance', 'Report.Negative.DocumentErrors'] });
  }, JOURNEY_TIMEOUT_MS);

  it('a rapid partner applicant: no confirmation step, payslips with the controls strip, shown once the partner waives the payment', async () => {
    const mario = await application();
    const email = 'mario.rossi@example.it';
    await deliver(
      mario.registered('Mario', 'Rossi', email, null),
      mario.terms('rapid', null),
      mario.payslip('lug.pdf', { period: '2026-07', net_pay: 182_000, employee_name: 'ROSSI MARIO', tax_id: 'RSSMRA85M01F205T', employer_name: 'Rossi e Bianchi S.p.A.', hiring_date: '2018-02-01', contract_type: 'open-ended' }),
      mario.payslip('ago.pdf', { period: '2026-08', net_pay: 182_000, employee_name: 'ROSSI MARIO', tax_id: 'RSSMRA85M01F205T', employer_name: 'Rossi e Bianchi S.p.A.' }),
      mario.payslip('set.pdf', { period: '2026-09', net_pay: 185_000, employee_name: 'ROSSI MARIO', tax_id: 'RSSMRA85M01F205T', employer_name: 'Rossi e Bianchi S.p.A.' }),
      mario.summary({ documents_parsed: 3 }),
    );
    const { report } = await builtReport(mario.applicationId, false);
    expect(report.type).toBe('rapid');
    expect(report.personal_details).toMatchObject({ name: 'Mario Rossi', mobile: null, date_of_birth: null });
    expect(report.personal_details.fields).toContainEqual({ translation_key: 'Report.Field.TaxCode', value: 'RSSMRA85M01F205T' });
    expect(report.payslips_incomes[0]?.coverage.map((cell) => [cell.month, cell.value, cell.numeric_value])).toEqual([
      [7, 'ok', 1820],
      [8, 'ok', 1820],
      [9, 'ok', 1850],
    ]);
    expect(report.payslips_controls?.content.map((control) => control.value)).toEqual([true, true, true, true, true, false]);
    expect(report.monthly_affordability).toBeNull();
    expect(report.bank_statements_incomes).toBeNull();

    expect((await getReport(mario, email)).status).toBe(402);
    await deliver(paymentWaived({ applicationId: mario.applicationId, reason: 'partner-pays' }, mario.applicationId));
    await testApp.app.get(PaymentClearanceService).onClearance(paymentWaived({ applicationId: mario.applicationId, reason: 'partner-pays' }, mario.applicationId), true, 'partner-pays');
    await eventually(() => outboxEventsOf(testApp.app, REPORT_DATABASE, mario.applicationId, reportCompleted.type), (found) => found.length === 1);
    const answer = await getReport(mario, email);
    expect(answer.body).toMatchObject({ hide_report: false, report: { type: 'rapid' } });
  }, JOURNEY_TIMEOUT_MS);

  it('a mortgage applicant: installment at the fixed 4.2 %, loan to value, cash flow and tax return', async () => {
    const anna = await application();
    await deliver(
      anna.registered('Anna', 'Bianchi', 'anna.bianchi@example.it', '+39-3331234567'),
      anna.terms('mortgage', null),
      anna.household('Employed'),
      anna.mortgage(250_000, 200_000),
      anna.payslip('set.pdf', { period: '2026-09', net_pay: 350_000, gross_pay: 520_000 }),
      anna.fiscal('CU_2026.pdf', { form: 'certificazione_unica', reference_year: 2025, gross_annual_income: 6_240_000, net_annual_income: 4_550_000 }),
      anna.summary({ documents_parsed: 2, recurrent_costs_monthly: 30_000 }),
      anna.declared(),
    );
    const { report } = await builtReport(anna.applicationId, false);
    expect(report.type).toBe('mortgage');
    expect(report.mortgage).toEqual({
      installment_affordability: { property_value: 250_000, down_payment: 50_000, loan_amount: 200_000, loan_to_value: 80, years: 25, rate_percent: 4.2, monthly_installment: 1077.88, affordable: true },
      cashflow: {
        inflows: [{ translation_key: 'Report.Employment.EmploymentIncome', monthly_amount: 3500 }],
        // no statements: no other payments known
        outflows: [{ translation_key: 'Report.Mortgage.MonthlyInstallment', monthly_amount: 1077.88 }],
      },
      tax_return: { reference_year: 2025, gross_annual_income: 62_400, net_annual_income: 45_500 },
    });
  }, JOURNEY_TIMEOUT_MS);

  it('keeps the newest of each input whatever the delivery order, and a deleted document stays deleted', async () => {
    const luca = await application();
    const payslip = luca.payslip('set.pdf', { period: '2026-09', net_pay: 200_000 });
    // its upload stamped later than its parse (another clock), delivered first: the parse still ends the wait
    const uploaded = luca.uploaded(payslip);
    const late = { ...uploaded, meta: { ...uploaded.meta, occurredAt: new Date(Date.parse(payslip.meta.occurredAt) + 60_000).toISOString() } };
    await deliver(luca.registered('Luca', 'Verdi', 'luca@example.it', null), luca.terms('rapid', null), late, payslip, payslip, luca.summary({ documents_parsed: 1 }));
    const first = await builtReport(luca.applicationId, false);
    expect(first.report.payslips_incomes).toHaveLength(1);
    // an older registration delivered late changes nothing
    const older = luca.registered('L.', 'V.', 'old@example.it', null);
    await deliver({ ...older, meta: { ...older.meta, occurredAt: '2020-01-01T00:00:00.000Z' } });
    await deliver(documentDeleted({ applicationId: luca.applicationId, documentId: payslip.payload.documentId, documentType: 'payslip' }, luca.applicationId), payslip);
    const { report } = await builtReport(luca.applicationId, true);
    expect(report.personal_details.name).toBe('Luca Verdi');
    expect(report.payslips_incomes).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);

  it('withholds the rent report of a rental-pass partner\'s applicant', async () => {
    const eva = await application();
    const email = 'eva.klein@gmail.com'; // a private address: organisation users may always download
    await deliver(
      eva.registered('Eva', 'Klein', email, null),
      eva.terms('rent', { name: '2-Zimmer-Wohnung mit Balkon', address: 'Schillerstraße 8, 80336 München', price: 1280, currentRent: null, deposit: null, companyName: 'RentalPass' }, true),
      eva.household('Employed'),
      eva.payslip('set.pdf', { period: '2026-09', net_pay: 300_000 }),
      eva.summary({ documents_parsed: 1 }),
      eva.declared(),
      eva.paid(),
    );
    const stored = await builtReport(eva.applicationId, false);
    expect(stored.content_withheld).toBe(true);
    const answer = await eventually(() => getReport(eva, email), (found) => found.status === 200);
    expect(answer.body).toMatchObject({ report: null, hide_report: false, content_withheld: true, can_download: false });
  }, JOURNEY_TIMEOUT_MS);

  it('takes the events from the bus, as the other services publish them', async () => {
    const sara = await application();
    const bus = testApp.app.get(EventBus);
    const payslip = sara.payslip('set.pdf', { period: '2026-09', net_pay: 210_000 });
    // the upload's event stamped later than the parse's (two clocks): the parse still ends the wait
    const uploaded = sara.uploaded(payslip);
    const late = { ...uploaded, meta: { ...uploaded.meta, occurredAt: new Date(Date.parse(payslip.meta.occurredAt) + 60_000).toISOString() } };
    for (const event of [sara.registered('Sara', 'Neri', 'sara.neri@gmail.com', null), sara.terms('rapid', null), late, payslip, sara.summary({ documents_parsed: 1 })]) await bus.publish(event);
    const { report } = await builtReport(sara.applicationId, false);
    expect(report.personal_details.name).toBe('Sara Neri');
    expect(report.payslips_incomes[0]?.coverage.at(-1)).toMatchObject({ value: 'ok', numeric_value: 2100 });
  }, JOURNEY_TIMEOUT_MS);
});
