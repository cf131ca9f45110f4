import type { Report, ReviewerReportState, ReviewerReportStatus } from '@tenant/contracts';

/** What the report service knows of one application, for its company's reviewers. */
export interface ReviewedApplication {
  applicationId: string;
  /** paid, or the payment waived (payment_clearances) */
  cleared: boolean;
  /** its latest report, if one is stored */
  latest: { report: Report; hideReport: boolean } | null;
}

/**
 * in progress until paid (the report service builds a hidden draft as soon as the first inputs arrive:
 * that is still in progress); paid until a report is stored; then report ready, or hidden while its
 * checks run (spec 2§8 Results.Error.HideReport). A shown report counts even if a refund took the
 * clearance back.
 */
export const reviewerStatusOf = ({ cleared, latest }: ReviewedApplication): ReviewerReportStatus => {
  if (latest && !latest.hideReport) return 'report_ready';
  if (!cleared) return 'in_progress';
  return latest ? 'hidden' : 'paid';
};

/** The status and, of a report that may be shown, its premium score's risk level (null without a score). */
export const reviewerStateOf = (application: ReviewedApplication): ReviewerReportState => {
  const status = reviewerStatusOf(application);
  return {
    application_id: application.applicationId,
    status,
    risk_level: status === 'report_ready' ? (application.latest?.report.score?.risk_level ?? null) : null,
  };
};
