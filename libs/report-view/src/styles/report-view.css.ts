/** The report's rules; tokens (--color-*) come from the host's theme or the PDF's page. */
export const reportViewCss = `
.rv-report { color: var(--color-text, #1b2430); font-size: 15px; line-height: 1.45; }
.rv-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.rv-header { margin: 0 0 1rem; }
.rv-header__kicker { margin: 0; color: var(--color-muted, #5b6675); text-transform: uppercase; letter-spacing: .06em; font-size: .8rem; }
.rv-header__name { margin: .15rem 0 .6rem; font-size: 1.7rem; }
.rv-actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin: 0 0 1.25rem; }
.rv-cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 1rem; }
.rv-section { margin: 0 0 1.25rem; break-inside: avoid-page; }
.rv-card { background: var(--color-surface, #fff); border: 1px solid var(--color-border, #d5dbe3); border-radius: var(--radius, 8px); padding: 1rem 1.1rem; }
.rv-section__title { margin: 0 0 .6rem; font-size: 1.15rem; }
.rv-subtitle { margin: 1rem 0 .4rem; font-size: 1rem; }
.rv-muted { color: var(--color-muted, #5b6675); margin: 0 0 .4rem; }
.rv-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: .4rem 1rem; margin: 0; }
.rv-facts--wide { grid-template-columns: 1fr; }
.rv-facts__item { display: flex; flex-direction: column; }
.rv-facts dt { color: var(--color-muted, #5b6675); font-size: .82rem; }
.rv-facts dd { margin: 0; font-weight: 600; }
.rv-affordability { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.rv-affordability p { margin: .2rem 0; }
.rv-gauge__value { font-size: 20px; font-weight: 700; fill: var(--color-text, #1b2430); }
.rv-gauge__bound { font-size: 11px; fill: var(--color-muted, #5b6675); }
.rv-verdict { font-weight: 600; }
.rv-verdict--ok { color: var(--color-success, #1e7a3c); }
.rv-verdict--warning { color: var(--color-warning, #a15c00); }
.rv-charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 1rem; margin: 0 0 1rem; }
.rv-chart { margin: 0; }
.rv-chart__title { font-weight: 600; margin: 0 0 .3rem; }
.rv-chart__tick { font-size: 11px; fill: var(--color-muted, #5b6675); }
.rv-chart__note { font-size: .8rem; color: var(--color-muted, #5b6675); margin: 0 0 .3rem; }
.rv-outgoings__total { margin: 0 0 .5rem; }
.rv-table-wrap { overflow-x: auto; }
.rv-table { width: 100%; border-collapse: collapse; font-size: .9rem; margin: 0 0 .6rem; }
.rv-table th, .rv-table td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--color-border, #d5dbe3); vertical-align: top; }
.rv-table thead th { font-size: .8rem; color: var(--color-muted, #5b6675); font-weight: 600; }
.rv-table__group th { background: var(--color-background, #f6f8fb); }
.rv-table__total th, .rv-table__total td { font-weight: 700; }
.rv-row__label { display: block; }
.rv-row__notes { display: block; font-weight: 400; font-size: .8rem; color: var(--color-muted, #5b6675); }
.rv-row--fraud th { color: var(--color-error, #b3261e); }
.rv-cell { white-space: nowrap; }
.rv-cell--warning { background: var(--color-warning-bg, #fff4e0); }
.rv-cell--error { background: var(--color-error-bg, #fdecea); }
.rv-cell__amount { margin-left: .3rem; }
.rv-cell__note { display: block; font-size: .75rem; }
.rv-status { display: inline-flex; width: 1.2rem; height: 1.2rem; border-radius: 50%; align-items: center; justify-content: center; font-size: .75rem; font-weight: 700; color: #fff; }
.rv-status--ok { background: var(--color-success, #1e7a3c); }
.rv-status--warning { background: var(--color-warning, #a15c00); }
.rv-status--error { background: var(--color-error, #b3261e); }
.rv-status--missing { background: var(--color-muted, #5b6675); }
.rv-ref { margin-left: .3rem; font-size: .75rem; font-weight: 700; text-decoration: none; padding: 0 .25rem; border-radius: 3px; }
.rv-ref--warning { color: var(--color-warning, #a15c00); border: 1px solid currentColor; }
.rv-ref--error { color: var(--color-error, #b3261e); border: 1px solid currentColor; }
.rv-badge { display: inline-block; font-size: .8rem; font-weight: 600; padding: .05rem .4rem; border-radius: 4px; }
.rv-badge--ok { color: var(--color-success, #1e7a3c); }
.rv-badge--error { color: var(--color-error, #b3261e); background: var(--color-error-bg, #fdecea); }
.rv-file-errors { color: var(--color-error, #b3261e); margin: .2rem 0 .6rem; padding-left: 1.2rem; }
.rv-list { list-style: none; padding: 0; margin: 0; }
.rv-list__item { display: flex; flex-wrap: wrap; gap: .3rem .8rem; padding: .4rem 0; border-bottom: 1px solid var(--color-border, #d5dbe3); }
.rv-controls { list-style: none; display: flex; flex-wrap: wrap; gap: .5rem; padding: 0; margin: .4rem 0 0; }
.rv-control { display: flex; gap: .5rem; align-items: center; padding: .35rem .6rem; border-radius: 999px; border: 1px solid var(--color-border, #d5dbe3); font-size: .85rem; }
.rv-control--good .rv-control__icon, .rv-control--good .rv-control__answer { color: var(--color-success, #1e7a3c); font-weight: 700; }
.rv-control--bad .rv-control__icon, .rv-control--bad .rv-control__answer { color: var(--color-error, #b3261e); font-weight: 700; }
.rv-messages { padding-left: 0; list-style: none; margin: 0; }
.rv-message { padding: .4rem .6rem; margin: 0 0 .3rem; border-left: 4px solid; }
.rv-message--error { border-color: var(--color-error, #b3261e); background: var(--color-error-bg, #fdecea); }
.rv-message--warning { border-color: var(--color-warning, #a15c00); background: var(--color-warning-bg, #fff4e0); }
.rv-checks { list-style: none; padding: 0; margin: 0; columns: 2; }
.rv-check--ok span[aria-hidden] { color: var(--color-success, #1e7a3c); font-weight: 700; }
.rv-check--error span[aria-hidden] { color: var(--color-error, #b3261e); font-weight: 700; }
.rv-score__level { font-size: 1.1rem; font-weight: 700; margin: 0 0 .5rem; }
.rv-score__legend { list-style: none; padding: 0; margin: 0; display: grid; gap: .15rem; font-size: .85rem; }
.rv-score__step { padding: .15rem .4rem; border-radius: 4px; }
.rv-score__step[aria-current] { background: var(--color-info-bg, #e8f0fb); font-weight: 700; }
.rv-score__number { display: inline-block; width: 1.2rem; font-weight: 700; }
@media (max-width: 640px) { .rv-header__name { font-size: 1.35rem; } }
`;
