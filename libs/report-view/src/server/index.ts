// Server entry of @tenant/report-view: the report as a complete HTML page for the PDF printer.
export { missingReportTexts, renderReportHtml, reportI18n, reportPdfHeader, reportPdfFooter, reportTexts, resetMissingReportTexts } from './render-report-html.js';
export { summaryItems } from '../summary/summary-items.js';
export { identityStatement, keyFigureLines } from '../figures/report-figures.js';
export type { ReportTranslate } from '../summary/summary-items.js';
export { formatDay } from '../format/format.js';
export type { RenderReportOptions } from './render-report-html.js';
export type { LinkedReportPrint, ReportVerificationPrint } from './report-document.js';
