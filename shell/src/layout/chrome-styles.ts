/**
 * Styles of the shell's chrome, injected once. Colours come from the design tokens of libs/ui, so
 * partner branding (CSS custom properties on the root) restyles the chrome too.
 */
const css = `
.shell-top-bar { display: flex; justify-content: space-between; align-items: center; gap: 1rem; padding: .75rem 1.5rem;
  background: var(--color-header); border-bottom: 1px solid var(--color-border); }
.shell-logo { display: inline-flex; align-items: center; gap: .5rem; font-weight: 700; color: var(--color-secondary); text-decoration: none; min-height: 44px; }
.shell-logo img { display: block; height: 40px; width: auto; max-width: 12rem; }
.shell-main { max-width: 60rem; margin: 0 auto; padding: 0 1.5rem 3rem; }
.shell-progress { max-width: 60rem; margin: 1rem auto 0; padding: 0 1.5rem; }
.shell-progress ol { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; counter-reset: step; }
.shell-progress li { display: flex; align-items: center; gap: .4rem; color: var(--color-muted); font-size: .9rem; }
.shell-progress__marker { display: inline-flex; align-items: center; justify-content: center; width: 1.6rem; height: 1.6rem; border-radius: 50%;
  border: 2px solid var(--color-border); background: var(--color-surface); font-weight: 600; }
.shell-progress li[data-state='done'] .shell-progress__marker { border-color: var(--color-primary); background: var(--color-primary); color: var(--color-primary-contrast); }
.shell-progress li[aria-current='step'] { color: var(--color-secondary); font-weight: 700; }
.shell-progress li[aria-current='step'] .shell-progress__marker { border-color: var(--color-primary); color: var(--color-secondary); }
.shell-progress__compact summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; font-weight: 700; color: var(--color-secondary); }
.shell-progress__compact ol { flex-direction: column; padding: .5rem 0; }
.shell-progress__marker .ui-icon { width: .9rem; height: .9rem; }
.workflow-continue-why { margin: .5rem 0 0; text-align: right; color: var(--color-muted); font-size: .9rem; }
.shell-footer { border-top: 1px solid var(--color-border); background: var(--color-surface); padding: 1.5rem; margin-top: 2rem; }
.shell-footer__inner { max-width: 60rem; margin: 0 auto; display: grid; gap: 1rem; }
.shell-footer ul { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; list-style: none; margin: 0; padding: 0; }
.shell-footer a { color: var(--color-secondary); }
.shell-footer__row { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
.shell-footer__certificates { display: flex; gap: .75rem; align-items: center; }
.shell-footer__copyright { margin: 0; color: var(--color-muted); font-size: .9rem; }
.shell-continue-later { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; }
.shell-continue-later__done { color: var(--color-secondary); font-weight: 600; }
.shell-continue-later__error { color: var(--color-error); }
.shell-cookie-banner { max-width: 60rem; margin: 1rem auto 0; box-sizing: border-box;
  background: var(--color-surface); color: var(--color-text); border: 1px solid var(--color-border); border-radius: var(--radius);
  box-shadow: 0 4px 16px rgba(10, 20, 35, .12); padding: 1rem 1.25rem; }
.shell-cookie-banner h2 { margin: 0 0 .5rem; font-size: 1.1rem; color: var(--color-secondary); }
.shell-cookie-banner p { margin: 0 0 .75rem; }
.shell-cookie-banner a { color: var(--color-secondary); }
.shell-cookie-banner__actions { display: flex; gap: .75rem; flex-wrap: wrap; }
.shell-cookie-choice { display: grid; gap: .25rem; padding: .75rem 0; border-bottom: 1px solid var(--color-border); }
.shell-cookie-choice label { display: flex; gap: .5rem; align-items: center; font-weight: 600; }
.shell-cookie-choice input { width: 1.1rem; height: 1.1rem; accent-color: var(--color-primary); }
.shell-cookie-choice p { margin: 0; color: var(--color-muted); }
.shell-skeleton { display: grid; gap: 1rem; padding: 2rem 0; }
.shell-skeleton__bar { height: 1rem; border-radius: var(--radius); background: linear-gradient(90deg, var(--color-border), var(--color-surface), var(--color-border));
  background-size: 200% 100%; animation: shell-shimmer 1.4s ease-in-out infinite; }
.shell-skeleton__bar--title { height: 2rem; width: 60%; }
.shell-skeleton__bar--short { width: 40%; }
.shell-skeleton__bar--block { height: 8rem; }
@keyframes shell-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .shell-skeleton__bar { animation: none; } }
.shell-legal h2 { color: var(--color-secondary); font-size: 1.2rem; margin-top: 1.5rem; }
.shell-legal p { line-height: 1.6; }
@media (max-width: 40rem) {
  .shell-main, .shell-progress { padding-left: 1rem; padding-right: 1rem; }
  .shell-top-bar { padding: .5rem 1rem; flex-wrap: wrap; }
}
`;

export const ensureChromeStyles = () => {
  if (typeof document === 'undefined' || document.getElementById('tenant-shell-chrome-styles')) return;
  const style = document.createElement('style');
  style.id = 'tenant-shell-chrome-styles';
  style.textContent = css;
  document.head.appendChild(style);
};
