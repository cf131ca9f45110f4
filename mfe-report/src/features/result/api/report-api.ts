import { baseApi } from '@tenant/api-client';
import type { CreateNewAppResponse, ReportPdfResponse, ReportResponse, ReportSharesResponse, RevokeReportResponse, ShareReportRequest, ShareReportResponse } from '@tenant/contracts';

/** The summaries shared from a report: refetched after sharing, withdrawing one, or withdrawing the report. */
const SHARES_TAG = 'ReportShares';
/** The report itself: refetched after withdrawing it (it then shows its withdrawn state). */
const REPORT_TAG = 'Report';

/** The result step's calls (spec 2§7 v2/report/*); application_id and lang are added by the base query. */
export const reportApi = baseApi.enhanceEndpoints({ addTagTypes: [SHARES_TAG, REPORT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportResponse, void>({ query: () => '/v2/report/', providesTags: [REPORT_TAG] }),
    /** The report's own PDF: a link once printed, else null (asking starts the print). */
    getReportPdf: build.query<ReportPdfResponse, string>({ query: (reportId) => ({ url: '/v2/report/pdf', params: { report_id: reportId } }) }),
    /** Starts printing the aggregated PDF: the report with its linked co-applicants' and guarantors' reports. */
    invokeAggregatedPdfGeneration: build.mutation<{ success: boolean }, string>({
      query: (reportId) => ({ url: '/v2/report/invoke-aggregated-pdf-generation', params: { report_id: reportId } }),
    }),
    revokeReport: build.mutation<RevokeReportResponse, string>({
      query: (reportId) => ({ url: '/v2/report/revoke', method: 'POST', params: { report_id: reportId } }),
      invalidatesTags: [SHARES_TAG, REPORT_TAG],
    }),
    createNewApp: build.mutation<CreateNewAppResponse, void>({ query: () => '/v2/report/create-new-app' }),
    getReportShares: build.query<ReportSharesResponse, string>({
      query: (reportId) => ({ url: '/v2/report/shares', params: { report_id: reportId } }),
      providesTags: [SHARES_TAG],
    }),
    shareReport: build.mutation<ShareReportResponse, { reportId: string; share: ShareReportRequest }>({
      query: ({ reportId, share }) => ({ url: '/v2/report/shares', method: 'POST', params: { report_id: reportId }, body: share }),
      invalidatesTags: [SHARES_TAG],
    }),
    revokeShare: build.mutation<ShareReportResponse, string>({
      query: (shareId) => ({ url: `/v2/report/shares/${encodeURIComponent(shareId)}/revoke`, method: 'POST' }),
      invalidatesTags: [SHARES_TAG],
    }),
  }),
});

export const {
  useGetReportQuery,
  useLazyGetReportPdfQuery,
  useInvokeAggregatedPdfGenerationMutation,
  useRevokeReportMutation,
  useCreateNewAppMutation,
  useGetReportSharesQuery,
  useShareReportMutation,
  useRevokeShareMutation,
} = reportApi;
