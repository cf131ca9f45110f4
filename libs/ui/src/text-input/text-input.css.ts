export const textInputCss = `
.ui-input { display: flex; align-items: center; gap: .4rem; min-height: 44px; padding: 0 .75rem; border: 1px solid var(--color-border);
  border-radius: var(--radius); background: var(--color-surface); }
.ui-input:focus-within { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); }
.ui-input--valid { border-color: var(--color-success); }
.ui-input--invalid { border-color: var(--color-error); box-shadow: 0 0 0 1px var(--color-error); }
.ui-input__control { flex: 1; min-width: 0; border: 0; outline: 0; background: none; padding: .5rem 0; font: inherit; color: var(--color-text); }
.ui-input__adornment { color: var(--color-muted); font-weight: 600; }
.ui-phone { display: grid; grid-template-columns: minmax(6.5rem, max-content) minmax(0, 1fr); gap: .5rem; align-items: start; }
.ui-phone .ui-field { margin: 0; }
`;
