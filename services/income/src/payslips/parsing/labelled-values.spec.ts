import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { LabelSet, labelledValue } from './labelled-values.js';
import { readMoney, readPayPeriod } from './values.js';

/** A line at `y` of cells given as [x, right, text], as text-lines.ts groups them. */
const line = (y: number, ...cells: [number, number, string][]): PdfLine => ({
  page: 1,
  y,
  cells: cells.map(([x, right, text]) => ({ x, right, text })),
  text: cells.map(([, , text]) => text).join(' '),
});

const known = new LabelSet(['totale competenze', 'totale lordo', 'netto del mese', 'netto busta', 'mese retribuito', 'cognome e nome', 'netto da pagare', 'gesamtbrutto', 'steuerpfl.brutto']);
const money = (lines: PdfLine[], label: string) => labelledValue(lines, [label], readMoney, known);

describe('a value under its label', () => {
  it('is the cell centred in the label\'s box, not the figure right-aligned at the end of the box before', () => {
    // totals boxes: each figure right-aligned at its box's right edge, the rounding one reaching past the next label's left edge
    const lines = [
      line(596, [32, 92, 'TOTALE COMPETENZE'], [302, 356, 'ARROTONDAMENTO'], [412, 460, 'NETTO DEL MESE']),
      line(608, [132, 163, '2.570,00'], [392, 408, '0,00'], [525, 563, '1.896,22 €']),
    ];
    expect(money(lines, 'netto del mese')).toBe(189_622);
    expect(money(lines, 'totale competenze')).toBe(257_000);
  });

  it('is the cell nearest to the label when a label heads the last box and other columns follow on the line', () => {
    const lines = [
      line(628, [27, 57, 'IRPEF ERARIO'], [309, 340, 'ARR. ATTUALE'], [359, 390, 'NETTO BUSTA']),
      line(635, [416, 428, 'SIGLA'], [476, 505, 'DESCRIZIONE']),
      line(644, [53, 78, '150,69'], [331, 347, '0,17'], [375, 408, '2.800,00'], [416, 420, 'R'], [433, 498, 'GIORNO DI RIPOSO']),
    ];
    expect(money(lines, 'netto busta')).toBe(280_000);
  });

  it('joins the runs of the column when one alone is not the value (a month and its year)', () => {
    const lines = [
      line(100, [27, 67, 'MESE RETRIBUITO'], [101, 120, 'COD. AZI'], [293, 334, 'COGNOME E NOME']),
      line(116, [25, 57, 'DICEMBRE'], [78, 94, '2024'], [106, 122, '5014'], [294, 355, 'ROSSI MARIO']),
    ];
    expect(labelledValue(lines, ['mese retribuito'], readPayPeriod, known)).toEqual({ month: '2024-12', extraMonth: null });
  });

  it('is not the next cell of the label\'s line when that cell starts with something else than the figure', () => {
    const lines = [line(510, [27, 61, 'TOTALE LORDO'], [414, 441, '22 8,00']), line(523, [45, 78, '3.299,02'], [110, 143, '2.499,00'])];
    expect(money(lines, 'totale lordo')).toBe(329_902);
  });
});

describe('a value before its label', () => {
  it('is the figure printed just before the label on its line, in its own run or in the label\'s', () => {
    expect(money([line(700, [300, 340, '2.090,00'], [350, 420, 'Netto da pagare'])], 'netto da pagare')).toBe(209_000);
    expect(money([line(700, [300, 420, '2.090,00 Netto da pagare'])], 'netto da pagare')).toBe(209_000);
  });

  it('is not the value of the label before it on the line', () => {
    const lines = [line(700, [30, 100, 'TOTALE COMPETENZE'], [160, 190, '5.020,00'], [300, 370, 'NETTO DA PAGARE'])];
    expect(money(lines, 'netto da pagare')).toBeNull();
  });
});

describe('a grid of labels with their values under them (German Monatssummen)', () => {
  it('reads each label\'s own figure', () => {
    const lines = [
      line(602, [21, 73, 'Gesamtbrutto'], [106, 162, 'SteuerPfl.Brutto']),
      line(619, [52, 84, '2.855,29'], [139, 171, '2.817,79']),
    ];
    expect(money(lines, 'gesamtbrutto')).toBe(285_529);
    expect(money(lines, 'steuerpfl.brutto')).toBe(281_779);
  });
});
