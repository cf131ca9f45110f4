/**
 * Design tokens as CSS custom properties on the root (partner branding overrides them) and the
 * component styles that read them. Injected once as a <style> tag: the lib is a federation
 * singleton, so shell and remotes share the one sheet without a CSS pipeline per remote.
 */
const css = `
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
  --color-info-bg: #e8f0fb;
  --color-focus: #ffb000;
  --radius: 8px;
  --font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
body { margin: 0; font-family: var(--font-family); color: var(--color-text); background: var(--color-background); }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.ui-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ui-button { display: inline-flex; align-items: center; gap: .5rem; justify-content: center; min-height: 44px; padding: .6rem 1.4rem;
  border-radius: var(--radius); border: 2px solid var(--color-primary); background: var(--color-primary); color: var(--color-primary-contrast);
  font: inherit; font-weight: 600; cursor: pointer; }
.ui-button--secondary { background: transparent; color: var(--color-primary); }
.ui-button--link { border: 0; background: none; color: var(--color-primary); padding: 0; min-height: 0; text-decoration: underline; font-weight: 500; }
.ui-button:disabled { opacity: .5; cursor: not-allowed; }
.ui-spinner { display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: ui-spin .8s linear infinite; }
@keyframes ui-spin { to { transform: rotate(360deg); } }
.ui-page-header { margin: 1.5rem 0; }
.ui-page-header--centered { text-align: center; }
.ui-page-header__intro { margin: 0; color: var(--color-muted); font-size: .95rem; }
.ui-page-header__heading { margin: .25rem 0; color: var(--color-secondary); }
.ui-page-header__note { margin: 0; color: var(--color-muted); }
.ui-card { position: relative; display: block; border: 2px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); padding: 1rem; }
.ui-card--active { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); }
.ui-card--warning { border-color: var(--color-warning); }
.ui-card--error { border-color: var(--color-error); }
.ui-card--inactive { opacity: .6; }
.ui-card__choice { display: flex; gap: .75rem; align-items: flex-start; cursor: pointer; }
.ui-card__choice input { width: 1.2rem; height: 1.2rem; margin-top: .2rem; accent-color: var(--color-primary); }
.ui-card__title { font-weight: 600; }
.ui-card__body { color: var(--color-muted); }
.ui-dialog__backdrop { position: fixed; inset: 0; background: rgba(10, 20, 35, .5); display: flex; align-items: center; justify-content: center; padding: 1rem;
  animation: ui-fade-in 300ms ease-out; z-index: 1000; }
.ui-dialog { background: var(--color-surface); border-radius: var(--radius); max-width: 32rem; width: 100%; max-height: 90vh; overflow: auto; padding: 1.5rem; }
.ui-dialog__header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
.ui-dialog__title { margin: 0; color: var(--color-secondary); }
.ui-dialog__footer { margin-top: 1.5rem; display: flex; justify-content: flex-end; }
@keyframes ui-fade-in { from { opacity: 0; } }
.ui-banner { display: flex; gap: 1rem; align-items: flex-start; justify-content: space-between; border-radius: var(--radius); padding: .8rem 1rem; margin: 1rem 0; }
.ui-banner--error { background: var(--color-error-bg); color: var(--color-error); border: 1px solid var(--color-error); }
.ui-banner--warning { background: var(--color-warning-bg); color: var(--color-warning); border: 1px solid var(--color-warning); }
.ui-banner--info { background: var(--color-info-bg); color: var(--color-secondary); border: 1px solid var(--color-border); }
.ui-banner__actions { display: flex; gap: .5rem; align-items: center; }
`;

export const ensureStyles = () => {
  if (typeof document === 'undefined' || document.getElementById('tenant-ui-styles')) return;
  const style = document.createElement('style');
  style.id = 'tenant-ui-styles';
  style.textContent = css;
  document.head.appendChild(style);
};
