// The public API of @tenant/report-view: the one report view (spec 2§2/2§3) and its formats.
export { ReportView } from './report-view.js';
export type { ReportViewProps } from './report-view.js';
export type { ReportStanding } from './sections/report-header.js';
export { ControlsStrip, controlOutcome } from './sections/controls-strip.js';
export { formatDay, formatMoney, formatMonth } from './format/format.js';
export { numberMessages } from './messages/numbering.js';
export type { NumberedMessage } from './messages/numbering.js';
export { reportViewCss } from './styles/report-view.css.js';
export { summaryItems } from './summary/summary-items.js';
export { identityStatement, keyFigureLines } from './figures/report-figures.js';
export type { ReportTranslate } from './summary/summary-items.js';
