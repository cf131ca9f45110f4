import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { DocumentFinding, IncomeSummary, Report } from '@tenant/contracts';
import { LANGUAGES } from '@tenant/domain';
import { rawTextReport, readableTextOfHtml } from '@tenant/i18n/testing';
import { ReportView } from '@tenant/report-view';
import { REPORT_FIXTURES } from '@tenant/report-view/fixtures';
import { missingReportTexts, renderReportHtml, reportI18n, reportPdfFooter, reportPdfHeader, resetMissingReportTexts } from '@tenant/report-view/server';
import { buildReport } from './computation/build-report.js';
import { emptyInputs, type InputDocument, type ReportInputs } from './computation/inputs.js';
import { resultPageUrl, reportReadyMail } from './mailing/report-ready-mail.js';
import { reportSummaryOf } from './reports/report-summary.js';
import { sharedSummaryMail } from './sharing/shared-summary-mail.js';

/**
 * No raw text reaches a reader of the report (issue 20): every view of it — the web report, the PDF
 * (body, page header and footer, the aggregated PDF), the report mail and the shared-summary mail — in
 * en, it and de, of the view's fixtures and of reports the computation builds from documents whose
 * findings carry values, shows no message key, no `{{placeholder}}`, and asks for no missing text or value.
 */

const context = { reportId: '5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f', generatedAt: new Date('2026-10-15T09:30:00.000Z') };
const verification = { url: 'https://tenant.example/it/verify-report?token=eyJ.eyJ.sig', shortUrl: 'https://tenant.example/api/v1/openapis/r/XX7vEC87TE2OX2p7jJ0OHw', qrSvg: '<svg></svg>' };

const document = (changes: Partial<InputDocument> & Pick<InputDocument, 'documentId' | 'documentType' | 'fileName'>): InputDocument => ({
  applicantId: 'a',
  status: 'parsed',
  figures: null,
  extraction: null,
  findings: [],
  summary: null,
  parsedAt: '2026-10-01T00:00:00.000Z',
  ...changes,
});

const statement = (month: string, days: number, findings: DocumentFinding[] = []): InputDocument =>
  document({
    documentId: `statement-${month}`,
    documentType: 'bank_statement',
    fileName: `estratto_${month}.pdf`,
    status: findings.some((finding) => finding.level === 'error') ? 'parsed with error' : 'parsed',
    figures: {
      bank_name: 'Intesa Sanpaolo',
      bank_code: '03069',
      iban: 'IT60X0542811101000000123456',
      holder: 'GIULIA CONTI',
      period_from: `${month}-01`,
      period_to: `${month}-${days}`,
      opening_balance: 520_000,
      closing_balance: 585_041,
      currency: 'EUR',
      transaction_count: 34,
      reconciled: true,
      salary_monthly: 189_600,
      rent_monthly: 85_000,
      recurrent_costs_monthly: 112_000,
      average_cash_balance: 585_041,
    },
    findings,
  });

const payslip = (period: string, findings: DocumentFinding[] = []): InputDocument =>
  document({
    documentId: `payslip-${period}`,
    documentType: 'payslip',
    fileName: `cedolino_${period}.pdf`,
    extraction: {
      kind: 'payslip',
      layout: 'zucchetti',
      country: 'IT',
      employee_name: 'CONTI GIULIA',
      tax_id: 'CNTGLI91D63A794K',
      employer_name: 'Lumen Software S.r.l.',
      employer_tax_number: null,
      gross_pay: 248_000,
      taxable_pay: null,
      period,
      net_pay: 189_600,
      hiring_date: '2019-03-01',
      contract_type: 'open-ended',
      level: null,
      job_title: null,
      thirteenth_month: false,
      fourteenth_month: false,
    },
    findings,
  });

const summary: IncomeSummary = {
  statements_parsed: 3,
  documents_parsed: 8,
  documents_with_errors: 1,
  coverage_from: '2026-07-01',
  coverage_to: '2026-09-30',
  salary_monthly: 189_600,
  rent_monthly: 85_000,
  recurrent_costs_monthly: 112_000,
  average_cash_balance: 585_041,
  // the statement-wide findings as income's checks raise them, with their values
  findings: [
    { key: 'BankAccts.Error.RentMismatch', level: 'warning', source: 'statements', params: { detected: 850, declared: 700 } },
    { key: 'BankAccts.Error.OtherIncomeNotDeclared', level: 'warning', source: 'statements', params: { income: 'pension' } },
    { key: 'Payslip.Warning.Coverage', level: 'warning', source: 'payslip-2026-09', params: { months: 3, missing: '2026-07' } },
  ],
};

/** An Italian employee renting, with statements, payslips, a CU, a contract and an expired passport, and findings with values. */
const renterInputs = (): ReportInputs => ({
  ...emptyInputs('app-raw-text'),
  applicant: { applicantId: 'a', firstName: 'Giulia', lastName: 'Conti', email: 'giulia.conti@example.it', mobile: '+39-3471234567' },
  terms: {
    applicationType: 'rent',
    listingId: '1001',
    rentalPassPartner: false,
    listing: { name: 'Bilocale Porta Venezia', address: 'Via Lazzaro Palazzi 7, 20124 Milano', price: 700, currentRent: 700, deposit: 2100, companyName: 'Casa Lombarda Immobiliare' },
  },
  personal: { fiscalCode: 'CNTGLI91D63A794K', nationality: 'IT', dateOfBirth: '23/04/1991', placeOfBirth: 'Bergamo', address: null },
  currentAddress: { country: 'IT', street: 'Via Paolo Sarpi', houseNum: '42', postcode: '20154', city: 'Milano', province: 'MI', state: null },
  identity: { method: 'webid', verifiedAt: '2026-10-02T10:00:00.000Z' },
  household: {
    employmentStatus: 'Employed',
    householdMembersCount: '1,0',
    members: [],
    guarantors: [{ fullname: 'Roberto Conti', relationship: 'Parent', role: 'guarantor', invited: true, email: 'roberto.conti@libero.it', dateOfBirth: null }],
    hasIncome: true,
    hasPets: false,
    accessibleHouse: false,
    livingSituation: 'rent',
    currentRent: 700,
    currentDeposit: 2100,
    rentArrears: 0,
  },
  incomeDetails: { typeOfContract: 'open-ended', paychecksPerYear: 14, otherIncomes: ['pension'] },
  questionnaire: { answers: [{ question: 'insolvency', response: 'NO', details: '' }, { question: 'landlord-proceedings', response: 'PNTS', details: '' }] },
  veridicity: { declaredAt: '2026-10-14T18:00:00.000Z' },
  income: summary,
  payment: { cleared: true },
  documents: [
    statement('2026-07', 31),
    statement('2026-08', 31),
    statement('2026-09', 30, [{ key: 'BankAccts.Error.NotOriginal.Editor', level: 'error', source: 'statement-2026-09', params: { tool: 'Adobe Acrobat Pro' } }]),
    payslip('2026-08'),
    payslip('2026-09', [{ key: 'Payslip.Warning.EmployerChanged', level: 'warning', source: 'payslip-2026-09', params: { employer: 'Lumen Software S.r.l.', expected: 'Lumen S.p.A.' } }]),
    document({
      documentId: 'cu',
      documentType: 'cud',
      fileName: 'CU_2026.pdf',
      extraction: { kind: 'fiscal', form: 'certificazione_unica', reference_year: 2025, gross_annual_income: 3_850_000, net_annual_income: 2_730_000, deductions: null, tax_id: null, tax_id_kind: null, tax_id_valid: null, taxpayer_name: null, employer: null },
      summary: {
        label: 'IncomeCheck.Section.cud',
        type: 'cud',
        info: { key: 'OtherDocuments.Info.Fiscal.certificazione_unica', params: { year: 2025, gross: '€38,500.00', net: '€27,300.00', gross_cents: 3_850_000, net_cents: 2_730_000 } },
        notes: [],
        valid: true,
        msg: null,
        possible_type: null,
      },
    }),
    document({
      documentId: 'contract',
      documentType: 'work_contract',
      fileName: 'contratto.pdf',
      status: 'parsed with error',
      findings: [{ key: 'Contract.Error.Ended', level: 'error', source: 'contract', params: { end: '2026-06-30' } }],
      summary: {
        label: 'IncomeCheck.Section.work_contract',
        type: 'work_contract',
        info: { key: 'OtherDocuments.Info.Contract.close-ended', params: { employer: 'Lumen Software S.r.l.', start: '2025-07-01', end: '2026-06-30' } },
        notes: ['Contract.Error.Ended'],
        valid: false,
        msg: 'Contract.Error.Ended',
        possible_type: null,
      },
    }),
    document({
      documentId: 'passport',
      documentType: 'national_id',
      fileName: 'passaporto.jpg',
      status: 'parsed with error',
      findings: [{ key: 'Identity.Error.Expired', level: 'error', source: 'passport', params: { expiry: '2026-06-14' } }],
      extraction: { kind: 'identity', id_type: 'PASSPORT', side: null, mrz_format: 'TD3', document_code: 'P', document_number: 'YA1234567', issuing_country: 'ITA', nationality: 'ITA', surname: 'CONTI', given_names: 'GIULIA', date_of_birth: '1991-04-23', expiry_date: '2026-06-14', sex: 'female', check_digits_valid: true, legible: true },
    }),
  ],
});

const computed = {
  'computed renter': buildReport(renterInputs(), context),
  'computed rapid': buildReport({ ...renterInputs(), terms: { applicationType: 'rapid', listingId: null, rentalPassPartner: false, listing: null } }, context),
  'computed mortgage': buildReport(
    {
      ...renterInputs(),
      terms: { applicationType: 'mortgage', listingId: null, rentalPassPartner: false, listing: null },
      mortgage: { identifiedProperty: true, propertyValue: 250_000, loanAmount: 200_000, funds: 50_000, loanPercentage: 80, sourcesOfFund: ['bank-account-balance'], propertyType: 'apartment', needFinancing: false },
    },
    context,
  ),
};
const REPORTS: [string, Report][] = [...Object.entries(REPORT_FIXTURES), ...Object.entries(computed)];

describe('no raw text in the report, its PDF and its mails', () => {
  beforeEach(() => resetMissingReportTexts());
  afterEach(() => expect(missingReportTexts()).toEqual([]));

  it.each(LANGUAGES.flatMap((lang) => REPORTS.map(([name, report]) => [lang, name, report] as const)))('the web report in %s: %s', async (lang, _name, report) => {
    // the browser's texts (report and income), recording what is asked for without a text or a value (afterEach)
    const i18n = (await reportI18n()).cloneInstance({ lng: lang, initAsync: false });
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(ReportView, { report, lang })));
    expect(rawTextReport(readableTextOfHtml(html))).toEqual([]);
  });

  it.each(LANGUAGES.flatMap((lang) => REPORTS.map(([name, report]) => [lang, name, report] as const)))('the PDF in %s: %s', async (lang, _name, report) => {
    const html = await renderReportHtml({ report, lang, verification });
    expect(rawTextReport(readableTextOfHtml(html))).toEqual([]);
    expect(rawTextReport(readableTextOfHtml(await reportPdfHeader(report, lang)))).toEqual([]);
    expect(rawTextReport(readableTextOfHtml(await reportPdfFooter(lang)))).toEqual([]);
  });

  it.each(LANGUAGES)('the aggregated PDF in %s, with a linked report and one still pending', async (lang) => {
    const html = await renderReportHtml({
      report: computed['computed renter'],
      lang,
      verification,
      linked: [
        { name: 'Jonas Weber', role: 'guarantor', report: REPORT_FIXTURES['german-self-employed-renter'] },
        { name: 'Sara Neri', role: 'co-applicant', report: null },
      ],
    });
    expect(rawTextReport(readableTextOfHtml(html))).toEqual([]);
  });

  it.each(LANGUAGES)('the report mail and the shared-summary mails in %s', async (lang) => {
    const report = computed['computed renter'];
    const ready = await reportReadyMail({ to: 'giulia.conti@example.it', firstName: 'Giulia', lang, report, pdf: Buffer.from('%PDF'), resultUrl: resultPageUrl('https://tenant.example', lang, report, 'app-raw-text') });
    const certificate = { applicantName: 'Giulia Conti', issuedAt: context.generatedAt, expiresAt: new Date('2026-12-14T09:30:00.000Z') };
    const mails = [
      ready,
      await sharedSummaryMail({ to: 'info@casalombarda.it', recipientName: 'Casa Lombarda Immobiliare', lang, summary: reportSummaryOf(certificate, report, { discloseFigures: true }), verifyUrl: verification.url }),
      await sharedSummaryMail({ to: 'landlord@example.it', recipientName: null, lang, summary: reportSummaryOf(certificate, report), verifyUrl: verification.url }),
    ];
    for (const mail of mails) {
      expect(rawTextReport([mail.subject, mail.text ?? '', ...(mail.attachments ?? []).map((attachment) => attachment.filename)].join('\n'))).toEqual([]);
      if (mail.html) expect(rawTextReport(readableTextOfHtml(mail.html))).toEqual([]);
    }
  });
});
