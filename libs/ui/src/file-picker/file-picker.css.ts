export const filePickerCss = `
.ui-file-picker { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; }
.ui-file-picker__input { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; opacity: 0; }
.ui-file-picker__button { cursor: pointer; }
.ui-file-picker__input:focus-visible + .ui-file-picker__button { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.ui-file-picker__input:disabled + .ui-file-picker__button { opacity: .55; cursor: not-allowed; }
.ui-file-picker__chosen { color: var(--color-muted); overflow-wrap: anywhere; }
.ui-file-picker__hint { flex-basis: 100%; color: var(--color-muted); font-size: .875rem; }
`;
