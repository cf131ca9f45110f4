import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Report, ReviewerReportsResponse, ReviewerReportSummaryResponse } from '@tenant/contracts';
import { APPLICATION_NOT_FOUND, AUTH_MESSAGES, type ReviewerClaims } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { reportSummaryOf } from '../reports/report-summary.js';
import { ApplicationCompaniesService } from './application-companies.service.js';
import { reviewerStateOf, type ReviewedApplication } from './reviewer-report-state.js';

interface ReviewedRow {
  application_id: string;
  cleared: boolean | null;
  report: Report | null;
  hide_report: boolean | null;
}

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
    @InjectDataSource(REPORT_DATABASE) private readonly database: DataSource,
    private readonly companies: ApplicationCompaniesService,
  ) {}

  async states(reviewer: ReviewerClaims): Promise<ReviewerReportsResponse> {
    await this.requireStaff(reviewer);
    const rows = await this.reviewed(reviewer.companyId, null);
    return { success: true, reports: rows.map((row) => reviewerStateOf(reviewedOf(row))) };
  }

  async summary(reviewer: ReviewerClaims, applicationId: string | undefined): Promise<ReviewerReportSummaryResponse> {
    await this.requireStaff(reviewer);
    const [row] = applicationId && UUID.test(applicationId) ? await this.reviewed(reviewer.companyId, applicationId) : [];
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

  /** The company's applications (or the one named) with their clearance and latest report. */
  private reviewed(companyId: string, applicationId: string | null): Promise<ReviewedRow[]> {
    return this.database.query(
      `SELECT company.application_id, clearance.cleared, latest.report, latest.hide_report
         FROM application_companies company
         LEFT JOIN payment_clearances clearance ON clearance.application_id = company.application_id
         LEFT JOIN LATERAL (
           SELECT document.report, document.hide_report FROM report_documents document
            WHERE document.application_id = company.application_id ORDER BY document.version DESC NULLS LAST, document.created_at DESC LIMIT 1
         ) latest ON true
        WHERE company.company_id = $1 AND ($2::uuid IS NULL OR company.application_id = $2::uuid)`,
      [companyId, applicationId],
    ) as Promise<ReviewedRow[]>;
  }
}
