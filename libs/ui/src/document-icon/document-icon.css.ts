export const documentIconCss = `
.ui-document-icon { display: inline-block; width: 2rem; height: 2rem; flex: none; object-fit: contain; }
svg.ui-document-icon { fill: none; stroke: var(--color-primary); stroke-width: 1.5; stroke-linecap: round; stroke-linejoin: round; }
`;
