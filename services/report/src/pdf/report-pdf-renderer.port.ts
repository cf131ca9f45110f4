import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import type { LinkedReportPrint, ReportVerificationPrint } from '@tenant/report-view/server';

export interface ReportPdfInput {
  report: Report;
  lang: Language;
  verification: ReportVerificationPrint;
  /** the aggregated PDF: the linked people's parts after the main report, printed as one document */
  linked?: LinkedReportPrint[];
}

/** Prints a report (or a main report with its linked people's) to PDF bytes (DESIGN §4 providers: PDF rendering). */
export abstract class ReportPdfRenderer {
  abstract render(input: ReportPdfInput): Promise<Buffer>;
}
