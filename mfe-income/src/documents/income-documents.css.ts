export const incomeDocumentsCss = `
.income-section { margin: 1.5rem 0; padding: 1rem 1.25rem; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); }
.income-section__heading { display: flex; align-items: center; gap: .5rem; margin: 0 0 .5rem; font-size: 1.15rem; }
.income-badge { font-size: .75rem; font-weight: 700; letter-spacing: .05em; text-transform: uppercase; padding: .1rem .45rem; border-radius: var(--radius); background: var(--color-info-bg); color: var(--color-secondary); border: 1px solid var(--color-border); }
.income-drop { display: flex; flex-direction: column; align-items: center; gap: .35rem; padding: 1.25rem; border: 2px dashed var(--color-border); border-radius: var(--radius); background: var(--color-background); text-align: center; }
.income-drop--over { border-color: var(--color-primary); }
/* no opacity: the zone's texts (why it is closed, the picker's hint) keep their contrast; the picker's button shows it is off */
.income-drop--disabled { background: var(--color-surface); cursor: not-allowed; }
.income-hint { color: var(--color-muted); font-size: .9rem; margin: .25rem 0; }
.income-files { list-style: none; padding: 0; margin: .75rem 0 0; display: grid; gap: .5rem; }
.income-file { display: grid; grid-template-columns: 1fr auto; gap: .25rem .75rem; padding: .6rem .75rem; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-background); }
.income-file__name { font-weight: 600; overflow-wrap: anywhere; }
.income-file__state { font-size: .9rem; color: var(--color-muted); }
.income-file__state--parsed { color: var(--color-success); }
.income-file__message { grid-column: 1 / -1; margin: 0; font-size: .9rem; }
.income-file__message--error { color: var(--color-error); }
.income-file__message--warning { color: var(--color-warning); }
.income-file__reading { grid-column: 1 / -1; margin: 0; font-size: .9rem; color: var(--color-text-muted, inherit); }
.income-file__action { grid-column: 1 / -1; margin: .25rem 0 0; }
.income-progress { grid-column: 1 / -1; height: .4rem; border-radius: .2rem; background: var(--color-border); overflow: hidden; }
.income-progress__bar { height: 100%; background: var(--color-primary); transition: width .2s; }
.income-tooltips { display: flex; flex-wrap: wrap; gap: .5rem 1rem; margin: .5rem 0 1rem; }
.income-tooltip { position: relative; }
.income-tooltip__text { position: absolute; z-index: 2; top: 100%; left: 0; width: 18rem; margin-top: .25rem; padding: .5rem .75rem; border-radius: var(--radius); background: var(--color-secondary); color: var(--color-surface); font-size: .9rem; }
`;
