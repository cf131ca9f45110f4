import type { PayslipLayout } from './layout-definition.js';

/**
 * DATEV Lohn und Gehalt "Abrechnung der Brutto/Netto-Bezüge für Oktober 2025": rows of small labelled
 * boxes (Personal-Nr., Geburtsdatum, StKl, Konfession, SV-Nummer, Krankenkasse, Eintritt, Austritt,
 * Steuer-ID) with the values under them, the employee in the address window under the company's sender
 * line, "Gesamt-Brutto", "Steuer-Brutto" / Lohnsteuer / Kirchensteuer / Solidaritätszuschlag, KV-/RV-/AV-/
 * PV-Beitrag, "Netto-Verdienst" and "Auszahlungsbetrag" at the foot.
 */
export const DATEV: PayslipLayout = {
  id: 'datev',
  country: 'DE',
  anchors: ['datev', 'abrechnung der brutto/netto-bezuge'],
  labels: {
    employee_name: ['name, vorname', 'mitarbeiter', 'arbeitnehmer'],
    tax_id: ['steuer-id', 'steuer-idnr', 'identifikationsnummer'],
    employer_name: ['arbeitgeber', 'firma'],
    employer_tax_number: ['ust-idnr', 'steuernummer', 'st.-nr.'],
    period: ['abrechnung der brutto/netto-bezuge fur', 'abrechnungsmonat', 'abrechnungszeitraum'],
    gross_pay: ['gesamt-brutto', 'gesamtbrutto'],
    taxable_pay: ['steuer-brutto', 'steuerbrutto', 'steuerpfl. brutto'],
    net_pay: ['auszahlungsbetrag', 'uberweisungsbetrag', 'netto-verdienst'],
    hiring_date: ['eintritt', 'eintrittsdatum'],
    level: ['tarifgruppe', 'entgeltgruppe'],
    job_title: ['tatigkeit', 'beruf'],
  },
  employeeInAddressWindow: true,
};

/**
 * Lexware lohn+gehalt "Lohn- und Gehaltsabrechnung": "Abrechnungsmonat Oktober 2025", a two-column block
 * of "label  value" pairs (Personalnummer, Eintrittsdatum, Steuerklasse, Steuer-ID, Krankenkasse), the
 * address window, then "Gesamtbrutto", "Steuerbrutto", "Nettobezug" and "Auszahlungsbetrag".
 */
export const LEXWARE: PayslipLayout = {
  id: 'lexware',
  country: 'DE',
  anchors: ['lexware', 'lohn+gehalt'],
  labels: {
    employee_name: ['mitarbeiter', 'name', 'arbeitnehmer'],
    tax_id: ['steuer-id', 'identifikationsnummer', 'steuer-idnr'],
    employer_name: ['arbeitgeber', 'firma'],
    employer_tax_number: ['steuernummer', 'ust-idnr'],
    period: ['abrechnungsmonat', 'abrechnungszeitraum', 'lohn- und gehaltsabrechnung'],
    gross_pay: ['gesamtbrutto', 'gesamt-brutto', 'bruttobezuge'],
    taxable_pay: ['steuerbrutto', 'steuer-brutto', 'steuerpflichtiges brutto'],
    net_pay: ['auszahlungsbetrag', 'uberweisung', 'nettobezug', 'nettoverdienst'],
    hiring_date: ['eintrittsdatum', 'eintritt'],
    level: ['tarifgruppe', 'entgeltgruppe', 'gehaltsgruppe'],
    job_title: ['tatigkeit', 'position'],
  },
  employeeInAddressWindow: true,
};

/**
 * SAP HCM (HR-Formular "Entgeltnachweis" / "Verdienstabrechnung"): "Abrechnungszeitraum 01.10.2025 -
 * 31.10.2025", "Pers.-Nr.", "Eintrittsdatum", "Steuer-Id-Nr.", "Steuerklasse", "Entgeltgruppe"; wage types
 * with their numbers (/101 Gesamtbrutto, /260 Steuerbrutto … /550 Nettoentgelt, /559 Überweisung).
 */
export const SAP_HCM: PayslipLayout = {
  id: 'sap-hcm',
  country: 'DE',
  anchors: ['sap', 'entgeltnachweis', '/559'],
  labels: {
    employee_name: ['name', 'mitarbeiter', 'arbeitnehmer'],
    tax_id: ['steuer-id-nr', 'steuer-id', 'identifikationsnummer'],
    employer_name: ['gesellschaft', 'arbeitgeber', 'firma'],
    employer_tax_number: ['ust-idnr', 'steuernummer'],
    period: ['abrechnungszeitraum', 'abrechnungsmonat', 'fur-periode', 'periode'],
    gross_pay: ['/101 gesamtbrutto', 'gesamtbrutto', 'gesamt-brutto'],
    taxable_pay: ['/260 steuerbrutto', 'steuerbrutto', 'steuer-brutto'],
    net_pay: ['/559 uberweisung', 'uberweisung', 'auszahlungsbetrag', '/550 nettoentgelt', 'nettoentgelt'],
    hiring_date: ['eintrittsdatum', 'eintritt'],
    level: ['entgeltgruppe', 'tarifgruppe'],
    job_title: ['stelle', 'tatigkeit'],
  },
  employeeInAddressWindow: true,
};

export const GERMAN_PAYSLIP_LAYOUTS: readonly PayslipLayout[] = [DATEV, LEXWARE, SAP_HCM];
