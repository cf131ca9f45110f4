import type { RentToIncomeBand, Report, ReportSummary, ReportSummaryFigures, VerificationCertificate } from '@tenant/contracts';
import type { StandingCertificate } from '../certificates/certificates.service.js';

/** Rent-to-income bands (the common one-third rule and the 40 % most lenders stop at). */
export const rentToIncomeBand = (percentage: number): RentToIncomeBand => (percentage <= 30 ? 'up_to_30' : percentage <= 40 ? 'from_30_to_40' : 'over_40');

/** The exact figures an applicant may choose to disclose with a summary (never statements or transactions). */
export const summaryFiguresOf = (report: Report): ReportSummaryFigures => ({
  net_monthly_income: report.employment?.monthly_income.net_value ?? null,
  gross_monthly_income: report.employment?.monthly_income.value ?? null,
  rent: report.monthly_affordability?.rent ?? report.listing_info.price ?? null,
  rent_to_income_percentage: report.monthly_affordability?.percentage ?? null,
  suggested_max_rent: report.monthly_affordability?.value ?? null,
  monthly_payments: report.employment && report.balance_over_time.length ? report.employment.recurrent_costs : null,
  detected_rent: report.employment?.actual_monthly_rent.value ?? null,
  average_balance: report.employment && report.balance_over_time.length ? report.employment.average_cash_balance.value : null,
});

/**
 * What a landlord or partner may see: by default bands and yes/no, never statements, transactions or
 * amounts; the exact figures only when the applicant disclosed them to this recipient.
 */
export const reportSummaryOf = (certificate: Pick<StandingCertificate, 'applicantName' | 'issuedAt' | 'expiresAt'>, report: Report | null, options: { discloseFigures?: boolean } = {}): ReportSummary => ({
  ...(options.discloseFigures && report ? { figures: summaryFiguresOf(report) } : {}),
  applicant_name: certificate.applicantName,
  created_at: certificate.issuedAt.toISOString(),
  valid_until: certificate.expiresAt.toISOString(),
  report_type: report?.type ?? 'rent',
  identity_verified_by: report?.personal_details.verified.value ? report.personal_details.verified.method : null,
  ...(report ? { identity: report.personal_details.verified } : {}),
  income_verified: !!report && (report.payslips_incomes.length > 0 || (report.bank_statements_incomes?.content.length ?? 0) > 0),
  rent_to_income_band: report?.monthly_affordability ? rentToIncomeBand(report.monthly_affordability.percentage) : null,
});

/** What the verify page shows of a standing certificate: who, when, and the report's identity statement (never "checked" when it was not). */
export const verificationCertificateOf = (
  certificate: Pick<StandingCertificate, 'applicantName' | 'issuedAt' | 'reportId' | 'version' | 'newerVersion'>,
  report: Report | null,
): VerificationCertificate => ({
  applicant_name: certificate.applicantName,
  created_at: certificate.issuedAt.toISOString(),
  // a certificate printed on a report says which version it is, and whether a newer one exists (README "Versions")
  ...(certificate.reportId ? { version: certificate.version, newer_version: certificate.newerVersion } : {}),
  ...(report ? { identity: report.personal_details.verified } : {}),
});
