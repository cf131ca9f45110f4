import { euro, printDate } from './format.js';
import type { PayslipDraw, PayslipTemplate } from './render-payslip.js';
import type { PayslipLine, PayslipSpec } from './payslip-spec.js';

const IT_MONTHS = ['GENNAIO', 'FEBBRAIO', 'MARZO', 'APRILE', 'MAGGIO', 'GIUGNO', 'LUGLIO', 'AGOSTO', 'SETTEMBRE', 'OTTOBRE', 'NOVEMBRE', 'DICEMBRE'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const monthIndex = (spec: PayslipSpec) => Number(spec.period.slice(5, 7)) - 1;
const italianPeriod = (spec: PayslipSpec) => `${IT_MONTHS[monthIndex(spec)]} ${spec.period.slice(0, 4)}`;
const germanPeriod = (spec: PayslipSpec) => `${DE_MONTHS[monthIndex(spec)]} ${spec.period.slice(0, 4)}`;
const fullName = (spec: PayslipSpec) => `${spec.employee.firstName} ${spec.employee.lastName}`;
const surnameFirst = (spec: PayslipSpec) => `${spec.employee.lastName} ${spec.employee.firstName}`.toUpperCase();
const total = (lines: PayslipLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);
const lastDay = (period: string) => new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 0)).toISOString().slice(0, 10);
const groupedSteuerId = (id: string) => `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`;

/** Labels on top, values under them: the boxes of Zucchetti and DATEV headers. */
const labelBoxes = (draw: PayslipDraw, y: number, boxes: { x: number; width: number; label: string; value: string; align?: 'left' | 'right' }[]) => {
  for (const box of boxes) {
    draw.box(box.x, y, box.width, 24);
    draw.text(box.label, box.x + 2, y + 2, { size: 5.5 });
    draw.text(box.value, box.x + 2, y + 12, { size: 8, width: box.width - 4, align: box.align });
  }
};

/** Zucchetti: company and employee boxes, coded voci with competenze and trattenute columns, ratei box, totals boxes with NETTO DEL MESE. */
const zucchetti: PayslipTemplate = {
  id: 'zucchetti',
  country: 'IT',
  producer: 'Zucchetti Paghe Project - PDF Report Engine',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  draw: (draw, spec) => {
    labelBoxes(draw, 30, [
      { x: 30, width: 60, label: 'CODICE AZIENDA', value: '000123' },
      { x: 90, width: 240, label: 'RAGIONE SOCIALE', value: spec.employer.name },
      { x: 330, width: 110, label: 'POSIZIONE INPS', value: '4912345678' },
      { x: 440, width: 125, label: 'PARTITA IVA', value: spec.employer.taxNumber },
    ]);
    draw.text(`${spec.employer.street} - ${spec.employer.city}`, 92, 57, { size: 6 });
    labelBoxes(draw, 70, [
      { x: 30, width: 50, label: 'CODICE', value: '0000045' },
      { x: 80, width: 150, label: 'COGNOME E NOME', value: surnameFirst(spec) },
      { x: 230, width: 110, label: 'CODICE FISCALE', value: spec.employee.taxId },
      { x: 340, width: 70, label: 'DATA ASSUNZIONE', value: printDate(spec.hiringDate, 'dd/mm/yyyy').replace(/\//g, '-') },
      { x: 410, width: 45, label: 'LIVELLO', value: spec.level },
      { x: 455, width: 110, label: 'QUALIFICA', value: spec.jobTitle },
    ]);
    labelBoxes(draw, 94, [
      { x: 30, width: 200, label: 'PERIODO DI RETRIBUZIONE', value: italianPeriod(spec) },
      { x: 230, width: 180, label: 'TIPO RAPPORTO', value: spec.contractType === 'open-ended' ? 'TEMPO INDETERMINATO' : 'TEMPO DETERMINATO' },
      { x: 410, width: 155, label: 'CONTRATTO', value: 'CCNL COMMERCIO TERZIARIO' },
    ]);
    let y = 130;
    draw.text('VOCE', 32, y, { size: 6.5, bold: true });
    draw.text('DESCRIZIONE', 80, y, { size: 6.5, bold: true });
    draw.text('ORE/GG/%', 300, y, { size: 6.5, bold: true });
    draw.text('COMPETENZE', 420, y, { size: 6.5, bold: true, width: 60, align: 'right' });
    draw.text('TRATTENUTE', 500, y, { size: 6.5, bold: true, width: 65, align: 'right' });
    draw.rule(y + 10, 30, 565);
    y += 16;
    const row = (line: PayslipLine, column: 'earning' | 'deduction') => {
      draw.text(line.code, 32, y);
      draw.text(line.label, 80, y);
      if (line.quantity) draw.text(line.quantity, 300, y);
      draw.text(euro(line.amount), column === 'earning' ? 420 : 500, y, { width: column === 'earning' ? 60 : 65, align: 'right' });
      y += 12;
    };
    spec.earnings.forEach((line) => row(line, 'earning'));
    draw.text('F02000', 32, y);
    draw.text('Imponibile IRPEF', 80, y);
    draw.text(euro(spec.taxable), 300, y);
    y += 12;
    spec.deductions.forEach((line) => row(line, 'deduction'));
    y = 560;
    draw.text('RATEI', 32, y, { size: 6.5, bold: true });
    draw.text(`13ª MENS. ${euro(Number(spec.period.slice(5, 7)) * 100)}`, 80, y, { size: 6.5 });
    draw.text(`14ª MENS. ${euro(Math.max(0, Number(spec.period.slice(5, 7)) - 6) * 100)}`, 180, y, { size: 6.5 });
    draw.text(`Imp. INPS ${euro(spec.gross * Number(spec.period.slice(5, 7)))}`, 300, y, { size: 6.5 });
    draw.text(`Imp. IRPEF ${euro(spec.taxable * Number(spec.period.slice(5, 7)))}`, 430, y, { size: 6.5 });
    labelBoxes(draw, 590, [
      { x: 30, width: 135, label: 'TOTALE COMPETENZE', value: euro(spec.gross), align: 'right' },
      { x: 165, width: 135, label: 'TOTALE TRATTENUTE', value: euro(total(spec.deductions)), align: 'right' },
      { x: 300, width: 110, label: 'ARROTONDAMENTO', value: euro(0), align: 'right' },
      { x: 410, width: 155, label: 'NETTO DEL MESE', value: `${euro(spec.net)} €`, align: 'right' },
    ]);
    draw.text('Elaborato con Zucchetti - Libro Unico del Lavoro (art. 39 D.L. 112/2008)', 30, 800, { size: 5.5 });
  },
};

/** TeamSystem: "Ditta" and "P.IVA" beside each other, an employee table, "Mese/Anno" 10/2025, totals as label-value pairs, NETTO IN BUSTA. */
const teamsystem: PayslipTemplate = {
  id: 'teamsystem',
  country: 'IT',
  producer: 'TeamSystem HR Paghe',
  font: { regular: 'Times-Roman', bold: 'Times-Bold' },
  draw: (draw, spec) => {
    draw.text('CEDOLINO PAGA', 400, 30, { size: 12, bold: true });
    draw.text('Ditta:', 30, 34, { size: 8 });
    draw.text(spec.employer.name, 60, 34, { size: 9, bold: true });
    draw.text(`${spec.employer.street}, ${spec.employer.city}`, 60, 46, { size: 7 });
    draw.text(`P.IVA ${spec.employer.taxNumber}`, 60, 58, { size: 7 });
    draw.text('Mese/Anno', 400, 50, { size: 8 });
    draw.text(`${spec.period.slice(5, 7)}/${spec.period.slice(0, 4)}`, 470, 50, { size: 9, bold: true });
    const columns = [
      { x: 30, label: 'Matricola', value: '45' },
      { x: 80, label: 'Dipendente', value: surnameFirst(spec) },
      { x: 210, label: 'Codice fiscale', value: spec.employee.taxId },
      { x: 315, label: 'Data di assunzione', value: printDate(spec.hiringDate, 'dd/mm/yyyy') },
      { x: 405, label: 'Liv.', value: spec.level },
      { x: 440, label: 'Qualifica', value: 'Impiegato' },
    ];
    columns.forEach((column) => draw.text(column.label, column.x, 84, { size: 7, bold: true }));
    draw.rule(94, 30, 565);
    columns.forEach((column) => draw.text(column.value, column.x, 98, { size: 8 }));
    draw.text(`Tipo rapporto: ${spec.contractType === 'open-ended' ? 'Tempo indeterminato' : 'Tempo determinato'} - Full time`, 30, 114, { size: 7 });
    let y = 140;
    ['Cod.', 'Descrizione voce', 'Quantità', 'Competenze', 'Trattenute'].forEach((label, index) => draw.text(label, [30, 70, 290, 390, 480][index], y, { size: 7, bold: true }));
    draw.rule(y + 10, 30, 565);
    y += 16;
    for (const [lines, x] of [[spec.earnings, 390], [spec.deductions, 480]] as const) {
      for (const line of lines) {
        draw.text(line.code.replace(/^[A-Z]0*/, ''), 30, y, { size: 8 });
        draw.text(line.label, 70, y, { size: 8 });
        if (line.quantity) draw.text(line.quantity, 290, y, { size: 8 });
        draw.text(euro(line.amount), x, y, { size: 8, width: 70, align: 'right' });
        y += 12;
      }
    }
    y = 600;
    draw.rule(y - 6, 30, 565);
    draw.text('Tot. competenze', 30, y, { size: 8 });
    draw.text(euro(spec.gross), 120, y, { size: 8 });
    draw.text('Tot. trattenute', 230, y, { size: 8 });
    draw.text(euro(total(spec.deductions)), 310, y, { size: 8 });
    draw.text('Imponibile IRPEF', 30, y + 14, { size: 8 });
    draw.text(euro(spec.taxable), 120, y + 14, { size: 8 });
    draw.text('NETTO IN BUSTA', 400, y + 14, { size: 10, bold: true });
    draw.text(`${euro(spec.net)} €`, 480, y + 14, { size: 10, bold: true, width: 85, align: 'right' });
    draw.text('TeamSystem S.p.A. - HR Paghe', 30, 800, { size: 6 });
  },
};

/** ADP: "LIBRO UNICO DEL LAVORO - Prospetto paga", labelled "label: value" blocks, NETTO A PAGARE. */
const adp: PayslipTemplate = {
  id: 'adp',
  country: 'IT',
  producer: 'ADP GlobalView Payroll',
  font: { regular: 'Courier', bold: 'Courier-Bold' },
  draw: (draw, spec) => {
    draw.text('LIBRO UNICO DEL LAVORO - Prospetto paga', 30, 30, { size: 10, bold: true });
    draw.text(`Mese retribuito: ${italianPeriod(spec)}`, 360, 30, { size: 8 });
    draw.text(`Azienda: ${spec.employer.name}`, 30, 52, { size: 8 });
    draw.text(`Partita IVA: ${spec.employer.taxNumber}`, 330, 52, { size: 8 });
    draw.text(`Sede: ${spec.employer.street} ${spec.employer.city}`, 30, 63, { size: 7 });
    const pairs: [string, string][] = [
      ['Cognome Nome', surnameFirst(spec)],
      ['Codice fiscale', spec.employee.taxId],
      ['Data assunzione', printDate(spec.hiringDate, 'dd/mm/yyyy')],
      ['Livello', spec.level.replace('°', '')],
      ['Mansione', 'Impiegato amministrativo'],
      ['Contratto', spec.contractType === 'open-ended' ? 'Tempo indeterminato' : 'Tempo determinato'],
    ];
    pairs.forEach(([label, value], index) => draw.text(`${label}: ${value}`, index % 2 === 0 ? 30 : 330, 84 + Math.floor(index / 2) * 11, { size: 8 }));
    let y = 130;
    ['Voce', 'Descrizione', 'Riferimento', 'Competenze', 'Trattenute'].forEach((label, index) => draw.text(label, [30, 80, 290, 380, 470][index], y, { size: 7, bold: true }));
    y += 14;
    for (const [lines, x] of [[spec.earnings, 380], [spec.deductions, 470]] as const) {
      for (const line of lines) {
        draw.text(line.code.slice(-4), 30, y, { size: 7 });
        draw.text(line.label.toUpperCase(), 80, y, { size: 7 });
        if (line.quantity) draw.text(line.quantity, 290, y, { size: 7 });
        draw.text(euro(line.amount), x, y, { size: 7, width: 80, align: 'right' });
        y += 11;
      }
    }
    y = 620;
    const totals: [string, number][] = [['TOTALE COMPETENZE', spec.gross], ['TOTALE TRATTENUTE', total(spec.deductions)], ['Imponibile fiscale', spec.taxable], ['NETTO A PAGARE', spec.net]];
    totals.forEach(([label, amount], index) => {
      draw.text(label, 330, y + index * 12, { size: 8, bold: index === 3 });
      draw.text(euro(amount), 470, y + index * 12, { size: 8, bold: index === 3, width: 95, align: 'right' });
    });
    draw.text('ADP Italia S.r.l. - GlobalView', 30, 800, { size: 6 });
  },
};

/** Address window of a German letter: the sender line, salutation, name, street, city. */
const germanAddress = (draw: PayslipDraw, spec: PayslipSpec, y: number, sender: string) => {
  draw.text(sender, 40, y, { size: 5.5 });
  [['Herrn', 9], [fullName(spec), 9.5], [spec.employee.street, 9.5], [spec.employee.city, 9.5]].forEach(([line, size], index) => draw.text(String(line), 40, y + 12 + index * 12, { size: Number(size) }));
};

const germanDeduction = (spec: PayslipSpec, code: string) => spec.deductions.find((line) => line.code === code)?.amount ?? 0;

/** DATEV: label boxes with values under them, address window, Gesamt-Brutto, tax and social-insurance rows, Netto-Verdienst, Auszahlungsbetrag. */
const datev: PayslipTemplate = {
  id: 'datev',
  country: 'DE',
  producer: 'DATEV eG Lohn und Gehalt',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  draw: (draw, spec) => {
    draw.text(`Abrechnung der Brutto/Netto-Bezüge für ${germanPeriod(spec)}`, 40, 26, { size: 11, bold: true });
    labelBoxes(draw, 44, [
      { x: 40, width: 60, label: 'Personal-Nr.', value: '00045' },
      { x: 100, width: 60, label: 'Geburtsdatum', value: printDate(spec.employee.birthDate, 'dd.mm.yyyy') },
      { x: 160, width: 30, label: 'StKl', value: '1' },
      { x: 190, width: 50, label: 'Konfession', value: 'rk' },
      { x: 240, width: 60, label: 'Eintritt', value: printDate(spec.hiringDate, 'dd.mm.yyyy') },
      { x: 300, width: 80, label: 'Steuer-ID', value: groupedSteuerId(spec.employee.taxId) },
      { x: 380, width: 90, label: 'Krankenkasse', value: 'AOK Rheinland' },
      { x: 470, width: 85, label: 'Tätigkeit', value: spec.jobTitle },
    ]);
    germanAddress(draw, spec, 90, `${spec.employer.name} * ${spec.employer.street} * ${spec.employer.city}`);
    draw.text(spec.contractType === 'open-ended' ? 'Vertrag: unbefristet' : 'Vertrag: befristet', 330, 102, { size: 8 });
    let y = 170;
    ['Lohnart', 'Bezeichnung', 'Betrag'].forEach((label, index) => draw.text(label, [40, 90, 480][index], y, { size: 7, bold: true }));
    draw.rule(y + 10, 40, 555);
    y += 16;
    for (const line of spec.earnings) {
      draw.text(line.code, 40, y);
      draw.text(line.label, 90, y);
      draw.text(euro(line.amount), 480, y, { width: 75, align: 'right' });
      y += 12;
    }
    y = 300;
    draw.text('Gesamt-Brutto', 380, y, { bold: true });
    draw.text(euro(spec.gross), 480, y, { width: 75, align: 'right', bold: true });
    labelBoxes(draw, 320, [
      { x: 40, width: 100, label: 'Steuer-Brutto', value: euro(spec.taxable), align: 'right' },
      { x: 140, width: 100, label: 'Lohnsteuer', value: euro(germanDeduction(spec, 'LSt')), align: 'right' },
      { x: 240, width: 100, label: 'Kirchensteuer', value: euro(germanDeduction(spec, 'KiSt')), align: 'right' },
      { x: 340, width: 110, label: 'Solidaritätszuschlag', value: euro(germanDeduction(spec, 'SolZ')), align: 'right' },
    ]);
    labelBoxes(draw, 352, [
      { x: 40, width: 100, label: 'KV-Beitrag', value: euro(germanDeduction(spec, 'KV')), align: 'right' },
      { x: 140, width: 100, label: 'RV-Beitrag', value: euro(germanDeduction(spec, 'RV')), align: 'right' },
      { x: 240, width: 100, label: 'AV-Beitrag', value: euro(germanDeduction(spec, 'AV')), align: 'right' },
      { x: 340, width: 110, label: 'PV-Beitrag', value: euro(germanDeduction(spec, 'PV')), align: 'right' },
    ]);
    draw.text('Netto-Verdienst', 380, 400, { bold: true });
    draw.text(euro(spec.net), 480, 400, { width: 75, align: 'right', bold: true });
    draw.text('Auszahlungsbetrag', 380, 430, { bold: true });
    draw.text(euro(spec.net), 480, 430, { width: 75, align: 'right', bold: true });
    draw.text('Entgeltbescheinigung nach § 108 GewO - DATEV eG, Nürnberg', 40, 805, { size: 5.5 });
  },
};

/** Lexware lohn+gehalt: letterhead, address window, a two-column block of label-value pairs, Gesamtbrutto … Auszahlungsbetrag. */
const lexware: PayslipTemplate = {
  id: 'lexware',
  country: 'DE',
  producer: 'Lexware lohn+gehalt',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  draw: (draw, spec) => {
    draw.text(spec.employer.name, 360, 30, { size: 11, bold: true });
    draw.text(`${spec.employer.street}, ${spec.employer.city}`, 360, 44, { size: 7 });
    draw.text(`Steuernummer ${spec.employer.taxNumber}`, 360, 54, { size: 7 });
    germanAddress(draw, spec, 70, `${spec.employer.name}, ${spec.employer.street}, ${spec.employer.city}`);
    draw.text('Lohn- und Gehaltsabrechnung', 40, 150, { size: 12, bold: true });
    draw.text('Abrechnungsmonat', 330, 152, { size: 8 });
    draw.text(germanPeriod(spec), 430, 152, { size: 8, bold: true });
    const pairs: [string, string, string, string][] = [
      ['Personalnummer', '45', 'Steuerklasse', '1'],
      ['Eintrittsdatum', printDate(spec.hiringDate, 'dd.mm.yyyy'), 'Steuer-ID', spec.employee.taxId],
      ['Krankenkasse', 'Techniker Krankenkasse', 'Konfession', 'ev'],
      ['Tätigkeit', spec.jobTitle, 'Vertrag', spec.contractType === 'open-ended' ? 'unbefristet' : 'befristet'],
    ];
    pairs.forEach(([label, value, label2, value2], index) => {
      const y = 176 + index * 12;
      draw.text(label, 40, y);
      draw.text(value, 130, y);
      draw.text(label2, 300, y);
      draw.text(value2, 390, y);
    });
    let y = 240;
    draw.text('Bezüge', 40, y, { bold: true });
    y += 14;
    for (const line of spec.earnings) {
      draw.text(line.label, 40, y);
      draw.text(euro(line.amount), 460, y, { width: 95, align: 'right' });
      y += 12;
    }
    draw.text('Gesamtbrutto', 40, y + 4, { bold: true });
    draw.text(euro(spec.gross), 460, y + 4, { width: 95, align: 'right', bold: true });
    y += 28;
    draw.text('Steuerbrutto', 40, y);
    draw.text(euro(spec.taxable), 200, y);
    y += 16;
    draw.text('Abzüge', 40, y, { bold: true });
    y += 14;
    for (const line of spec.deductions) {
      draw.text(line.label, 40, y);
      if (line.quantity) draw.text(line.quantity, 300, y);
      draw.text(euro(line.amount), 460, y, { width: 95, align: 'right' });
      y += 12;
    }
    draw.text('Nettobezug', 40, y + 6, { bold: true });
    draw.text(euro(spec.net), 460, y + 6, { width: 95, align: 'right', bold: true });
    draw.text('Auszahlungsbetrag', 40, y + 22, { bold: true });
    draw.text(euro(spec.net), 460, y + 22, { width: 95, align: 'right', bold: true });
    draw.text('Erstellt mit Lexware lohn+gehalt', 40, 805, { size: 5.5 });
  },
};

/** SAP HCM Entgeltnachweis: Abrechnungszeitraum as a date range, the wage types with their numbers (/101 Gesamtbrutto … /559 Überweisung). */
const sapHcm: PayslipTemplate = {
  id: 'sap-hcm',
  country: 'DE',
  producer: 'SAP NetWeaver Smart Forms',
  font: { regular: 'Courier', bold: 'Courier-Bold' },
  draw: (draw, spec) => {
    draw.text('Entgeltnachweis', 40, 30, { size: 12, bold: true });
    draw.text(`Abrechnungszeitraum ${printDate(`${spec.period}-01`, 'dd.mm.yyyy')} - ${printDate(lastDay(spec.period), 'dd.mm.yyyy')}`, 300, 32, { size: 8 });
    draw.text(`Gesellschaft: ${spec.employer.name}`, 40, 52, { size: 8 });
    germanAddress(draw, spec, 70, `${spec.employer.name} - ${spec.employer.street} - ${spec.employer.city}`);
    const pairs: [string, string][] = [
      ['Pers.-Nr.', '00012345'],
      ['Eintrittsdatum', printDate(spec.hiringDate, 'dd.mm.yyyy')],
      ['Steuer-Id-Nr.', groupedSteuerId(spec.employee.taxId)],
      ['Steuerklasse', '1'],
      ['Entgeltgruppe', spec.level],
      ['Vertragsart', spec.contractType === 'open-ended' ? 'unbefristet' : 'befristet'],
    ];
    pairs.forEach(([label, value], index) => {
      draw.text(label, 330, 70 + index * 11, { size: 7.5 });
      draw.text(value, 430, 70 + index * 11, { size: 7.5 });
    });
    let y = 160;
    ['LA', 'Text', 'Betrag'].forEach((label, index) => draw.text(label, [40, 90, 460][index], y, { size: 7.5, bold: true }));
    y += 14;
    const rows: [string, string, number][] = [
      ...spec.earnings.map((line): [string, string, number] => [line.code === '2300' ? 'M230' : 'M001', line.label, line.amount]),
      ['/101', 'Gesamtbrutto', spec.gross],
      ['/260', 'Steuerbrutto', spec.taxable],
      ...spec.deductions.map((line): [string, string, number] => [`/4${line.code.length}0`, line.label, -line.amount]),
      ['/550', 'Nettoentgelt', spec.net],
      ['/559', 'Überweisung', spec.net],
    ];
    for (const [code, label, amount] of rows) {
      draw.text(code, 40, y, { size: 7.5 });
      draw.text(label, 90, y, { size: 7.5 });
      draw.text(euro(amount), 460, y, { size: 7.5, width: 95, align: 'right' });
      y += 11;
    }
    draw.text('SAP HCM - Personalabrechnung', 40, 805, { size: 5.5 });
  },
};

export const PAYSLIP_TEMPLATES = { zucchetti, teamsystem, adp, datev, lexware, sapHcm } as const;
export type PayslipTemplateName = keyof typeof PAYSLIP_TEMPLATES;
