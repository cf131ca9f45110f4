import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, ReviewerApplicationsResponse, ReviewerReportsResponse, ReviewerReportSummaryResponse, ReviewerSessionResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import type { ReviewerLogin, ReviewerVerify } from '@tenant/validation';

/** The reviewer's own session (never the applicant's token the base query would add). */
const reviewerAuth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The reviewers' dashboard (spec 2§6 Reviewer): login by e-mail code, the company's applications from onboarding, report states and summaries from the report service. */
export const reviewerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestReviewerCode: build.mutation<ApiEnvelope, ReviewerLogin>({
      query: (body) => ({ url: '/v1/reviewer/login', method: 'POST', body }),
    }),
    verifyReviewerCode: build.mutation<ReviewerSessionResponse, ReviewerVerify>({
      query: (body) => ({ url: '/v1/reviewer/verify', method: 'POST', body }),
    }),
    reviewerApplications: build.query<ReviewerApplicationsResponse, string>({
      query: (accessToken) => ({ url: '/v1/reviewer/applications', headers: reviewerAuth(accessToken) }),
    }),
    reviewerReports: build.query<ReviewerReportsResponse, string>({
      query: (accessToken) => ({ url: '/v2/reviewer/reports', headers: reviewerAuth(accessToken) }),
    }),
    reviewerReportSummary: build.query<ReviewerReportSummaryResponse, { accessToken: string; applicationId: string }>({
      query: ({ accessToken, applicationId }) => ({ url: '/v2/reviewer/report-summary', params: { [QUERY_APPLICATION_ID]: applicationId }, headers: reviewerAuth(accessToken) }),
    }),
  }),
});

export const { useRequestReviewerCodeMutation, useVerifyReviewerCodeMutation, useReviewerApplicationsQuery, useReviewerReportsQuery, useReviewerReportSummaryQuery } = reviewerApi;
