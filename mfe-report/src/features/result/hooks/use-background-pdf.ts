import { useEffect } from 'react';
import { useInvokeAggregatedPdfGenerationMutation, useLazyGetReportPdfQuery } from '../api/report-api.js';

/**
 * Spec 2§2 Result: a hidden report still has its PDF printed in the background, the aggregated PDF
 * for rent (with the linked co-applicants and guarantors), the report's own PDF for rapid, so it is
 * ready when the report is shown or sent on. Once per report.
 */
export const useBackgroundPdf = ({ reportId, hidden, rapid }: { reportId: string | null; hidden: boolean; rapid: boolean }) => {
  const [askForPdf] = useLazyGetReportPdfQuery();
  const [invokeAggregated] = useInvokeAggregatedPdfGenerationMutation();

  useEffect(() => {
    if (!hidden || !reportId) return;
    // a failed background print is no error of the screen: the download asks again
    if (rapid) void askForPdf(reportId);
    else void invokeAggregated(reportId);
  }, [hidden, reportId, rapid, askForPdf, invokeAggregated]);
};
