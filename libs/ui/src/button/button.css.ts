export const buttonCss = `
.ui-button { display: inline-flex; align-items: center; gap: .5rem; justify-content: center; min-height: 44px; padding: .6rem 1.4rem;
  border-radius: var(--radius); border: 2px solid var(--color-primary); background: var(--color-primary); color: var(--color-primary-contrast);
  font: inherit; font-weight: 600; cursor: pointer; }
.ui-button--secondary { background: transparent; color: var(--color-primary); }
.ui-button--link { border: 0; background: none; color: var(--color-primary); padding: 0; min-height: 0; text-decoration: underline; font-weight: 500; }
.ui-button:disabled { opacity: .5; cursor: not-allowed; }
`;
