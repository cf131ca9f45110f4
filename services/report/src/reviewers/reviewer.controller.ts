import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReviewerReportsResponse, ReviewerReportSummaryResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, CurrentReviewer, type ReviewerClaims } from '@tenant/server-kit';
import { ReviewerReportsService } from './reviewer-reports.service.js';

/** The reviewers' dashboard's report calls (spec 2§6 Reviewer), scoped to the reviewer token's company. */
@ApiTags('reviewer')
@Controller('v2/reviewer')
@Access('reviewer')
export class ReviewerReportsController {
  constructor(private readonly reviewers: ReviewerReportsService) {}

  @Get('reports')
  @Answers('ReviewerReportsResponse', 'the reports of the reviewer’s company’s applications')
  reports(@CurrentReviewer() reviewer: ReviewerClaims): Promise<ReviewerReportsResponse> {
    return this.reviewers.states(reviewer);
  }

  @Get('report-summary')
  @ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
  @Answers('ReviewerReportSummaryResponse', 'the verified summary (bands, no figures) once the report is ready, else null')
  summary(@CurrentReviewer() reviewer: ReviewerClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ReviewerReportSummaryResponse> {
    return this.reviewers.summary(reviewer, applicationId);
  }
}
