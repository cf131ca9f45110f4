export const spinnerCss = `
.ui-spinner-wrap { display: inline-flex; align-items: center; }
.ui-spinner { display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: ui-spin .8s linear infinite; }
.ui-spinner-wrap--large .ui-spinner { width: 2.5rem; height: 2.5rem; border-width: 3px; color: var(--color-primary); }
@keyframes ui-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ui-spinner { animation-duration: 2.4s; } }
`;
