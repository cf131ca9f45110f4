import type { ApiEnvelope } from './api-envelope.js';
import type { ApplicantRole } from '@tenant/domain';
import type { ReportSummary } from './report.js';

// The reviewers' dashboard (spec 2§6 Reviewer): company staff log in with an e-mailed one-time code and
// see their company's applications and each report's verified summary, nothing else.

/** POST /api/v1/reviewer/verify: a reviewer session (its own token kind, never an applicant's). */
export interface ReviewerSessionResponse extends ApiEnvelope {
  access_token: string;
  expires_at: string;
  company_name: string;
}

/** One application of the reviewer's company, as onboarding knows it. */
export interface ReviewerApplication {
  application_id: string;
  applicant_name: string;
  applicant_role: ApplicantRole;
  application_type: string;
  listing_name: string;
  created_at: string;
}

/** GET /api/v1/reviewer/applications: the company's applications, newest first. */
export interface ReviewerApplicationsResponse extends ApiEnvelope {
  company_name: string;
  applications: ReviewerApplication[];
}

/** Where an application's report stands, as the report service knows it. */
export type ReviewerReportStatus = 'in_progress' | 'paid' | 'report_ready' | 'hidden';

export interface ReviewerReportState {
  application_id: string;
  status: ReviewerReportStatus;
  /** the premium score's risk level (1 lowest … SCORE_RISK_LEVELS) when the report has one */
  risk_level: number | null;
}

/** GET /api/v2/reviewer/reports: the report state of each of the company's applications the report service knows. */
export interface ReviewerReportsResponse extends ApiEnvelope {
  reports: ReviewerReportState[];
}

/** GET /api/v2/reviewer/report-summary?application_id=: the verified summary (bands, no figures) once the report is ready. */
export interface ReviewerReportSummaryResponse extends ApiEnvelope {
  state: ReviewerReportState;
  summary: ReportSummary | null;
}
