import type { PayslipLayout } from './layout-definition.js';

/**
 * Zucchetti (Paghe Project / HR Zucchetti) cedolino and LUL page: boxes with the label on top and the
 * value under it: "COGNOME E NOME", "CODICE FISCALE", "PERIODO DI RETRIBUZIONE" (OTTOBRE 2025),
 * "DATA ASSUNZIONE" (dd-mm-yyyy), "LIVELLO", "QUALIFICA"; the company box with "Codice Fiscale" / "Partita
 * IVA", "Posizione INPS", "P.A.T. INAIL"; voci with codes (Z00001 Retribuzione, F02000 Imponibile IRPEF);
 * the foot "TOTALE COMPETENZE", "TOTALE TRATTENUTE", "ARROTONDAMENTO", "NETTO DEL MESE".
 */
export const ZUCCHETTI: PayslipLayout = {
  id: 'zucchetti',
  country: 'IT',
  anchors: ['zucchetti', 'paghe project', 'netto del mese'],
  labels: {
    employee_name: ['cognome e nome', 'cognome nome', 'dipendente'],
    tax_id: ['codice fiscale', 'cod. fiscale'],
    employer_name: ['ragione sociale', 'azienda', 'denominazione'],
    employer_tax_number: ['partita iva', 'p. iva', 'codice fiscale'],
    period: ['periodo di retribuzione', 'mese di retribuzione', 'periodo'],
    gross_pay: ['totale competenze', 'tot. competenze'],
    taxable_pay: ['imponibile irpef', 'imponibile fiscale', 'imp. irpef'],
    net_pay: ['netto del mese', 'netto in busta', 'netto a pagare'],
    hiring_date: ['data assunzione', 'data di assunzione', 'data ass.'],
    level: ['livello', 'liv.'],
    job_title: ['qualifica', 'mansione'],
  },
  employeeInAddressWindow: false,
};

/**
 * TeamSystem (Paghe/HR) cedolino: a header table "Matricola | Dipendente | Codice fiscale", "Mese / Anno"
 * (10/2025) and "Data di assunzione" (dd/mm/yyyy), "Liv." and "Qualifica", "Tipo rapporto"; the company as
 * "Ditta" with "P.IVA"; the totals "Tot. competenze", "Tot. trattenute", "Netto in busta".
 */
export const TEAMSYSTEM: PayslipLayout = {
  id: 'teamsystem',
  country: 'IT',
  anchors: ['teamsystem', 'team system'],
  labels: {
    employee_name: ['dipendente', 'cognome e nome', 'nominativo'],
    tax_id: ['codice fiscale', 'cod. fiscale', 'c.f.'],
    employer_name: ['ditta', 'ragione sociale', 'azienda'],
    employer_tax_number: ['p.iva', 'partita iva', 'p. iva'],
    period: ['mese / anno', 'mese/anno', 'mese anno', 'periodo di paga', 'mese di'],
    gross_pay: ['tot. competenze', 'totale competenze', 'totale lordo'],
    taxable_pay: ['imponibile irpef', 'imponibile fiscale', 'imp. fiscale'],
    net_pay: ['netto in busta', 'netto a pagare', 'netto del mese'],
    hiring_date: ['data di assunzione', 'data assunzione', 'assunto il'],
    level: ['liv.', 'livello'],
    job_title: ['qualifica', 'mansione'],
  },
  employeeInAddressWindow: false,
};

/**
 * ADP (GlobalView / Libro Unico del Lavoro) cedolino: "LIBRO UNICO DEL LAVORO" and "Prospetto paga",
 * "Mese retribuito" (OTTOBRE 2025), "Cognome Nome", "Codice fiscale", "Data assunzione", "Livello" /
 * "Mansione", the company with "Partita IVA"; totals "TOTALE COMPETENZE", "TOTALE TRATTENUTE", "NETTO A PAGARE".
 */
export const ADP: PayslipLayout = {
  id: 'adp',
  country: 'IT',
  anchors: ['adp', 'libro unico del lavoro'],
  labels: {
    employee_name: ['cognome nome', 'cognome e nome', 'dipendente'],
    tax_id: ['codice fiscale', 'cod. fiscale'],
    employer_name: ['azienda', 'ragione sociale', 'datore di lavoro'],
    employer_tax_number: ['partita iva', 'p.iva', 'codice fiscale'],
    period: ['mese retribuito', 'periodo di paga', 'periodo di retribuzione', 'competenza'],
    gross_pay: ['totale competenze', 'totale lordo', 'tot. competenze'],
    taxable_pay: ['imponibile fiscale', 'imponibile irpef', 'imp. irpef'],
    net_pay: ['netto a pagare', 'netto in busta', 'netto del mese'],
    hiring_date: ['data assunzione', 'data di assunzione', 'data ass.'],
    level: ['livello', 'liv.'],
    job_title: ['mansione', 'qualifica'],
  },
  employeeInAddressWindow: false,
};

export const ITALIAN_PAYSLIP_LAYOUTS: readonly PayslipLayout[] = [ZUCCHETTI, TEAMSYSTEM, ADP];
