/** The page of the PDF: the theme's tokens (no partner branding on a certificate) and the fonts installed from Debian. */
export const printCss = `
@page { size: A4; margin: 18mm 14mm 16mm; }
:root { --color-primary: #1f5fbf; --color-secondary: #0b2e59; --color-background: #f6f8fb; --color-surface: #ffffff; --color-text: #1b2430;
  --color-muted: #5b6675; --color-border: #d5dbe3; --color-error: #b3261e; --color-error-bg: #fdecea; --color-warning: #a15c00;
  --color-warning-bg: #fff4e0; --color-success: #1e7a3c; --color-info-bg: #e8f0fb; --radius: 6px; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; color: var(--color-text); background: #fff; }
.rv-certificate { display: flex; gap: 12px; align-items: center; border: 1px solid var(--color-border); border-radius: var(--radius); padding: 8px 12px; width: 100%; }
.rv-certificate__qr svg { width: 34mm; height: 34mm; display: block; }
.rv-certificate p { margin: 0 0 4px; }
.rv-certificate__title { font-weight: 700; }
.rv-part__heading { font-size: 18px; margin: 0 0 8px; color: var(--color-secondary); }
.rv-part--linked { break-before: page; }
.rv-certificate__url { font-family: 'DejaVu Sans Mono', monospace; font-size: 10px; }
`;
