/** The dashboard's table, status labels and login form; colours from the theme's custom properties. */
export const reviewerCss = `
.reviewer-login { display: grid; gap: 1rem; max-width: 28rem; }
.reviewer-login__more { display: flex; gap: 1rem; flex-wrap: wrap; }
.reviewer-applications { width: 100%; border-collapse: collapse; background: var(--color-surface); }
.reviewer-applications caption { text-align: start; font-size: 1.25rem; font-weight: 600; padding: 0.75rem 0; }
.reviewer-applications th, .reviewer-applications td { text-align: start; padding: 0.6rem 0.75rem; border-bottom: 1px solid var(--color-border); vertical-align: top; }
.reviewer-applications thead th { color: var(--color-muted); font-weight: 600; }
.reviewer-status { display: inline-block; padding: 0.1rem 0.5rem; border-radius: var(--radius); background: var(--color-info-bg); color: var(--color-text); }
.reviewer-status--report_ready { background: #e3f4e8; color: var(--color-success); }
.reviewer-status--hidden { background: var(--color-warning-bg); color: var(--color-warning); }
@media (max-width: 40rem) {
  .reviewer-applications thead { display: none; }
  .reviewer-applications tr, .reviewer-applications th, .reviewer-applications td { display: block; border: 0; padding: 0.25rem 0; }
  .reviewer-applications tbody tr { border-bottom: 1px solid var(--color-border); padding: 0.5rem 0; }
}
`;
