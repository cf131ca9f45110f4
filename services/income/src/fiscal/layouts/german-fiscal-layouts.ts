import { numbered, type FiscalLayout } from './fiscal-layout.js';

// German fiscal documents: the BMF's model of the printed electronic Lohnsteuerbescheinigung and the
// tax office's Einkommensteuerbescheid.

/** Lines 4–7 say what they are taken from: "von 3." */
const OF_LINE_3 = '(?: von 3\\.)?';

/**
 * Ausdruck der elektronischen Lohnsteuerbescheinigung für 2025: numbered lines. Gross: line 3
 * Bruttoarbeitslohn (before tax and the employee's social contributions). Deductions: lines 4–7
 * (Lohnsteuer, Solidaritätszuschlag, Kirchensteuer) and the employee's contributions 23a, 25, 26, 27
 * (the employer's share, line 22, is not the employee's money).
 */
export const LOHNSTEUERBESCHEINIGUNG: FiscalLayout = {
  form: 'lohnsteuerbescheinigung',
  language: 'de',
  markers: [/lohnsteuerbescheinigung/, /bruttoarbeitslohn/],
  year: [
    { pattern: /lohnsteuerbescheinigung (?:für )?(?:das jahr |das kalenderjahr )?(\d{4})/, offset: 0 },
    { pattern: /kalenderjahr (\d{4})/, offset: 0 },
  ],
  gross: [{ label: numbered('3', 'bruttoarbeitslohn(?: einschl\\. sachbezüge)?(?: ohne 9\\. und 10\\.)?') }],
  deductions: [
    { label: numbered('4', `einbehaltene lohnsteuer${OF_LINE_3}`) },
    { label: numbered('5', `einbehaltener solidaritätszuschlag${OF_LINE_3}`) },
    { label: numbered('6', `einbehaltene kirchensteuer des arbeitnehmers${OF_LINE_3}`) },
    { label: numbered('7', `einbehaltene kirchensteuer des ehegatten${OF_LINE_3}(?: \\(nur bei konfessionsverschiedenheit\\))?`) },
    { label: /arbeitnehmeranteil (?:a\) )?zur gesetzlichen rentenversicherung/ },
    { label: /arbeitnehmerbeiträge zur gesetzlichen krankenversicherung/ },
    { label: /arbeitnehmerbeiträge zur sozialen pflegeversicherung/ },
    { label: /arbeitnehmerbeiträge zur arbeitslosenversicherung/ },
  ],
  taxId: { kind: 'steuer_id', after: /identifikationsnummer|\bidnr\b/ },
  employer: { section: /anschrift und steuernummer des arbeitgebers/ },
};

/**
 * Bescheid für 2024 über Einkommensteuer (Solidaritätszuschlag, Kirchensteuer). Gross: Summe der
 * Einkünfte (whole euros). Deductions: the "Festgesetzt werden" row (Einkommensteuer,
 * Solidaritätszuschlag, Kirchensteuer).
 */
export const EINKOMMENSTEUERBESCHEID: FiscalLayout = {
  form: 'einkommensteuerbescheid',
  language: 'de',
  markers: [/bescheid für \d{4}/, /einkommensteuer/, /summe der einkünfte/],
  year: [
    { pattern: /bescheid für (\d{4})/, offset: 0 },
    { pattern: /veranlagungszeitraum (\d{4})/, offset: 0 },
  ],
  gross: [{ label: /summe der einkünfte/ }],
  deductions: [{ label: /festgesetzt werden/, row: true }],
  taxId: { kind: 'steuer_id', after: /identifikationsnummer|\bidnr\b/ },
};
