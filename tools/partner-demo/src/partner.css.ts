/**
 * The partner's own look: its colours override the report remote's design tokens (CSS custom
 * properties; html:root outranks the :root the remote's theme sets, whichever comes last).
 */
export const partnerCss = `
html:root { --color-primary: #7a2e2e; --color-secondary: #3d1f1f; --color-background: #faf6f0; --color-surface: #fffdf9; --color-border: #e3d6c6;
  --font-family: Georgia, 'Noto Serif', serif; }
body { margin: 0; font-family: var(--font-family); background: var(--color-background); color: #2b2118; }
.partner-header { display: flex; align-items: center; gap: .75rem; padding: 1rem 2rem; background: var(--color-secondary); color: #fff; }
.partner-logo { display: inline-grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%; background: #c9a66b; color: #3d1f1f; font-weight: 700; }
.partner-name { font-size: 1.2rem; letter-spacing: .04em; }
.partner-main { max-width: 1100px; margin: 0 auto; padding: 1.5rem 2rem 3rem; }
.partner-form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 0 0 1.5rem; }
.partner-form input { flex: 1 1 420px; padding: .55rem .7rem; border: 1px solid var(--color-border); border-radius: 4px; font: inherit; }
.partner-form button { padding: .55rem 1.2rem; border: 0; border-radius: 4px; background: var(--color-primary); color: #fff; font: inherit; cursor: pointer; }
.partner-panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 1.25rem; }
.partner-panel { background: var(--color-surface); border: 1px solid var(--color-border); border-radius: 8px; padding: 1rem 1.25rem; }
/* the summary brings its own card (the product's report-card look in the partner's colours) */
.partner-panel--card { background: none; border: 0; padding: 0; }
.partner-panel:empty { display: none; }
.partner-purpose { font-size: 1.05rem; max-width: 48rem; }
.partner-error { border: 1px solid #b3261e; background: #fdecea; color: #5c1410; border-radius: 8px; padding: .9rem 1.25rem; max-width: 48rem; }
.partner-error h2 { margin: 0 0 .4rem; font-size: 1.1rem; }
.partner-error p { margin: 0; }
`;
