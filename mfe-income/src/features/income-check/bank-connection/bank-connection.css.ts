/** The bank connection panel: a section like the upload sections, accounts and statements as rows. */
export const bankConnectionCss = `
.bank-connection h2 { margin: 0 0 .5rem; font-size: 1.15rem; }
.bank-connection__progress { display: flex; align-items: center; gap: .5rem; }
.bank-connection__actions { display: flex; flex-wrap: wrap; align-items: flex-end; gap: .75rem; margin-top: .75rem; }
.bank-connection__accounts, .bank-connection__documents { list-style: none; padding: 0; margin: .75rem 0; display: grid; gap: .5rem; }
.bank-connection__accounts li, .bank-connection__documents li { padding: .6rem .75rem; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-background); overflow-wrap: anywhere; }
.bank-connection__accounts small { color: var(--color-muted); }
.bank-connection__documents li.is-error { border-color: var(--color-error); color: var(--color-error); }
.bank-connection__documents li.is-warning { border-color: var(--color-warning); }
.bank-connection__connected { margin-top: 1rem; border-top: 1px solid var(--color-border); padding-top: .75rem; }
.bank-connection__connected h3 { font-size: 1rem; margin: 0 0 .5rem; }
`;
