import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import type { ReportVerificationPrint } from '@tenant/report-view/server';

export interface ReportPdfInput {
  report: Report;
  lang: Language;
  verification: ReportVerificationPrint;
}

/** Prints a report to PDF bytes (DESIGN §4 providers: PDF rendering). */
export abstract class ReportPdfRenderer {
  abstract render(input: ReportPdfInput): Promise<Buffer>;
}
