import { euro, printDate } from './format.js';
import { renderForm, type FormDraw } from './form-pdf.js';
import { fiscalCode, spacedSteuerId, steuerId } from './identifiers.js';
import { GERMAN_EMPLOYER, ITALIAN_EMPLOYER, type PayslipEmployer } from './payslip-spec.js';
import { PAGE } from './render.js';

// Fiscal documents as the real ones print them: the Agenzia delle Entrate's Certificazione Unica (CU),
// the 730-3 prospetto di liquidazione and the Redditi PF quadro RN, the German "Ausdruck der
// elektronischen Lohnsteuerbescheinigung" (the BMF's model, numbered lines 1–33) and the tax office's
// Einkommensteuerbescheid. Amounts are integer cents; whole-euro forms (730, Redditi, Bescheid income
// lines) print euros only, as the real ones do.

export interface Taxpayer {
  surname: string;
  givenName: string;
  /** codice fiscale (Italy) */
  fiscalCode?: string;
  /** steuerliche Identifikationsnummer, 11 digits (Germany) */
  steuerId?: string;
  birthDate: string;
  birthPlace: string;
  street: string;
  city: string;
}

/** The employer printed on the forms: the applicant's one of their payslips (one person, one set of documents). */
export type Employer = PayslipEmployer;

export const ITALIAN_TAXPAYER: Taxpayer = {
  surname: 'ROSSI',
  givenName: 'MARIO',
  fiscalCode: fiscalCode('RSSMRA85M01F205'),
  birthDate: '1985-08-01',
  birthPlace: 'MILANO',
  street: 'VIA GIUSEPPE GARIBALDI 12',
  city: '20121 MILANO MI',
};
export const GERMAN_TAXPAYER: Taxpayer = {
  surname: 'Mustermann',
  givenName: 'Max',
  steuerId: steuerId('8609574271'),
  birthDate: '1986-03-14',
  birthPlace: 'Köln',
  street: 'Lindenstraße 5',
  city: '50667 Köln',
};

export interface FiscalSpec {
  /** the tax year (anno d'imposta, Kalenderjahr) */
  year: number;
  taxpayer: Taxpayer;
  employer: Employer;
  /** income before tax: CU punto 1, 730/Redditi reddito complessivo, LStB line 3, Bescheid Summe der Einkünfte */
  gross: number;
  /** income tax withheld or assessed (ritenute / imposta netta, Lohnsteuer, festgesetzte Einkommensteuer) */
  incomeTax: number;
  /** IT: addizionale regionale; DE: Solidaritätszuschlag */
  surcharge: number;
  /** IT: addizionale comunale (acconto + saldo in the CU); DE: Kirchensteuer */
  localTax: number;
  /** DE Lohnsteuerbescheinigung: employee's pension, health, care and unemployment contributions */
  social?: { pension: number; health: number; care: number; unemployment: number };
  /** Einkommensteuerbescheid: zu versteuerndes Einkommen */
  taxable?: number;
  /** when the document was produced */
  issuedAt?: string;
}

const italianDefaults = (year: number): FiscalSpec => ({
  year,
  taxpayer: ITALIAN_TAXPAYER,
  employer: ITALIAN_EMPLOYER,
  gross: 3_245_000,
  incomeTax: 682_050,
  surcharge: 56_000,
  localTax: 24_500,
  issuedAt: `${year + 1}-03-14`,
});
const germanDefaults = (year: number): FiscalSpec => ({
  year,
  taxpayer: GERMAN_TAXPAYER,
  employer: GERMAN_EMPLOYER,
  gross: 5_223_000,
  incomeTax: 784_600,
  surcharge: 0,
  localTax: 62_768,
  social: { pension: 485_739, health: 381_279, care: 94_014, unemployment: 67_899 },
  taxable: 4_512_300,
  issuedAt: `${year + 1}-02-12`,
});

export const italianFiscalSpec = (overrides: Partial<FiscalSpec> = {}): FiscalSpec => ({ ...italianDefaults(overrides.year ?? 2025), ...overrides });
export const germanFiscalSpec = (overrides: Partial<FiscalSpec> = {}): FiscalSpec => ({ ...germanDefaults(overrides.year ?? 2025), ...overrides });

const wholeEuro = (cents: number) => euro(Math.round(cents / 100) * 100).replace(/,00$/, '');
const italianDate = (iso: string) => printDate(iso, 'dd/mm/yyyy');
const germanDate = (iso: string) => printDate(iso, 'dd.mm.yyyy');
const createdAt = (spec: FiscalSpec) => new Date(`${spec.issuedAt ?? `${spec.year + 1}-03-01`}T09:00:00Z`);

/** Certificazione Unica: frontispiece data of the sostituto and the percipiente, then the DATI FISCALI boxes. */
export const renderCertificazioneUnica = (spec: FiscalSpec = italianFiscalSpec()): Promise<Uint8Array> => {
  const { taxpayer, employer, year } = spec;
  const left = PAGE.left;
  const page1 = (d: FormDraw) => {
    d.text(`CERTIFICAZIONE UNICA ${year + 1}`, left, 40, { size: 14, bold: true });
    d.text('Agenzia delle Entrate', 430, 44, { size: 10, bold: true });
    d.text(`CERTIFICAZIONE DI CUI ALL'ART. 4, COMMI 6-ter e 6-quater, DEL D.P.R. 22 LUGLIO 1998, n. 322, RELATIVA ALL'ANNO ${year}`, left, 66, { size: 6.5 });
    d.text("DATI RELATIVI AL DATORE DI LAVORO, ENTE PENSIONISTICO O ALTRO SOSTITUTO D'IMPOSTA", left, 90, { size: 7, bold: true });
    d.field('Codice fiscale', employer.taxNumber, left, 100, 130);
    d.field('Cognome o Denominazione', employer.name, left + 135, 100, 240);
    d.field('Nome', null, left + 380, 100, 131);
    d.field('Comune', employer.city.replace(/^\d{5}\s+/, '').replace(/\s+[A-Z]{2}$/, ''), left, 128, 160);
    d.field('Indirizzo', employer.street, left + 165, 128, 210);
    d.field('Codice attività', '522910', left + 380, 128, 131);
    d.text('DATI RELATIVI AL DIPENDENTE, PENSIONATO O ALTRO PERCETTORE DELLE SOMME', left, 166, { size: 7, bold: true });
    d.field('Codice fiscale', taxpayer.fiscalCode ?? null, left, 176, 130);
    d.field('Cognome', taxpayer.surname, left + 135, 176, 150);
    d.field('Nome', taxpayer.givenName, left + 290, 176, 120);
    d.field('Sesso (M o F)', 'M', left + 415, 176, 96);
    d.field('Data di nascita', italianDate(taxpayer.birthDate), left, 204, 130);
    d.field('Comune (o Stato estero) di nascita', taxpayer.birthPlace, left + 135, 204, 240);
    d.field('Prov. nascita (sigla)', 'MI', left + 380, 204, 131);
    d.text(`Data ${italianDate(spec.issuedAt ?? `${year + 1}-03-14`)}`, left, 250);
    d.text('Firma del datore di lavoro o altro sostituto d’imposta', 330, 250, { size: 7 });
    d.text(`CU ${year + 1} - Certificazione Unica - Lavoro dipendente e assimilati`, left, 800, { size: 6 });
  };
  const page2 = (d: FormDraw) => {
    d.text(`CERTIFICAZIONE UNICA ${year + 1}`, left, 40, { size: 10, bold: true });
    d.text(`CODICE FISCALE ${taxpayer.fiscalCode ?? ''}`, 360, 40, { size: 8 });
    d.text('DATI FISCALI', left, 62, { size: 9, bold: true });
    d.text('REDDITI', left, 80, { size: 7, bold: true });
    d.field('1 Redditi di lavoro dipendente e assimilati (indeterminato)', euro(spec.gross), left, 90, 165, { align: 'right' });
    d.field('2 Redditi di lavoro dipendente e assimilati (determinato)', null, left + 170, 90, 165);
    d.field('3 Redditi di pensione', null, left + 340, 90, 171);
    d.field('6 Numero di giorni lavoro dipendente', '365', left, 118, 120, { align: 'right' });
    d.field('8 Data inizio rapporto', '01/02/2019', left + 125, 118, 110);
    d.field('10 In forza al 31/12', 'X', left + 240, 118, 80);
    d.text('RITENUTE', left, 152, { size: 7, bold: true });
    d.field('21 Ritenute Irpef', euro(spec.incomeTax), left, 162, 120, { align: 'right' });
    d.field("22 Addizionale regionale all'Irpef", euro(spec.surcharge), left + 125, 162, 130, { align: 'right' });
    d.field(`26 Addizionale comunale all'Irpef acconto ${year}`, euro(Math.round(spec.localTax * 0.3)), left + 260, 162, 125, { align: 'right' });
    d.field(`27 Addizionale comunale all'Irpef saldo ${year}`, euro(spec.localTax - Math.round(spec.localTax * 0.3)), left + 390, 162, 121, { align: 'right' });
    d.field(`29 Addizionale comunale all'Irpef acconto ${year + 1}`, euro(Math.round(spec.localTax * 0.3)), left, 190, 150, { align: 'right' });
    d.field('30 Ritenute Irpef sospese', null, left + 155, 190, 120);
  };
  return renderForm([page1, page2], { producer: 'Zucchetti HR Infinity - CU', title: `Certificazione Unica ${year + 1}`, createdAt: createdAt(spec) });
};

const liquidationRows = (d: FormDraw, rows: [string, string, number][], top: number) => {
  rows.forEach(([rigo, label, cents], index) => {
    const y = top + index * 16;
    d.text(rigo, PAGE.left, y, { size: 8 });
    d.text(label, PAGE.left + 30, y, { size: 8 });
    d.text(wholeEuro(cents), 420, y, { size: 8, width: 90, align: 'right' });
    d.rule(y + 11);
  });
};

/** 730-3: the prospetto di liquidazione the CAF or the precompilata prints, dichiarante column. */
export const render730 = (spec: FiscalSpec = italianFiscalSpec()): Promise<Uint8Array> => {
  const { taxpayer, year } = spec;
  const net = spec.incomeTax;
  return renderForm(
    [
      (d) => {
        d.text(`MODELLO 730/${year + 1}`, PAGE.left, 40, { size: 12, bold: true });
        d.text(`redditi ${year}`, PAGE.left + 150, 42, { size: 10 });
        d.text('730-3 PROSPETTO DI LIQUIDAZIONE', PAGE.left, 62, { size: 10, bold: true });
        d.text(`CODICE FISCALE DEL DICHIARANTE ${taxpayer.fiscalCode ?? ''}`, PAGE.left, 84, { size: 8 });
        d.text(`COGNOME E NOME ${taxpayer.surname} ${taxpayer.givenName}`, PAGE.left, 98, { size: 8 });
        d.text('DICHIARANTE', 420, 118, { size: 7, bold: true, width: 90, align: 'right' });
        liquidationRows(
          d,
          [
            ['1', 'Reddito di lavoro dipendente e assimilati', spec.gross],
            ['11', 'REDDITO COMPLESSIVO', spec.gross],
            ['13', 'Reddito imponibile', spec.gross - 40_000],
            ['14', 'Imposta lorda', spec.incomeTax + 180_000],
            ['22', 'IMPOSTA NETTA', net],
            ['24', 'Ritenute', spec.incomeTax + 12_000],
            ['25', 'DIFFERENZA', -12_000],
            ['61', "Addizionale regionale all'IRPEF dovuta", spec.surcharge],
            ['71', "Addizionale comunale all'IRPEF dovuta", spec.localTax],
          ],
          132,
        );
        d.text('Il CAF / professionista abilitato', PAGE.left, 300, { size: 7 });
      },
    ],
    { producer: 'Agenzia delle Entrate - 730 precompilato', title: `730/${year + 1}`, createdAt: createdAt(spec) },
  );
};

/** Redditi Persone Fisiche: the first page and quadro RN / RV. */
export const renderRedditiPf = (spec: FiscalSpec = italianFiscalSpec({ gross: 4_530_000, incomeTax: 1_120_000, surcharge: 76_500, localTax: 36_000 })): Promise<Uint8Array> => {
  const { taxpayer, year } = spec;
  return renderForm(
    [
      (d) => {
        d.text(`REDDITI ${year + 1}`, PAGE.left, 40, { size: 14, bold: true });
        d.text('PERSONE FISICHE', PAGE.left + 110, 44, { size: 10, bold: true });
        d.text(`Periodo d'imposta ${year}`, 400, 44, { size: 9 });
        d.field('CODICE FISCALE (obbligatorio)', taxpayer.fiscalCode ?? null, PAGE.left, 66, 170);
        d.field('COGNOME', taxpayer.surname, PAGE.left + 175, 66, 160);
        d.field('NOME', taxpayer.givenName, PAGE.left + 340, 66, 171);
        d.text('QUADRO RN - Determinazione dell’IRPEF', PAGE.left, 110, { size: 9, bold: true });
        liquidationRows(
          d,
          [
            ['RN1', 'Reddito complessivo', spec.gross],
            ['RN4', 'Reddito imponibile', spec.gross - 60_000],
            ['RN5', 'Imposta lorda', spec.incomeTax + 250_000],
            ['RN26', 'Imposta netta', spec.incomeTax],
            ['RN45', 'Differenza', 35_000],
          ],
          128,
        );
        d.text('QUADRO RV - Addizionali regionale e comunale all’IRPEF', PAGE.left, 220, { size: 9, bold: true });
        liquidationRows(
          d,
          [
            ['RV2', "Addizionale regionale all'IRPEF dovuta", spec.surcharge],
            ['RV10', "Addizionale comunale all'IRPEF dovuta", spec.localTax],
          ],
          238,
        );
      },
    ],
    { producer: 'Agenzia delle Entrate - Redditi PF', title: `Redditi ${year + 1} PF`, createdAt: createdAt(spec) },
  );
};

/** The printout of the electronic Lohnsteuerbescheinigung (BMF model): employee block left, numbered lines right. */
export const renderLohnsteuerbescheinigung = (spec: FiscalSpec = germanFiscalSpec()): Promise<Uint8Array> => {
  const { taxpayer, employer, year } = spec;
  const social = spec.social ?? { pension: 0, health: 0, care: 0, unemployment: 0 };
  const right = 300;
  const line = (d: FormDraw, y: number, number: string, label: string, cents: number | null) => {
    d.text(number, right, y, { size: 7 });
    d.text(label, right + 14, y, { size: 7 });
    if (cents !== null) d.text(euro(cents), 480, y, { size: 8, width: 70, align: 'right' });
    d.rule(y + 10, right, PAGE.right);
  };
  return renderForm(
    [
      (d) => {
        d.text(`Ausdruck der elektronischen Lohnsteuerbescheinigung für ${year}`, PAGE.left, 36, { size: 11, bold: true });
        d.text('Nachstehende Daten wurden maschinell an die Finanzverwaltung übertragen.', PAGE.left, 52, { size: 7 });
        d.text(`Herrn ${taxpayer.givenName} ${taxpayer.surname}`, PAGE.left, 90, { size: 9 });
        d.text(taxpayer.street, PAGE.left, 102, { size: 9 });
        d.text(taxpayer.city, PAGE.left, 114, { size: 9 });
        d.text('Geburtsdatum', PAGE.left, 140, { size: 7 });
        d.text(germanDate(taxpayer.birthDate), PAGE.left + 110, 140, { size: 8 });
        d.text('Identifikationsnummer', PAGE.left, 152, { size: 7 });
        d.text(taxpayer.steuerId ? spacedSteuerId(taxpayer.steuerId) : '', PAGE.left + 110, 152, { size: 8 });
        d.text('Personalnummer', PAGE.left, 164, { size: 7 });
        d.text('000417', PAGE.left + 110, 164, { size: 8 });
        d.text('Transferticket', PAGE.left, 176, { size: 7 });
        d.text('mstrmxxx86c14a 2Z9', PAGE.left + 110, 176, { size: 8 });
        d.text('Dem Lohnsteuerabzug wurden zugrunde gelegt:', PAGE.left, 200, { size: 7 });
        d.text('Steuerklasse/Faktor   1', PAGE.left, 212, { size: 7 });
        d.text('Anschrift und Steuernummer des Arbeitgebers:', PAGE.left, 250, { size: 7 });
        d.text(employer.name, PAGE.left, 262, { size: 8 });
        d.text(employer.street, PAGE.left, 274, { size: 8 });
        d.text(employer.city, PAGE.left, 286, { size: 8 });
        d.text(`Steuernummer: ${employer.taxNumber}`, PAGE.left, 298, { size: 8 });
        d.text('EUR', 520, 76, { size: 7, bold: true });
        line(d, 88, '1.', 'Dauer des Dienstverhältnisses', null);
        d.text(`01.01. - 31.12.`, 480, 88, { size: 8, width: 70, align: 'right' });
        line(d, 100, '2.', 'Zeiträume ohne Anspruch auf Arbeitslohn', null);
        line(d, 112, '3.', 'Bruttoarbeitslohn einschl. Sachbezüge ohne 9. und 10.', spec.gross);
        line(d, 124, '4.', 'Einbehaltene Lohnsteuer von 3.', spec.incomeTax);
        line(d, 136, '5.', 'Einbehaltener Solidaritätszuschlag von 3.', spec.surcharge);
        line(d, 148, '6.', 'Einbehaltene Kirchensteuer des Arbeitnehmers von 3.', spec.localTax);
        line(d, 160, '7.', 'Einbehaltene Kirchensteuer des Ehegatten von 3. (nur bei Konfessionsverschiedenheit)', null);
        line(d, 184, '22.', 'Arbeitgeberanteil a) zur gesetzlichen Rentenversicherung', social.pension);
        line(d, 196, '23.', 'Arbeitnehmeranteil a) zur gesetzlichen Rentenversicherung', social.pension);
        line(d, 208, '25.', 'Arbeitnehmerbeiträge zur gesetzlichen Krankenversicherung', social.health);
        line(d, 220, '26.', 'Arbeitnehmerbeiträge zur sozialen Pflegeversicherung', social.care);
        line(d, 232, '27.', 'Arbeitnehmerbeiträge zur Arbeitslosenversicherung', social.unemployment);
        line(d, 244, '28.', 'Beiträge zur privaten Kranken- und Pflege-Pflichtversicherung', null);
        d.text('Finanzamt, an das die Lohnsteuer abgeführt wurde (Name und vierstellige Nr.)', PAGE.left, 330, { size: 7 });
        d.text('Köln-Altstadt 5214', PAGE.left, 342, { size: 8 });
      },
    ],
    { producer: 'DATEV Lohn und Gehalt', title: `Lohnsteuerbescheinigung ${year}`, createdAt: createdAt(spec) },
  );
};

/** The tax office's assessment notice: Festsetzung, then the Ermittlung der Besteuerungsgrundlagen. */
export const renderEinkommensteuerbescheid = (spec: FiscalSpec = germanFiscalSpec({ year: 2024 })): Promise<Uint8Array> => {
  const { taxpayer, year } = spec;
  const issued = spec.issuedAt ?? `${year + 1}-06-20`;
  const taxable = spec.taxable ?? spec.gross - 700_000;
  const row = (d: FormDraw, y: number, label: string, cents: number, bold = false) => {
    d.text(label, PAGE.left, y, { size: 8.5, bold });
    d.text(wholeEuro(cents), 430, y, { size: 8.5, width: 80, align: 'right', bold });
  };
  return renderForm(
    [
      (d) => {
        d.text('Finanzamt Köln-Altstadt', PAGE.left, 36, { size: 9, bold: true });
        d.text('Am Weidenbach 2-4, 50676 Köln', PAGE.left, 48, { size: 7 });
        d.text(`Herrn ${taxpayer.givenName} ${taxpayer.surname}`, PAGE.left, 90, { size: 9 });
        d.text(taxpayer.street, PAGE.left, 102, { size: 9 });
        d.text(taxpayer.city, PAGE.left, 114, { size: 9 });
        d.text(`Datum ${germanDate(issued)}`, 400, 90, { size: 8 });
        d.text('Steuernummer 214/5108/3321', 400, 102, { size: 8 });
        d.text(`Identifikationsnummer ${taxpayer.steuerId ? spacedSteuerId(taxpayer.steuerId) : ''}`, 400, 114, { size: 8 });
        d.text(`Bescheid für ${year} über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer`, PAGE.left, 150, { size: 11, bold: true });
        d.text('Festsetzung', PAGE.left, 192, { size: 9, bold: true });
        d.text('Einkommensteuer', 250, 206, { size: 7.5, width: 85, align: 'right' });
        d.text('Solidaritätszuschlag', 340, 206, { size: 7.5, width: 85, align: 'right' });
        d.text('Kirchensteuer rk', 430, 206, { size: 7.5, width: 80, align: 'right' });
        d.text('Festgesetzt werden', PAGE.left, 220, { size: 8.5 });
        d.text(euro(spec.incomeTax), 250, 220, { size: 8.5, width: 85, align: 'right' });
        d.text(euro(spec.surcharge), 340, 220, { size: 8.5, width: 85, align: 'right' });
        d.text(euro(spec.localTax), 430, 220, { size: 8.5, width: 80, align: 'right' });
        d.text('Ermittlung der Besteuerungsgrundlagen', PAGE.left, 260, { size: 9, bold: true });
        row(d, 276, 'Einkünfte aus nichtselbständiger Arbeit', spec.gross);
        row(d, 290, 'Summe der Einkünfte', spec.gross, true);
        row(d, 304, 'Gesamtbetrag der Einkünfte', spec.gross);
        row(d, 318, 'Sonderausgaben', -(spec.gross - taxable));
        row(d, 332, 'Einkommen', taxable);
        row(d, 346, 'zu versteuerndes Einkommen', taxable, true);
        d.text('Dieser Bescheid ist nach § 165 Abs. 1 AO teilweise vorläufig.', PAGE.left, 380, { size: 7 });
      },
    ],
    { producer: 'ELSTER - Bescheiddatenabruf', title: `Einkommensteuerbescheid ${year}`, createdAt: createdAt({ ...spec, issuedAt: issued }) },
  );
};
