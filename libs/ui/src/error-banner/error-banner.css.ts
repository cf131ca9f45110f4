export const errorBannerCss = `
.ui-banner { display: flex; gap: 1rem; align-items: flex-start; justify-content: space-between; border-radius: var(--radius); padding: .8rem 1rem; margin: 1rem 0; }
.ui-banner__text { margin: 0; }
.ui-banner--error { background: var(--color-error-bg); color: var(--color-error); border: 1px solid var(--color-error); }
.ui-banner--warning { background: var(--color-warning-bg); color: var(--color-warning); border: 1px solid var(--color-warning); }
.ui-banner--info { background: var(--color-info-bg); color: var(--color-secondary); border: 1px solid var(--color-border); }
.ui-banner__actions { display: flex; gap: .5rem; align-items: center; }
`;
