import { createAction } from '@reduxjs/toolkit';
import type { Language } from '@tenant/domain';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';

// Report and its verification certificate (spec 2§3, 2§4).

export interface VerificationCertificate {
  applicant_name: string;
  created_at: string;
  /** the version of the report the certificate was printed on (README "Versions") */
  version?: number | null;
  /** a newer version of the same report was issued: this one stays genuine but is not the current one */
  newer_version?: { version: number; issued_at: string } | null;
  /** the report's identity statement (the same as its personal details); absent for a certificate issued without a report */
  identity?: ReportIdentity;
}

/** The report's one identity statement: verified or not, by which method and on which day (ISO date). */
export interface ReportIdentity {
  value: boolean;
  method: 'webid' | 'psd2' | 'photo_id' | 'bank_id' | null;
  date: string | null;
}

export interface VerifyQrCodeResponse extends ApiEnvelope {
  certificate?: VerificationCertificate;
}

/** GET /api/v1/openapis/short-code?code=: the token the short code printed under a QR code stands for. */
export interface ShortCodeResponse extends ApiEnvelope {
  token: string;
}

/** A report is ready; the shell posts COMPLETED to an embedding parent window. */
export const reportCompleted = createAction('report/completed', withMeta<{ applicationId: string; reportId: string }>());

// ---------------------------------------------------------------------------------------------
// The report (spec 2§3 Report, Record row) as GET /api/v2/report/ returns it. Field names are the
// spec's (snake_case). Texts are translation keys of the `report` namespace; amounts are euros.
// ---------------------------------------------------------------------------------------------

/** rent (full), rapid (per-employment summary and payslip controls) or the mortgage variant. */
export type ReportType = 'rent' | 'rapid' | 'mortgage';

/** A message level: blocking errors red, warnings orange (spec 2§8). */
export type ReportMessageLevel = 'error' | 'warning';

/** One month's state in a coverage row (spec 2§3 Record row). */
export type CoverageValue = 'missing' | 'warning' | 'error' | 'ok';

/** One cell of a Record row: a month (year + month 1-12) of a document or income line. */
export interface CoverageEntry {
  value: CoverageValue;
  numeric_value: number | null;
  translation_key: string | null;
  year: number;
  /** 1-12; shown as the month's abbreviation (spec 2§9 dates) */
  month: number;
  /** the cell's message key; an aggregated message with the same key is linked to it */
  msg: string | null;
  values: number[];
}

/** A Record row (spec 2§3): one income line or document with its months. */
export interface RecordRow {
  label: string;
  notes: string | null;
  is_fraud: boolean;
  coverage: CoverageEntry[];
}

/** Pets answer of the questionnaire. */
export interface ReportPets {
  translation_key: string;
  has_pets: boolean;
  value: string | null;
}

/** A labelled value of the rapid personal details, or a control with its result. */
export interface ReportField {
  translation_key: string;
  value: string | null;
}

export interface ReportControl {
  translation_key: string;
  /** yes/no answer of the control; null when it could not be run */
  value: boolean | null;
  /** tick: shown as an icon; yes_no: shown as the words yes/no */
  icon: 'tick' | 'yes_no';
  /** true where a yes is bad news (e.g. 'duplicate found'): the colours swap */
  reverse_colors: boolean;
}

export interface ReportAddress {
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

export interface ReportPersonalDetails {
  name: string;
  /** the user id */
  id: string;
  email: string;
  report_id: string;
  /** ISO date-time the report was generated */
  generated_on: string;
  /** ISO date the report stops being valid (generated_on + REPORT_VALIDITY_DAYS) */
  valid_until: string;
  mobile: string | null;
  date_of_birth: string | null;
  birth_address: string | null;
  current_address: ReportAddress | null;
  residency_label: string | null;
  pets: ReportPets | null;
  /** identity verified, and by which method */
  verified: ReportIdentity;
  /** rapid: the fields shown instead of the identity block */
  fields: ReportField[];
  /** rapid: the checks run on the personal details */
  controls: ReportControl[];
}

export interface ReportListingInfo {
  company_name: string | null;
  listing_name: string | null;
  address: string | null;
  price: number | null;
  /** the applicant's current rent: the rent the statements booked, else the one declared */
  current_rent: number | null;
  /** which of the two current_rent is; null without one */
  current_rent_source?: 'detected' | 'declared' | null;
  deposit: number | null;
}

/** Suggested maximum monthly rent: value within [min, max]; percentage is the listing rent's share of income. */
export interface ReportMonthlyAffordability {
  value: number;
  min: number;
  max: number;
  percentage: number;
  rent: number | null;
  translation_key: string;
}

export interface ReportEmployment {
  status: string;
  monthly_income: { value: number; net_value: number };
  recurrent_costs: number;
  employment_monthly_income: number;
  employer: string | null;
  other_monthly_income: { value: number; warning: string | null };
  type_of_contract: string | null;
  paychecks_per_year: number | null;
  average_cash_balance: { value: number; value_translation_key: string };
  actual_monthly_rent: { value: number | null; valid: boolean; display: boolean; error_msg: string | null };
  employment_start_date: string | null;
  seniority: { value: number | null; valid: boolean };
  active_contract: boolean | null;
}

/** Bank-statement incomes: one Record row per income line, and the files that could not be read. */
export interface ReportIncomeSection {
  label: string;
  content: RecordRow[];
  error_files: string[];
}

/** One payslip series (an employer) with its months. */
export interface ReportPayslipIncome {
  label: string;
  coverage: CoverageEntry[];
  error_files: string[];
}

export interface ReportPayslipsControls {
  label: string;
  content: ReportControl[];
}

export interface ReportRecurrentCost {
  label: string;
  translation_key: string;
  monthly_amount: number;
  coverage: CoverageEntry[];
}

export interface ReportOtherDocument {
  label: string;
  type: string;
  info: string | null;
  /** the values `info`'s text shows (the year and income of a fiscal form, the employer and dates of a contract) */
  info_params?: Record<string, string | number>;
  notes: string | null;
  valid: boolean;
  msg: string | null;
  possible_type: string | null;
}

export interface ReportNationalId {
  type: string;
  value: string;
  country: string;
  expiration_date: string | null;
  expiration_date_label: string;
  valid: boolean;
  error_msg: string | null;
}

export interface ReportGuarantor {
  fullname: string;
  relationship: string;
  /** null when not known (a report of inputs from before household/submitted carried it) */
  email: string | null;
}

export interface ReportHouseholdMember {
  fullname: string;
  relationship: string;
  role: 'main_applicant' | 'co_applicant' | 'guarantor' | 'member';
  email: string | null;
  date_of_birth: string | null;
}

/** A questionnaire answer: the question's key and the answer (a key or free text). */
export interface ReportQuestionAnswer {
  translation_key: string;
  value: string;
  /** the answer is itself a translation key (yes/no/choice) rather than free text */
  value_is_key: boolean;
}

/** A report-level message; numbered in the view and linked to the cells whose msg equals it. */
export interface ReportAggregatedMessage {
  msg: string;
  type: ReportMessageLevel;
  source: string;
  /** the values the message's text shows, as the finding carried them (the rent detected and declared, the editing tool) */
  params?: Record<string, string | number>;
}

/** What the checks covered, printed on the PDF and shown beside the certificate. */
export interface ReportCheck {
  translation_key: string;
  passed: boolean;
}

/** Mortgage variant (spec 2§2): installment affordability at the fixed rate, cash flow, tax return. */
export interface ReportMortgage {
  installment_affordability: {
    property_value: number;
    down_payment: number;
    loan_amount: number;
    loan_to_value: number;
    years: number;
    rate_percent: number;
    monthly_installment: number;
    affordable: boolean;
  };
  cashflow: { inflows: Array<{ translation_key: string; monthly_amount: number }>; outflows: Array<{ translation_key: string; monthly_amount: number }> };
  tax_return: { reference_year: number; gross_annual_income: number; net_annual_income: number } | null;
}

/** Premium score (only with identity verified by WebID or PSD2): one of 6 risk levels. */
export interface ReportScore {
  /** 1 (lowest risk) to SCORE_RISK_LEVELS */
  risk_level: number;
  negative_characteristics: string[];
}

/** A month of the charts: income received and end-of-month balance. */
export interface ReportMonthFigure {
  year: number;
  month: number;
  value: number;
}

export interface Report {
  type: ReportType;
  personal_details: ReportPersonalDetails;
  listing_info: ReportListingInfo;
  monthly_affordability: ReportMonthlyAffordability | null;
  employment: ReportEmployment | null;
  /** income per month and balance over time (the charts) */
  income_per_month: ReportMonthFigure[];
  balance_over_time: ReportMonthFigure[];
  /** cash balance covers DEPOSIT_RENT_MULTIPLE × rent */
  deposit_affordable: boolean | null;
  bank_statements_incomes: ReportIncomeSection | null;
  payslips_incomes: ReportPayslipIncome[];
  payslips_controls: ReportPayslipsControls | null;
  recurrent_costs: { content: ReportRecurrentCost[] };
  other_documents: ReportOtherDocument[];
  national_ids: ReportNationalId[];
  guarantors: { content: ReportGuarantor[] };
  hh_members: { label: string; content: ReportHouseholdMember[] };
  other_questions: ReportQuestionAnswer[];
  aggregated_error_messages: ReportAggregatedMessage[];
  checks: ReportCheck[];
  score: ReportScore | null;
  mortgage: ReportMortgage | null;
}

/** GET /api/v2/report/ (spec 2§7): the report, or hide_report while it must not be shown. */
/**
 * Why changes made after a report was issued are still a draft (README "Versions"): documents still
 * being read, a new declaration of veridicity, a paid period that has ended, or a rapid application
 * (no declaration step: a new application instead).
 */
export type ReportDraftNeed = 'documents-processing' | 'declaration' | 'validity-ended' | 'new-application';

/** Changes after the issued version: the applicant sees them as a draft until a new version is issued. */
export interface ReportDraft {
  report_id: string;
  updated_on: string;
  needs: ReportDraftNeed[];
  /** the draft's content, null while documents are still read */
  report: Report | null;
}

/** issued: the current version; withdrawn: its applicant withdrew it (no validity, no PDF); draft: never issued yet. */
export type ReportState = 'issued' | 'withdrawn' | 'draft';

export interface ReportResponse extends ApiEnvelope {
  report: Report | null;
  hide_report: boolean;
  report_id: string | null;
  /** set once the PDF exists */
  pdf_link?: string | null;
  /** the caller may download the PDF (organisation users always; spec 2§6) */
  can_download?: boolean;
  /** the rental-pass partner: the rent report's content is withheld (spec 2§6) */
  content_withheld?: boolean;
  /** the caller owns the application and the report is shown and not withdrawn: they may share a summary or withdraw it */
  can_share?: boolean;
  state?: ReportState;
  /** the issued version shown (1, 2, …), null before the first issue */
  version?: number | null;
  issued_on?: string | null;
  withdrawn_on?: string | null;
  /** changes after the issued version, not issued yet */
  draft?: ReportDraft | null;
}

/** GET /api/v2/report/pdf?report_id= (spec 2§7): a signed, expiring link once the PDF exists. */
export interface ReportPdfResponse extends ApiEnvelope {
  pdf_link: string | null;
}

/** GET /api/v2/report/create-new-app (rapid). */
export interface CreateNewAppResponse extends ApiEnvelope {
  application_id: string;
  /** a fresh session token that grants the new application too: every service opens it at once (DESIGN §8) */
  access_token?: string;
}

/** POST /api/v2/report/revoke?report_id=: the applicant withdraws the report; its QR stops verifying. */
export interface RevokeReportResponse extends ApiEnvelope {
  revoked_at: string;
}

/** Rent-to-income bands of the verified summary: a landlord sees the band, not the figures, unless the applicant discloses them. */
export type RentToIncomeBand = 'up_to_30' | 'from_30_to_40' | 'over_40';

/** A verified summary of a report for landlords and partners (no statements, no transactions). */
export interface ReportSummary {
  applicant_name: string;
  created_at: string;
  valid_until: string;
  report_type: ReportType;
  identity_verified_by: 'webid' | 'psd2' | 'photo_id' | 'bank_id' | null;
  /** the report's identity statement (method and date), as its personal details print it */
  identity?: ReportIdentity;
  income_verified: boolean;
  rent_to_income_band: RentToIncomeBand | null;
  /** the exact figures, only where the applicant chose to disclose them to this recipient */
  figures?: ReportSummaryFigures;
}

/** Exact figures of a shared summary (euros a month; the percentage is the rent's share of net income). */
export interface ReportSummaryFigures {
  net_monthly_income: number | null;
  gross_monthly_income: number | null;
  rent: number | null;
  rent_to_income_percentage: number | null;
  suggested_max_rent: number | null;
  /** the report's monthly payments, detected rent and average balance (absent in summaries of older reports) */
  monthly_payments?: number | null;
  detected_rent?: number | null;
  average_balance?: number | null;
}

/**
 * The applicant shared a verified summary of a report with a landlord or company (spec 2§1: only with
 * consent); the report service mails it to the recipient once this is committed.
 */
export const reportShared = createAction('report/shared', withMeta<{ applicationId: string; shareId: string }>());

/** A summary the applicant shared: with whom, when, whether with exact figures, and whether withdrawn since. */
export interface ReportShare {
  id: string;
  report_id: string;
  recipient_email: string;
  recipient_name: string | null;
  disclose_figures: boolean;
  /** the language of the e-mail to the recipient */
  lang: Language;
  shared_at: string;
  /** when the e-mail left; null while it is on its way */
  mailed_at: string | null;
  /** when the applicant withdrew it (or the whole report); the link in the e-mail then answers Revoked */
  revoked_at: string | null;
}

/** POST /api/v2/report/shares?report_id= (owner only), validated by reportShareSchema of @tenant/validation. */
export interface ShareReportRequest {
  recipient_email: string;
  recipient_name?: string | null;
  disclose_figures: boolean;
  lang: Language;
  /** the applicant's explicit consent to this sharing */
  consent: boolean;
}

export interface ShareReportResponse extends ApiEnvelope {
  share: ReportShare;
}

/** GET /api/v2/report/shares?report_id=: every summary shared from that report, newest first. */
export interface ReportSharesResponse extends ApiEnvelope {
  shares: ReportShare[];
}

/** GET /api/v1/openapis/report-summary?token= (the QR code's certificate token). */
export interface ReportSummaryResponse extends ApiEnvelope {
  summary?: ReportSummary;
}
