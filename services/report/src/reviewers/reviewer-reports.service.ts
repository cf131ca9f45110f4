import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { ReviewerReportsResponse, ReviewerReportSummaryResponse } from '@tenant/contracts';
import { APPLICATION_NOT_FOUND, AUTH_MESSAGES, type ReviewerClaims } from '@tenant/server-kit';
import { reportSummaryOf } from '../reports/report-summary.js';
import { ApplicationCompaniesService } from './application-companies.service.js';
import { ReviewedApplicationsRepository, type ReviewedRow } from './reviewed-applications.repository.js';
import { reviewerStateOf, type ReviewedApplication } from './reviewer-report-state.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const reviewedOf = (row: ReviewedRow): ReviewedApplication => ({
  applicationId: row.application_id,
  cleared: row.cleared ?? false,
  latest: row.report ? { report: row.report, hideReport: row.hide_report ?? false } : null,
});

/**
 * The reviewers' view of reports (spec 2§6 Reviewer): only applications made to the token's company
 * (application_companies); anything else is the same 404 as a missing application. A reviewer sees the
 * status, the risk level and the verified summary (bands and yes/no, never statements, transactions
 * or figures), never the report itself.
 */
@Injectable()
export class ReviewerReportsService {
  constructor(
    private readonly reviewed: ReviewedApplicationsRepository,
    private readonly companies: ApplicationCompaniesService,
  ) {}

  async states(reviewer: ReviewerClaims): Promise<ReviewerReportsResponse> {
    await this.requireStaff(reviewer);
    const rows = await this.reviewed.ofCompany(reviewer.companyId, null);
    return { success: true, reports: rows.map((row) => reviewerStateOf(reviewedOf(row))) };
  }

  async summary(reviewer: ReviewerClaims, applicationId: string | undefined): Promise<ReviewerReportSummaryResponse> {
    await this.requireStaff(reviewer);
    const [row] = applicationId && UUID.test(applicationId) ? await this.reviewed.ofCompany(reviewer.companyId, applicationId) : [];
    if (!row) throw new NotFoundException(APPLICATION_NOT_FOUND);
    const application = reviewedOf(row);
    const state = reviewerStateOf(application);
    const report = state.status === 'report_ready' ? application.latest?.report : null;
    if (!report) return { success: true, state, summary: null };
    const { name, generated_on, valid_until } = report.personal_details;
    const summary = reportSummaryOf({ applicantName: name, issuedAt: new Date(generated_on), expiresAt: new Date(valid_until) }, report);
    return { success: true, state, summary };
  }

  /** A domain the company no longer has ends its reviewers' sessions (as onboarding's list does). */
  private async requireStaff(reviewer: ReviewerClaims): Promise<void> {
    if (!(await this.companies.isStaff(reviewer.companyId, reviewer.email))) throw new UnauthorizedException(AUTH_MESSAGES.claims);
  }
}
