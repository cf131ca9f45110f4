/**
 * The page of the PDF: the theme's tokens (no partner branding on a certificate), the fonts installed
 * from Debian, and the print layout. It comes after the view's own rules and overrides them for the
 * print medium: a dense A4 document (two to three pages for a full report) whose first page carries
 * the header with the certificate beside it, the verdict cards and the income; sections flow on
 * across pages, while a card, a table row or a heading with its first lines stays together.
 */
export const printCss = `
@page { size: A4; margin: 13mm 11mm 12mm; }
:root { --color-primary: #1f5fbf; --color-secondary: #0b2e59; --color-background: #f6f8fb; --color-surface: #ffffff; --color-text: #1b2430;
  --color-muted: #5b6675; --color-border: #d5dbe3; --color-error: #b3261e; --color-error-bg: #fdecea; --color-warning: #a15c00;
  --color-warning-bg: #fff4e0; --color-success: #1e7a3c; --color-info-bg: #e8f0fb; --radius: 5px; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; color: var(--color-text); background: #fff; }

.rv-report--print { font-size: 9px; line-height: 1.32; }
.rv-report--print .rv-header { margin: 0 0 3mm; }
.rv-report--print .rv-header__kicker { font-size: 8px; }
.rv-report--print .rv-header__name { font-size: 17px; margin: .5mm 0 1.5mm; color: var(--color-secondary); }
.rv-report--print .rv-facts { grid-template-columns: repeat(auto-fill, minmax(38mm, 1fr)); gap: 1mm 3mm; }
.rv-report--print .rv-facts dt { font-size: 7.5px; }
.rv-report--print .rv-facts dd { overflow-wrap: anywhere; }
.rv-report--print .rv-facts__item { break-inside: avoid; }
.rv-report--print .rv-header .rv-facts { grid-template-columns: repeat(2, 1fr); }

.rv-report--print .rv-actions { float: right; width: 78mm; margin: 0 0 2mm 4mm; display: block; }
.rv-certificate { display: flex; flex-wrap: wrap; gap: 1.5mm 2.5mm; align-items: flex-start; border: 1px solid var(--color-border); border-radius: var(--radius); padding: 2mm; background: var(--color-info-bg); }
.rv-certificate__qr svg { width: 33mm; height: 33mm; display: block; background: #fff; }
.rv-certificate p { margin: 0 0 1mm; font-size: 8px; }
.rv-certificate__title { font-weight: 700; font-size: 9px !important; }
.rv-certificate > div:not(.rv-certificate__qr) { flex: 1; }
.rv-certificate__url { flex-basis: 100%; margin: 0 !important; font-family: 'DejaVu Sans Mono', monospace; font-size: 6.5px !important; white-space: nowrap; }

/* two or three cards share the width: no empty third of a row when the report has no score card */
.rv-report--print .rv-cards { clear: both; grid-template-columns: repeat(auto-fit, minmax(55mm, 1fr)); gap: 2.5mm; margin: 0 0 3mm; }
.rv-report--print .rv-card { padding: 2mm 2.5mm; break-inside: avoid; margin: 0; }
.rv-report--print .rv-card .rv-facts { grid-template-columns: 1fr 1fr; gap: .6mm 2mm; }
.rv-report--print .rv-gauge { width: 100%; height: auto; max-width: 52mm; }
.rv-report--print .rv-affordability { gap: 1mm; }
.rv-report--print .rv-affordability p { margin: .4mm 0; }
.rv-report--print .rv-score__level { font-size: 10px; margin: 0 0 1mm; }
.rv-report--print .rv-score__legend { font-size: 8px; gap: 0; }
.rv-report--print .rv-score__step { padding: .2mm 1mm; }

.rv-report--print .rv-section { break-inside: auto; margin: 0 0 3mm; }
.rv-report--print .rv-section__title, .rv-issuer h2 { font-size: 11.5px; margin: 0 0 1.2mm; color: var(--color-secondary); break-after: avoid; }
.rv-report--print .rv-subtitle { font-size: 10px; margin: 1.5mm 0 .8mm; break-after: avoid; }
.rv-report--print .rv-muted { margin: 0 0 .8mm; }
.rv-report--print .rv-charts { grid-template-columns: 1fr 1fr; gap: 4mm; margin: 0 0 1.5mm; break-inside: avoid; }
.rv-report--print .rv-chart svg { max-height: 34mm; }
.rv-report--print .rv-chart__title { margin: 0 0 .5mm; }
/* twelve month labels fit under a half-page chart */
.rv-report--print .rv-chart__tick { font-size: 8px; }
.rv-report--print .rv-table-wrap { overflow: visible; }
.rv-report--print .rv-table { font-size: 8.5px; margin: 0 0 1mm; }
.rv-report--print .rv-table th, .rv-report--print .rv-table td { padding: .7mm 1.2mm; }
.rv-report--print .rv-table thead th { font-size: 7.5px; }
.rv-report--print .rv-table tr { break-inside: avoid; }
.rv-report--print .rv-row__notes { font-size: 7.5px; }
.rv-report--print .rv-status { width: 3.2mm; height: 3.2mm; font-size: 6.5px; }
.rv-report--print .rv-controls { gap: 1mm; margin: .5mm 0 0; }
.rv-report--print .rv-control { padding: .4mm 2mm; font-size: 8px; }
.rv-report--print .rv-list__item { padding: .8mm 0; }
/* the view's sizes in rem are for the screen's 16px root: printed they follow the 9px text */
.rv-report--print .rv-badge, .rv-report--print .rv-ref, .rv-report--print .rv-cell__note, .rv-report--print .rv-facts dt, .rv-report--print .rv-chart__note { font-size: 7.5px; }
.rv-report--print .rv-badge { padding: 0 1mm; }
.rv-report--print .rv-checks { columns: 3; margin: 0; }
.rv-report--print .rv-message { padding: .8mm 2mm; margin: 0 0 .8mm; break-inside: avoid; }

.rv-issuer { font-size: 8.5px; line-height: 1.35; border-top: 2px solid var(--color-secondary); padding: 2mm 0 0; margin: 3mm 0 0; break-inside: avoid; }
.rv-issuer p { margin: 0 0 1mm; }
.rv-issuer ul { margin: 0 0 1mm; padding-left: 4mm; }

.rv-part__heading { font-size: 14px; margin: 0 0 2mm; color: var(--color-secondary); }
.rv-part--linked { break-before: page; }
`;
