import { spacedIban } from './identifiers.js';
import { addDays, euro, germanMonth, printDate } from './format.js';
import { PAGE, type BankTemplate, type Cells, type Draw } from './render.js';
import { closingBalance, type StatementSpec } from './statement-spec.js';

const SMALL = 7;

const addressWindow = (draw: Draw, spec: StatementSpec, x: number, y: number) => {
  const lines = [spec.holder.salutation, spec.holder.name, spec.holder.street, spec.holder.city].filter((line): line is string => Boolean(line));
  lines.forEach((line, index) => draw.text(line, x, y + index * 12, { size: 9.5 }));
};

const italianRow = (order: 'dates-desc-amounts' | 'dates-amounts-desc', dateFormat: 'dd.mm.yyyy' | 'dd/mm/yyyy' | 'dd/mm/yy', upper = false) =>
  (transaction: StatementSpec['transactions'][number]): Cells[] => {
    const lines = upper ? transaction.lines.map((line) => line.toUpperCase()) : transaction.lines;
    const debit = transaction.amount < 0 ? euro(-transaction.amount) : null;
    const credit = transaction.amount >= 0 ? euro(transaction.amount) : null;
    const dates = [printDate(transaction.bookingDate, dateFormat), printDate(transaction.valueDate, dateFormat)];
    const first = order === 'dates-desc-amounts' ? [...dates, lines[0], debit, credit] : [...dates, debit, credit, lines[0]];
    const rest = lines.slice(1).map((line) => (order === 'dates-desc-amounts' ? [null, null, line, null, null] : [null, null, null, null, line]));
    return [first, ...rest];
  };

/** Intesa Sanpaolo: monthly "Estratto conto", Data contabile / Data valuta / Descrizione / Addebiti / Accrediti. */
const intesaSanpaolo: BankTemplate = {
  id: 'intesa-sanpaolo',
  bankId: 'intesa-sanpaolo',
  language: 'it',
  printsValueDate: true,
  producer: 'OpenText Exstream 16.6',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 48,
  drawHeading: (draw, spec, page) => {
    draw.text('Intesa Sanpaolo', PAGE.left, 36, { size: 17, bold: true });
    draw.text('Intesa Sanpaolo S.p.A. - Sede legale: Piazza San Carlo 156, 10121 Torino - Capitale sociale Euro 10.368.870.930,08', PAGE.left, 58, { size: SMALL });
    if (page === 1) addressWindow(draw, spec, 330, 86);
    draw.text(`Estratto conto n. ${spec.number}/${spec.periodTo.slice(0, 4)}`, PAGE.left, 86, { size: 10, bold: true });
    draw.text(`Estratto conto dal ${printDate(spec.periodFrom, 'dd.mm.yyyy')} al ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, PAGE.left, 100);
    draw.text(`Intestatario: ${spec.holder.name}`, PAGE.left, 112);
    if (spec.holder.fiscalCode) draw.text(`Codice fiscale: ${spec.holder.fiscalCode}`, PAGE.left, 124);
    draw.text(`IBAN: ${spacedIban(spec.iban)}`, PAGE.left, 136);
    draw.text('Filiale: Milano Cordusio - Divisa: EUR', PAGE.left, 148);
    return 176;
  },
  columns: [
    { label: 'Data contabile', x: 42, width: 58, align: 'left' },
    { label: 'Data valuta', x: 104, width: 52, align: 'left' },
    { label: 'Descrizione', x: 160, width: 250, align: 'left' },
    { label: 'Addebiti', x: 418, width: 62, align: 'right' },
    { label: 'Accrediti', x: 490, width: 63, align: 'right' },
  ],
  row: italianRow('dates-desc-amounts', 'dd.mm.yyyy'),
  openingRow: (spec) => [null, null, 'Saldo iniziale', null, euro(spec.openingBalance)],
  closingRow: (_spec, closing) => [null, null, 'Saldo finale', null, euro(closing)],
  carryOut: (balance) => [null, null, 'Saldo a riportare', null, euro(balance)],
  carryIn: (balance) => [null, null, 'Riporto saldo', null, euro(balance)],
  footer: (page, pages) => `Pagina ${page} di ${pages} - Intesa Sanpaolo S.p.A. Aderente al Fondo Interbancario di Tutela dei Depositi`,
};

/** UniCredit: "Periodo di riferimento", Data / Valuta / Descrizione / Uscite / Entrate. */
const unicredit: BankTemplate = {
  id: 'unicredit',
  bankId: 'unicredit',
  language: 'it',
  printsValueDate: true,
  producer: 'Adobe LiveCycle Output 11.0',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 46,
  drawHeading: (draw, spec, page) => {
    draw.text('UniCredit', PAGE.left, 34, { size: 18, bold: true });
    draw.text('UniCredit S.p.A. - Sede Sociale: Piazza Gae Aulenti 3 - Tower A - 20154 Milano', PAGE.left, 58, { size: SMALL });
    if (page === 1) addressWindow(draw, spec, 330, 84);
    draw.text('ESTRATTO CONTO CORRENTE', PAGE.left, 84, { size: 10, bold: true });
    draw.text(`Periodo di riferimento: dal ${printDate(spec.periodFrom, 'dd.mm.yyyy')} al ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, PAGE.left, 98);
    draw.text(`Intestato a: ${spec.holder.name}`, PAGE.left, 110);
    if (spec.holder.fiscalCode) draw.text(`C.F. ${spec.holder.fiscalCode}`, PAGE.left, 122);
    draw.text(`Codice IBAN: ${spec.iban}`, PAGE.left, 134);
    return 166;
  },
  columns: [
    { label: 'Data', x: 42, width: 52, align: 'left' },
    { label: 'Valuta', x: 98, width: 52, align: 'left' },
    { label: 'Descrizione', x: 156, width: 260, align: 'left' },
    { label: 'Uscite', x: 420, width: 62, align: 'right' },
    { label: 'Entrate', x: 490, width: 63, align: 'right' },
  ],
  row: italianRow('dates-desc-amounts', 'dd.mm.yyyy'),
  openingRow: (spec) => [`Saldo iniziale al ${printDate(spec.periodFrom, 'dd.mm.yyyy')}`, null, null, null, euro(spec.openingBalance)],
  closingRow: (spec, closing) => [`Saldo finale al ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, null, null, null, euro(closing)],
  carryOut: (balance) => [null, null, 'Saldo a riportare', null, euro(balance)],
  carryIn: (balance) => [null, null, 'Saldo riportato', null, euro(balance)],
  footer: (page, pages) => `Pag. ${page} di ${pages} - UniCredit S.p.A. Banca aderente al Fondo Interbancario di Tutela dei Depositi`,
};

/** FinecoBank: dd/mm/yyyy, amounts before the description; the holder printed surname first. */
const fineco: BankTemplate = {
  id: 'fineco',
  bankId: 'fineco',
  language: 'it',
  printsValueDate: true,
  producer: 'iText 7.2.5 (c)2000-2023 iText Group NV',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 46,
  drawHeading: (draw, spec, page) => {
    draw.text('FINECO', PAGE.left, 34, { size: 18, bold: true });
    draw.text('THE BANK THAT SIMPLIFIES BANKING', PAGE.left, 54, { size: 6 });
    draw.text('FinecoBank S.p.A. - Piazza Durante 11 - 20131 Milano - Iscritta all\'Albo delle Banche', PAGE.left, 64, { size: SMALL });
    if (page === 1) addressWindow(draw, spec, 330, 86);
    draw.text('Estratto conto corrente', PAGE.left, 86, { size: 10, bold: true });
    draw.text(`Periodo dal ${printDate(spec.periodFrom, 'dd/mm/yyyy')} al ${printDate(spec.periodTo, 'dd/mm/yyyy')}`, PAGE.left, 100);
    const [first, ...rest] = spec.holder.name.split(' ');
    draw.text(`Intestazione conto: ${[...rest, first].join(' ')}`, PAGE.left, 112);
    if (spec.holder.fiscalCode) draw.text(`Codice fiscale: ${spec.holder.fiscalCode}`, PAGE.left, 124);
    draw.text(`IBAN ${spacedIban(spec.iban)}`, PAGE.left, 136);
    return 164;
  },
  columns: [
    { label: 'Data operazione', x: 42, width: 62, align: 'left' },
    { label: 'Data valuta', x: 108, width: 52, align: 'left' },
    { label: 'Uscite', x: 164, width: 60, align: 'right' },
    { label: 'Entrate', x: 230, width: 60, align: 'right' },
    { label: 'Descrizione', x: 300, width: 253, align: 'left' },
  ],
  row: italianRow('dates-amounts-desc', 'dd/mm/yyyy'),
  openingRow: (spec) => ['Saldo iniziale', null, null, euro(spec.openingBalance), null],
  closingRow: (_spec, closing) => ['Saldo finale', null, null, euro(closing), null],
  carryOut: (balance) => ['Saldo a riportare', null, null, euro(balance), null],
  carryIn: (balance) => ['Saldo riportato', null, null, euro(balance), null],
  footer: (page, pages) => `Pagina ${page} di ${pages}`,
};

/** BancoPosta: upper case, dd/mm/yy, ADDEBITI / ACCREDITI before the description, totals at the end. */
const bancoposta: BankTemplate = {
  id: 'bancoposta',
  bankId: 'bancoposta',
  language: 'it',
  printsValueDate: true,
  producer: 'PDFlib+PDI 9.3.1 (Linux/x86_64)',
  font: { regular: 'Courier', bold: 'Courier-Bold', size: 7.5 },
  rowsPerPage: 48,
  drawHeading: (draw, spec, page) => {
    draw.text('Poste Italiane', PAGE.left, 34, { size: 16, bold: true });
    draw.text('BancoPosta', PAGE.left + 150, 38, { size: 12, bold: true });
    draw.text('PATRIMONIO BANCOPOSTA - POSTE ITALIANE S.P.A. - VIALE EUROPA 190 - 00144 ROMA', PAGE.left, 56, { size: SMALL });
    if (page === 1) addressWindow(draw, spec, 330, 80);
    draw.text(`ESTRATTO CONTO AL ${printDate(spec.periodTo, 'dd/mm/yy')}`, PAGE.left, 80, { size: 9, bold: true });
    draw.text(`PERIODO DAL ${printDate(spec.periodFrom, 'dd/mm/yy')} AL ${printDate(spec.periodTo, 'dd/mm/yy')}`, PAGE.left, 94);
    draw.text(`INTESTATARIO: ${spec.holder.name.toUpperCase()}`, PAGE.left, 106);
    if (spec.holder.fiscalCode) draw.text(`CODICE FISCALE: ${spec.holder.fiscalCode}`, PAGE.left, 118);
    draw.text(`IBAN: ${spec.iban}`, PAGE.left, 130);
    return 160;
  },
  columns: [
    { label: 'DATA CONTABILE', x: 42, width: 62, align: 'left' },
    { label: 'DATA VALUTA', x: 110, width: 52, align: 'left' },
    { label: 'ADDEBITI', x: 166, width: 58, align: 'right' },
    { label: 'ACCREDITI', x: 230, width: 60, align: 'right' },
    { label: 'DESCRIZIONE DELLE OPERAZIONI', x: 300, width: 253, align: 'left' },
  ],
  row: italianRow('dates-amounts-desc', 'dd/mm/yy', true),
  openingRow: (spec) => ['SALDO INIZIALE', null, null, euro(spec.openingBalance), null],
  closingRow: (_spec, closing) => ['SALDO FINALE', null, null, euro(closing), null],
  carryOut: (balance) => ['SALDO A RIPORTARE', null, null, euro(balance), null],
  carryIn: (balance) => ['RIPORTO SALDO', null, null, euro(balance), null],
  drawAfterTable: (draw, spec, _closing, y) => {
    const out = spec.transactions.filter((t) => t.amount < 0).reduce((total, t) => total - t.amount, 0);
    const into = spec.transactions.filter((t) => t.amount >= 0).reduce((total, t) => total + t.amount, 0);
    draw.text(`TOTALE USCITE ${euro(out)}`, PAGE.left, y);
    draw.text(`TOTALE ENTRATE ${euro(into)}`, PAGE.left, y + 11);
    return y + 22;
  },
  footer: (page, pages) => `PAGINA ${page} DI ${pages}`,
};

/** BPER Banca: no layout of its own in the reader (read by the generic extractor); a running balance column. */
const bper: BankTemplate = {
  id: 'bper',
  bankId: 'bper',
  language: 'it',
  printsValueDate: true,
  producer: 'Crystal Reports',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 7.5 },
  rowsPerPage: 50,
  drawHeading: (draw, spec) => {
    draw.text('BPER Banca', PAGE.left, 36, { size: 16, bold: true });
    draw.text('BPER Banca S.p.A. - Via San Carlo 8/20 - 41121 Modena', PAGE.left, 56, { size: SMALL });
    draw.text(`Estratto conto corrente dal ${printDate(spec.periodFrom, 'dd/mm/yyyy')} al ${printDate(spec.periodTo, 'dd/mm/yyyy')}`, PAGE.left, 80, { bold: true });
    draw.text(`Intestatario: ${spec.holder.name}`, PAGE.left, 94);
    if (spec.holder.fiscalCode) draw.text(`Codice fiscale: ${spec.holder.fiscalCode}`, PAGE.left, 106);
    draw.text(`IBAN: ${spec.iban}`, PAGE.left, 118);
    return 146;
  },
  columns: [
    { label: 'Data', x: 42, width: 48, align: 'left' },
    { label: 'Valuta', x: 94, width: 48, align: 'left' },
    { label: 'Descrizione operazioni', x: 146, width: 220, align: 'left' },
    { label: 'Dare', x: 370, width: 58, align: 'right' },
    { label: 'Avere', x: 432, width: 58, align: 'right' },
    { label: 'Saldo', x: 495, width: 58, align: 'right' },
  ],
  row: (transaction, spec) => {
    // An edited copy of a booking (printedAmounts) keeps its description lines: the balance printed is the true one.
    const index = spec.transactions.findIndex((booking) => booking === transaction || booking.lines === transaction.lines);
    const balance = closingBalance({ openingBalance: spec.openingBalance, transactions: spec.transactions.slice(0, index + 1) });
    const [first, ...rest] = italianRow('dates-desc-amounts', 'dd/mm/yyyy')(transaction);
    return [[...first, index >= 0 ? euro(balance) : null], ...rest.map((cells) => [...cells, null])];
  },
  openingRow: (spec) => [null, null, 'SALDO INIZIALE', null, null, euro(spec.openingBalance)],
  closingRow: (_spec, closing) => [null, null, 'SALDO FINALE', null, null, euro(closing)],
  footer: (page, pages) => `Pagina ${page} di ${pages}`,
};

const germanSigned = (transaction: StatementSpec['transactions'][number]) => euro(transaction.amount);

/** Sparkasse: letter with the address window, Datum / Erläuterung / Betrag, "Kontostand am …". */
const sparkasse: BankTemplate = {
  id: 'sparkasse',
  bankId: 'sparkasse',
  language: 'de',
  printsValueDate: false,
  producer: 'OpenText Output Transformation Engine - 16.4.0',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8.5 },
  rowsPerPage: 40,
  drawHeading: (draw, spec, page, pages) => {
    draw.text('Sparkasse KölnBonn', PAGE.left, 34, { size: 15, bold: true });
    draw.text('Sparkasse KölnBonn · Hahnenstraße 57 · 50667 Köln', PAGE.left, 70, { size: 6.5 });
    if (page === 1) addressWindow(draw, { ...spec, holder: { ...spec.holder, salutation: spec.holder.salutation ?? 'Herrn' } }, PAGE.left, 84);
    draw.text(`Kontoauszug ${spec.number}/${spec.periodTo.slice(0, 4)}`, 360, 40, { size: 11, bold: true });
    draw.text(`Blatt ${page}/${pages}`, 360, 56);
    draw.text('Girokonto', 360, 140, { bold: true });
    draw.text(`IBAN ${spacedIban(spec.iban)}`, 360, 152);
    draw.text('BIC COLSDE33XXX', 360, 164);
    return 196;
  },
  columns: [
    { label: 'Datum', x: 42, width: 55, align: 'left' },
    { label: 'Erläuterung', x: 102, width: 340, align: 'left' },
    { label: 'Betrag', x: 455, width: 98, align: 'right' },
  ],
  row: (transaction) => [[printDate(transaction.bookingDate, 'dd.mm.yyyy'), transaction.lines[0], germanSigned(transaction)], ...transaction.lines.slice(1).map((line) => [null, line, null])],
  openingRow: (spec) => [`Kontostand am ${printDate(addDays(spec.periodFrom, -1), 'dd.mm.yyyy')}, Auszug Nr. ${spec.number === 1 ? 12 : spec.number - 1}`, null, euro(spec.openingBalance)],
  closingRow: (spec, closing) => [`Kontostand am ${printDate(spec.periodTo, 'dd.mm.yyyy')} um 20:14 Uhr`, null, euro(closing)],
  carryOut: (balance) => [null, 'Übertrag', euro(balance)],
  carryIn: (balance) => [null, 'Übertrag', euro(balance)],
  footer: (page, pages) => `Seite ${page} von ${pages} · Sparkasse KölnBonn · Anstalt des öffentlichen Rechts · Amtsgericht Köln HRA 16000`,
};

/** Deutsche Bank: Buchung / Valuta without year, Soll "- x" and Haben "+ x" columns. */
const deutscheBank: BankTemplate = {
  id: 'deutsche-bank',
  bankId: 'deutsche-bank',
  language: 'de',
  printsValueDate: true,
  producer: 'Apache FOP Version 2.8',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 44,
  drawHeading: (draw, spec, page, pages) => {
    draw.text('Deutsche Bank', PAGE.left, 34, { size: 16, bold: true });
    draw.text('Deutsche Bank AG · Filiale Köln · An den Dominikanern 11-27 · 50668 Köln', PAGE.left, 70, { size: 6.5 });
    if (page === 1) addressWindow(draw, { ...spec, holder: { ...spec.holder, salutation: spec.holder.salutation ?? 'Herrn' } }, PAGE.left, 84);
    draw.text(`Kontoauszug vom ${printDate(spec.periodFrom, 'dd.mm.yyyy')} bis ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, 330, 40, { bold: true });
    draw.text(`Auszug ${spec.number} Seite ${page} von ${pages}`, 330, 54);
    draw.text('Filialnummer 370 Kontonummer 1234567 Unterkontonummer 00', 330, 140, { size: 7 });
    draw.text(`IBAN ${spacedIban(spec.iban)} BIC DEUTDEDBKOE`, 330, 152, { size: 7 });
    return 186;
  },
  columns: [
    { label: 'Buchung', x: 42, width: 40, align: 'left' },
    { label: 'Valuta', x: 88, width: 40, align: 'left' },
    { label: 'Vorgang', x: 134, width: 290, align: 'left' },
    { label: 'Soll', x: 430, width: 55, align: 'right' },
    { label: 'Haben', x: 495, width: 58, align: 'right' },
  ],
  row: (transaction) => [
    [
      printDate(transaction.bookingDate, 'dd.mm.'),
      printDate(transaction.valueDate, 'dd.mm.'),
      transaction.lines[0],
      transaction.amount < 0 ? `- ${euro(-transaction.amount)}` : null,
      transaction.amount >= 0 ? `+ ${euro(transaction.amount)}` : null,
    ],
    ...transaction.lines.slice(1).map((line) => [null, null, line, null, null]),
  ],
  openingRow: (spec) => [`Kontostand am ${printDate(addDays(spec.periodFrom, -1), 'dd.mm.yyyy')}`, null, null, null, `${spec.openingBalance < 0 ? '-' : '+'} ${euro(Math.abs(spec.openingBalance))}`],
  closingRow: (spec, closing) => [`Kontostand am ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, null, null, null, `${closing < 0 ? '-' : '+'} ${euro(Math.abs(closing))}`],
  footer: (page, pages) => `Deutsche Bank AG, Sitz Frankfurt am Main · Seite ${page} von ${pages}`,
};

/** ING: two lines per booking, the second with the value date under the booking date. */
const ingDe: BankTemplate = {
  id: 'ing-de',
  bankId: 'ing-de',
  language: 'de',
  printsValueDate: true,
  producer: 'Designer 6.5 (DocuMatrix)',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 44,
  drawHeading: (draw, spec, page, pages) => {
    draw.text('ING', PAGE.left, 32, { size: 20, bold: true });
    draw.text('ING-DiBa AG · Theodor-Heuss-Allee 2 · 60486 Frankfurt am Main', PAGE.left, 70, { size: 6.5 });
    if (page === 1) addressWindow(draw, { ...spec, holder: { ...spec.holder, salutation: spec.holder.salutation ?? 'Herrn' } }, PAGE.left, 84);
    draw.text('Girokonto Nummer 5401234567', 340, 40, { bold: true });
    draw.text(`Kontoauszug ${germanMonth(spec.periodTo)}`, 340, 54);
    draw.text(`Datum ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, 340, 66);
    draw.text(`Seite ${page} von ${pages}`, 340, 78);
    draw.text(`IBAN ${spacedIban(spec.iban)}`, 340, 140);
    draw.text('BIC INGDDEFFXXX', 340, 152);
    return 184;
  },
  columns: [
    { label: 'Buchung', subLabel: 'Valuta', x: 42, width: 55, align: 'left' },
    { label: 'Buchung / Verwendungszweck', x: 104, width: 340, align: 'left' },
    { label: 'Betrag (EUR)', x: 455, width: 98, align: 'right' },
  ],
  row: (transaction) => [
    [printDate(transaction.bookingDate, 'dd.mm.yyyy'), transaction.lines[0], germanSigned(transaction)],
    [printDate(transaction.valueDate, 'dd.mm.yyyy'), transaction.lines[1] ?? '', null],
    ...transaction.lines.slice(2).map((line) => [null, line, null]),
  ],
  openingRow: (spec) => [null, 'Alter Saldo', euro(spec.openingBalance)],
  closingRow: (_spec, closing) => [null, 'Neuer Saldo', euro(closing)],
  footer: (page, pages) => `ING-DiBa AG · Sitz Frankfurt am Main · Seite ${page} von ${pages}`,
};

/** N26: Beschreibung / Verbuchungsdatum / Betrag, `-12,34€`, "Wertstellung" under the booking, summary at the end. */
const n26: BankTemplate = {
  id: 'n26',
  bankId: 'n26',
  language: 'de',
  printsValueDate: true,
  producer: 'Skia/PDF m116',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 42,
  drawHeading: (draw, spec, page, pages) => {
    draw.text('N26', PAGE.left, 32, { size: 20, bold: true });
    if (page === 1) addressWindow(draw, { ...spec, holder: { ...spec.holder, salutation: undefined } }, PAGE.left, 84);
    draw.text('Kontoauszug', 360, 40, { size: 12, bold: true });
    draw.text(`${printDate(spec.periodFrom, 'dd.mm.yyyy')} bis ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, 360, 56);
    draw.text(`Erstellt am ${printDate(addDays(spec.periodTo, 1), 'dd.mm.yyyy')}`, 360, 68);
    draw.text(`${page} / ${pages}`, 360, 80);
    draw.text(`IBAN: ${spacedIban(spec.iban)}`, 360, 140);
    draw.text('BIC: NTSBDEB1XXX', 360, 152);
    return 184;
  },
  columns: [
    { label: 'Beschreibung', x: 42, width: 290, align: 'left' },
    { label: 'Verbuchungsdatum', x: 350, width: 90, align: 'left' },
    { label: 'Betrag', x: 450, width: 103, align: 'right' },
  ],
  row: (transaction) => [
    [transaction.lines[0], printDate(transaction.bookingDate, 'dd.mm.yyyy'), `${euro(transaction.amount, { sign: 'always' })}€`],
    ...transaction.lines.slice(1).map((line) => [line, null, null]),
    [`Wertstellung ${printDate(transaction.valueDate, 'dd.mm.yyyy')}`, null, null],
  ],
  openingRow: () => null,
  closingRow: () => null,
  drawAfterTable: (draw, spec, closing, y) => {
    const out = spec.transactions.filter((t) => t.amount < 0).reduce((total, t) => total + t.amount, 0);
    const into = spec.transactions.filter((t) => t.amount >= 0).reduce((total, t) => total + t.amount, 0);
    const line = (label: string, cents: number, at: number) => {
      draw.text(label, PAGE.left, at, { bold: label.startsWith('Dein') });
      draw.text(`${euro(cents, { sign: 'always' })}€`, 450, at, { width: 103, align: 'right' });
    };
    line('Alter Kontostand', spec.openingBalance, y);
    line('Ausgehende Transaktionen', out, y + 12);
    line('Eingehende Transaktionen', into, y + 24);
    line('Dein neuer Kontostand', closing, y + 36);
    return y + 48;
  },
  footer: (page, pages) => `N26 Bank SE · Voltairestraße 8 · 10179 Berlin · ${page} / ${pages}`,
};

/** Volksbank (agree21): Bu-Tag / Wert / Vorgang without year, amounts with S/H, Übertrag between pages. */
const volksbank: BankTemplate = {
  id: 'volksbank',
  bankId: 'volksbank',
  language: 'de',
  printsValueDate: true,
  producer: 'agree21 Druckservice',
  font: { regular: 'Courier', bold: 'Courier-Bold', size: 8 },
  rowsPerPage: 44,
  drawHeading: (draw, spec, page, pages) => {
    draw.text('Volksbank Köln Bonn eG', PAGE.left, 34, { size: 14, bold: true });
    draw.text('Volksbank Köln Bonn eG · Heumarkt 32-34 · 50667 Köln', PAGE.left, 70, { size: 6.5 });
    if (page === 1) addressWindow(draw, { ...spec, holder: { ...spec.holder, salutation: spec.holder.salutation ?? 'Herrn' } }, PAGE.left, 84);
    draw.text('EUR-Konto Kontonummer 1234567', 330, 40);
    draw.text(`Kontoauszug Nr. ${spec.number}/${spec.periodTo.slice(0, 4)}`, 330, 52, { bold: true });
    draw.text(`erstellt am ${printDate(spec.periodTo, 'dd.mm.yyyy')} 22:31 Blatt ${page} von ${pages}`, 330, 64);
    draw.text(`IBAN: ${spacedIban(spec.iban)} BIC: GENODED1VBK`, 330, 140, { size: 7 });
    return 184;
  },
  columns: [
    { label: 'Bu-Tag', x: 42, width: 40, align: 'left' },
    { label: 'Wert', x: 88, width: 40, align: 'left' },
    { label: 'Vorgang', x: 134, width: 300, align: 'left' },
    { label: '', x: 440, width: 113, align: 'right' },
  ],
  row: (transaction) => [
    [printDate(transaction.bookingDate, 'dd.mm.'), printDate(transaction.valueDate, 'dd.mm.'), transaction.lines[0], `${euro(Math.abs(transaction.amount))} ${transaction.amount < 0 ? 'S' : 'H'}`],
    ...transaction.lines.slice(1).map((line) => [null, null, line, null]),
  ],
  openingRow: (spec) => [`alter Kontostand vom ${printDate(addDays(spec.periodFrom, -1), 'dd.mm.yyyy')}`, null, null, `${euro(Math.abs(spec.openingBalance))} ${spec.openingBalance < 0 ? 'S' : 'H'}`],
  closingRow: (spec, closing) => [`neuer Kontostand vom ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, null, null, `${euro(Math.abs(closing))} ${closing < 0 ? 'S' : 'H'}`],
  carryOut: (balance, page) => [null, null, `Übertrag auf Blatt ${page + 1}`, `${euro(Math.abs(balance))} ${balance < 0 ? 'S' : 'H'}`],
  carryIn: (balance, page) => [null, null, `Übertrag von Blatt ${page - 1}`, `${euro(Math.abs(balance))} ${balance < 0 ? 'S' : 'H'}`],
  footer: () => 'Bitte beachten Sie die Hinweise auf der Rückseite.',
};

/** Commerzbank: no layout of its own in the reader (generic extractor); amounts with a trailing minus. */
const commerzbank: BankTemplate = {
  id: 'commerzbank',
  bankId: 'commerzbank',
  language: 'de',
  printsValueDate: true,
  producer: 'Compart DocBridge Mill',
  font: { regular: 'Helvetica', bold: 'Helvetica-Bold', size: 8 },
  rowsPerPage: 44,
  drawHeading: (draw, spec, page) => {
    draw.text('COMMERZBANK', PAGE.left, 34, { size: 15, bold: true });
    draw.text('Commerzbank AG · Kaiserplatz · 60311 Frankfurt am Main', PAGE.left, 70, { size: 6.5 });
    if (page === 1) addressWindow(draw, { ...spec, holder: { ...spec.holder, salutation: spec.holder.salutation ?? 'Herrn' } }, PAGE.left, 84);
    draw.text(`Kontoauszug Nr. ${spec.number}`, 340, 40, { bold: true });
    draw.text(`Zeitraum ${printDate(spec.periodFrom, 'dd.mm.yyyy')} - ${printDate(spec.periodTo, 'dd.mm.yyyy')}`, 340, 54);
    draw.text(`IBAN ${spacedIban(spec.iban)}`, 340, 140);
    return 180;
  },
  columns: [
    { label: 'Buchungstag', x: 42, width: 55, align: 'left' },
    { label: 'Angaben zu den Umsätzen', x: 102, width: 300, align: 'left' },
    { label: 'Valuta', x: 410, width: 40, align: 'left' },
    { label: 'Betrag in EUR', x: 470, width: 83, align: 'right' },
  ],
  row: (transaction) => [
    [printDate(transaction.bookingDate, 'dd.mm.yyyy'), transaction.lines[0], printDate(transaction.valueDate, 'dd.mm.'), transaction.amount < 0 ? `${euro(-transaction.amount)}-` : euro(transaction.amount)],
    ...transaction.lines.slice(1).map((line) => [null, line, null, null]),
  ],
  openingRow: (spec) => [null, 'Alter Kontostand', null, euro(spec.openingBalance)],
  closingRow: (_spec, closing) => [null, 'Neuer Kontostand', null, euro(closing)],
  footer: (page, pages) => `Seite ${page} von ${pages}`,
};

export const TEMPLATES = { intesaSanpaolo, unicredit, fineco, bancoposta, bper, sparkasse, deutscheBank, ingDe, n26, volksbank, commerzbank } as const;
export type TemplateName = keyof typeof TEMPLATES;
export const ALL_TEMPLATES: readonly BankTemplate[] = Object.values(TEMPLATES);
