export const personalDetailsCss = `
.personal-grid { display: grid; gap: 0 1.25rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); align-items: start; }
.personal-grid__wide { grid-column: 1 / -1; }
.personal-hint { grid-column: 1 / -1; margin: -.5rem 0 .75rem; color: var(--color-muted); font-size: .9rem; }
.personal-field { margin-bottom: 1rem; }
.personal-section { margin: 1.5rem 0; }
.personal-choice { border: 0; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; }
.personal-choice legend { font-weight: 600; margin-bottom: .5rem; }
.personal-uploads { list-style: none; padding: 0; display: grid; gap: .75rem; }
.personal-uploads__done { color: var(--color-success); }
.personal-uploads__state { display: block; margin-top: .25rem; font-size: .9rem; }
.personal-uploads__state--reading { color: var(--color-muted); }
.personal-uploads__state--read { color: var(--color-success); }
.personal-uploads__state--error { color: var(--color-error); }
.personal-uploads__state--warning { color: var(--color-warning); }
.personal-uploads__missing { margin: .75rem 0 0; padding-left: 1.25rem; color: var(--color-error); }
.personal-identity { margin: 1.5rem 0; padding: 1rem 1.25rem; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); }
.personal-identity__heading { margin-top: 0; font-size: 1.25rem; }
.personal-identity__methods { list-style: none; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
.personal-identity__methods li { display: flex; flex-direction: column; gap: .25rem; padding: .75rem; border-radius: var(--radius); background: var(--color-background); }
.personal-identity__verified { color: var(--color-success); font-weight: 600; }
`;
