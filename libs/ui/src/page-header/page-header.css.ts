export const pageHeaderCss = `
.ui-page-header { margin: 1.5rem 0; }
.ui-page-header--centered { text-align: center; }
.ui-page-header__intro { margin: 0; color: var(--color-muted); font-size: .95rem; }
.ui-page-header__heading { margin: .25rem 0; color: var(--color-secondary); }
.ui-page-header--sub { margin: 1rem 0 .5rem; }
.ui-page-header--sub .ui-page-header__heading { font-size: 1.15rem; }
.ui-page-header__note { margin: 0; color: var(--color-muted); }
.ui-page-header__marker { margin-left: .35rem; font-size: .85rem; font-weight: 400; color: var(--color-muted); }
.ui-page-header__marker--required { color: var(--color-error); font-weight: 700; }
`;
