/**
 * The verified summary as a card like the report's own (libs/report-view's .rv-card): surface, border,
 * radius and the label–value grid, from the theme's tokens, so a partner's colours still apply.
 */
export const reportSummaryCardCss = `
.report-summary { background: var(--color-surface, #fff); border: 1px solid var(--color-border, #d5dbe3); border-radius: var(--radius, 8px); padding: 1rem 1.1rem; color: var(--color-text, #1b2430); }
.report-summary > h2, .report-summary > h3 { margin: 0 0 .6rem; font-size: 1.15rem; color: var(--color-secondary, #0b2e59); }
.report-summary dl { display: grid; grid-template-columns: max-content 1fr; gap: .45rem 1.5rem; margin: 0; }
.report-summary dl > div { display: contents; }
.report-summary dt { color: var(--color-muted, #5b6675); font-size: .9rem; }
.report-summary dd { margin: 0; font-weight: 600; }
.report-summary > p { margin: .8rem 0 0; padding-top: .6rem; border-top: 1px solid var(--color-border, #d5dbe3); color: var(--color-muted, #5b6675); font-size: .85rem; }
@media (max-width: 30rem) { .report-summary dl { grid-template-columns: 1fr; gap: .1rem; } .report-summary dd { margin-bottom: .4rem; } }
`;
