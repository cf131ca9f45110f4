/**
 * Design tokens as CSS custom properties on the root (partner branding overrides them) and the
 * base rules every component relies on. Each component keeps its own rules beside it and injects
 * them with `injectStyles` when its module is first evaluated: the lib is a federation singleton, so
 * shell and remotes share one sheet per component without a CSS pipeline per remote, and a component
 * that is loaded lazily brings its rules only when it is loaded.
 */
const base = `
:root {
  --color-primary: #1f5fbf;
  --color-primary-contrast: #ffffff;
  --color-secondary: #0b2e59;
  --color-background: #f6f8fb;
  --color-surface: #ffffff;
  --color-header: #ffffff;
  --color-text: #1b2430;
  --color-muted: #5b6675;
  --color-border: #d5dbe3;
  --color-error: #b3261e;
  --color-error-bg: #fdecea;
  --color-warning: #a15c00;
  --color-warning-bg: #fff4e0;
  --color-success: #1e7a3c;
  --color-info-bg: #e8f0fb;
  --color-focus: #ffb000;
  --radius: 8px;
  --font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
body { margin: 0; font-family: var(--font-family); color: var(--color-text); background: var(--color-background); }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.ui-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ui-field { display: flex; flex-direction: column; gap: .35rem; margin: 0 0 1rem; }
.ui-field__label { font-weight: 600; }
.ui-field__error { margin: 0; color: var(--color-error); font-size: .9rem; }
.ui-field-placeholder { min-height: 44px; margin: 0 0 1rem; }
.ui-icon-button { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 32px; padding: 0; border: 0;
  border-radius: 50%; background: none; color: inherit; font: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer; }
.ui-icon-button:hover { background: rgba(0, 0, 0, .06); }
.ui-icon { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -.2em; flex: none; }
input[type='checkbox'], input[type='radio'] { width: 1.25rem; height: 1.25rem; margin: .1rem .5rem 0 0; flex: none; accent-color: var(--color-primary); cursor: pointer; }
input[type='file'] { font: inherit; max-width: 100%; }
input[type='file']::file-selector-button { font: inherit; font-weight: 600; min-height: 44px; margin-right: .75rem; padding: .5rem 1rem; cursor: pointer;
  border: 1px solid var(--color-primary); border-radius: var(--radius); background: var(--color-surface); color: var(--color-primary); }
select { font: inherit; min-height: 44px; padding: .4rem .75rem; border: 1px solid var(--color-border); border-radius: var(--radius);
  background: var(--color-surface); color: var(--color-text); max-width: 100%; }
/* a wide table scrolls inside its own box, never the page (320 px phones) */
main table { display: block; max-width: 100%; overflow-x: auto; }
@media (pointer: coarse) {
  .ui-icon-button, .ui-button--link { min-width: 44px; min-height: 44px; }
}
`;

const BASE_ID = 'tenant-ui-styles';

const append = (id: string, css: string) => {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
};

/** The tokens and base rules, once. */
export const ensureStyles = () => append(BASE_ID, base);

/** Adds a component's rules once (by id) after the tokens; a no-op outside a browser. */
export const injectStyles = (id: string, css: string) => {
  ensureStyles();
  append(id, css);
};
