export const selectableCardCss = `
.ui-card { position: relative; display: block; border: 2px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); padding: 1rem; }
.ui-card--active { border-color: var(--color-primary); box-shadow: 0 0 0 1px var(--color-primary); }
.ui-card--warning { border-color: var(--color-warning); }
.ui-card--error { border-color: var(--color-error); }
.ui-card--inactive { background: var(--color-background); border-style: dashed; }
.ui-card--inactive .ui-card__title { color: var(--color-muted); }
.ui-card__row { display: flex; gap: .75rem; align-items: flex-start; }
.ui-card__choice { display: flex; flex: 1; gap: .75rem; align-items: flex-start; cursor: pointer; }
.ui-card__choice input { width: 1.2rem; height: 1.2rem; margin-top: .2rem; accent-color: var(--color-primary); }
.ui-card__content { flex: 1; display: flex; gap: .75rem; align-items: flex-start; }
.ui-card__title { font-weight: 600; }
.ui-card__body { display: block; color: var(--color-muted); }
.ui-card__end { display: flex; gap: .25rem; align-items: center; }
.ui-card__mark { width: 1.5rem; height: 1.5rem; flex: none; }
.ui-card__mark--verified { color: var(--color-success); }
.ui-card__mark--warning { color: var(--color-warning); }
.ui-card__delete { color: var(--color-error); }
.ui-card__delete svg { width: 1.25rem; height: 1.25rem; }
.ui-switch { position: relative; width: 2.75rem; height: 1.5rem; flex: none; border: 2px solid var(--color-border); border-radius: 1rem;
  background: var(--color-border); padding: 0; cursor: pointer; }
.ui-switch::after { content: ''; position: absolute; top: 1px; left: 1px; width: 1.1rem; height: 1.1rem; border-radius: 50%; background: var(--color-surface);
  transition: transform .15s ease-out; }
.ui-switch[aria-checked='true'] { background: var(--color-primary); border-color: var(--color-primary); }
.ui-switch[aria-checked='true']::after { transform: translateX(1.2rem); }
`;
