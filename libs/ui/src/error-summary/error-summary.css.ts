export const errorSummaryCss = `
.ui-error-summary { border: 4px solid var(--color-error); border-radius: var(--radius); padding: 1rem 1.25rem; margin: 0 0 1.5rem; background: var(--color-bg, #fff); }
.ui-error-summary:focus { outline: 3px solid var(--color-focus); outline-offset: 0; }
.ui-error-summary__title { margin: 0 0 .5rem; font-size: 1.15rem; color: var(--color-error); }
.ui-error-summary__body { margin: 0 0 .5rem; }
.ui-error-summary__list { margin: 0; padding-left: 1.1rem; display: grid; gap: .35rem; }
.ui-error-summary__list a { color: var(--color-error); font-weight: 600; text-decoration: underline; display: block; min-height: 1.5rem; }
`;
