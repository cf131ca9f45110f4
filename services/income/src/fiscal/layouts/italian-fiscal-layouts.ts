import { numbered, type FiscalLayout } from './fiscal-layout.js';

// Italian fiscal documents as the Agenzia delle Entrate's models print them.

const REGIONAL_DUE = /addizionale regionale(?: all'irpef)? dovuta/;
const MUNICIPAL_DUE = /addizionale comunale(?: all'irpef)? dovuta/;

/**
 * Certificazione Unica (CU 2026 for the anno d'imposta 2025): frontispiece with the sostituto
 * d'imposta and the percipiente, DATI FISCALI in numbered boxes. Gross: punti 1 (lavoro dipendente a
 * tempo indeterminato), 2 (determinato), 3 (pensione); these are already net of the employee's social
 * contributions (imponibile fiscale). Deductions: punto 21 ritenute IRPEF, 22 addizionale regionale,
 * 26 and 27 addizionale comunale (acconto and saldo of the year; punto 29 is next year's acconto).
 */
export const CERTIFICAZIONE_UNICA: FiscalLayout = {
  form: 'certificazione_unica',
  language: 'it',
  markers: [/certificazione unica/, /redditi di lavoro dipendente|redditi di pensione|ritenute irpef/],
  year: [
    { pattern: /relativa all'anno (\d{4})/, offset: 0 },
    { pattern: /(?:anno|periodo) d'imposta (\d{4})/, offset: 0 },
    { pattern: /certificazione unica (\d{4})/, offset: -1 },
    { pattern: /\bcu (\d{4})\b/, offset: -1 },
  ],
  gross: [
    { label: numbered('1', 'redditi di lavoro dipendente e assimilati(?:\\s*\\((?:a tempo )?indeterminato\\))?') },
    { label: numbered('2', 'redditi di lavoro dipendente e assimilati(?:\\s*\\((?:a tempo )?determinato\\))?') },
    { label: numbered('3', 'redditi di pensione') },
  ],
  deductions: [
    { label: numbered('21', 'ritenute irpef(?! sospese)') },
    { label: numbered('22', "addizionale regionale all'irpef") },
    { label: numbered('26', "addizionale comunale all'irpef acconto(?: \\d{4})?") },
    { label: numbered('27', "addizionale comunale all'irpef saldo(?: \\d{4})?") },
  ],
  taxId: { kind: 'codice_fiscale', after: /dati relativi al (?:dipendente|percipiente)|percettore delle somme/ },
  name: { section: /dati relativi al (?:dipendente|percipiente)|percettore delle somme/, surname: /(?:^|\s)cognome(?! o denominazione)/, givenName: /(?:^|\s)nome(?=\s|$)/ },
  employer: { section: /dati relativi al datore di lavoro|sostituto d'imposta/, label: /cognome o denominazione|denominazione|ragione sociale/ },
};

/**
 * 730-3 prospetto di liquidazione (730/2026, redditi 2025). Gross: reddito complessivo (rigo 11).
 * Deductions: imposta netta (rigo 22), addizionale regionale and comunale dovuta.
 */
export const MODELLO_730: FiscalLayout = {
  form: 'modello_730',
  language: 'it',
  markers: [/\b730\b/, /prospetto di liquidazione|reddito complessivo/],
  year: [
    { pattern: /(?:anno|periodo) d'imposta (\d{4})/, offset: 0 },
    { pattern: /redditi (\d{4})/, offset: 0 },
    { pattern: /730\/(\d{4})/, offset: -1 },
  ],
  gross: [{ label: /reddito complessivo/ }],
  deductions: [{ label: /imposta netta/ }, { label: REGIONAL_DUE }, { label: MUNICIPAL_DUE }],
  taxId: { kind: 'codice_fiscale', after: /dichiarante/ },
  name: { full: /cognome e nome/ },
};

/**
 * Redditi Persone Fisiche (REDDITI 2026, periodo d'imposta 2025). Gross: RN1 reddito complessivo.
 * Deductions: RN26 imposta netta, RV2 and RV10 addizionali dovute.
 */
export const REDDITI_PF: FiscalLayout = {
  form: 'redditi_pf',
  language: 'it',
  markers: [/\bredditi\b/, /persone fisiche/, /reddito complessivo/],
  year: [
    { pattern: /(?:anno|periodo) d'imposta (\d{4})/, offset: 0 },
    { pattern: /redditi (\d{4})/, offset: -1 },
  ],
  gross: [{ label: /reddito complessivo/ }],
  deductions: [{ label: /imposta netta/ }, { label: REGIONAL_DUE }, { label: MUNICIPAL_DUE }],
  taxId: { kind: 'codice_fiscale' },
  name: { surname: /(?:^|\s)cognome(?! e nome)/, givenName: /(?:^|\s)nome(?=\s|$)/ },
};
