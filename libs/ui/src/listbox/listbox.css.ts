export const listboxCss = `
.ui-listbox { position: relative; }
.ui-listbox__trigger { display: flex; width: 100%; align-items: center; justify-content: space-between; gap: .5rem; min-height: 44px; padding: .5rem .75rem;
  border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); color: var(--color-text); font: inherit; text-align: left; cursor: pointer; }
.ui-listbox__trigger[aria-invalid='true'] { border-color: var(--color-error); }
.ui-listbox__trigger::after { content: ''; width: .5rem; height: .5rem; border: solid var(--color-muted); border-width: 0 2px 2px 0; transform: rotate(45deg); margin-top: -.25rem; }
.ui-listbox__placeholder { color: var(--color-muted); }
.ui-listbox__popup { position: absolute; z-index: 900; left: 0; right: 0; margin-top: .25rem; min-width: 14rem; background: var(--color-surface);
  border: 1px solid var(--color-border); border-radius: var(--radius); box-shadow: 0 6px 20px rgba(10, 20, 35, .15); padding: .25rem; }
.ui-listbox__search { width: 100%; box-sizing: border-box; min-height: 40px; padding: .4rem .6rem; margin-bottom: .25rem; border: 1px solid var(--color-border);
  border-radius: calc(var(--radius) - 2px); font: inherit; }
.ui-listbox__list { list-style: none; margin: 0; padding: 0; max-height: 16rem; overflow-y: auto; }
.ui-listbox__option { display: flex; align-items: center; gap: .5rem; padding: .55rem .6rem; border-radius: calc(var(--radius) - 2px); cursor: pointer; }
.ui-listbox__option--active { background: var(--color-info-bg); outline: 2px solid var(--color-primary); outline-offset: -2px; }
.ui-listbox__option[aria-selected='true'] { font-weight: 600; color: var(--color-secondary); }
.ui-listbox__option[aria-selected='true']::after { content: '✓'; margin-left: auto; color: var(--color-primary); }
.ui-listbox__hint { color: var(--color-muted); }
.ui-listbox__empty { margin: 0; padding: .55rem .6rem; color: var(--color-muted); }
.ui-listbox__flag { width: 1.5rem; height: 1.125rem; flex: none; object-fit: cover; border-radius: 2px; box-shadow: 0 0 0 1px var(--color-border); }
`;
