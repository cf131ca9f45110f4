import type { PdfCell, PdfLine } from '../../documents/pdf/pdf-types.js';

/** Reads a value of one kind (an amount, a date, a name) from a text, or null when the text is not one. */
export type ValueReader<T> = (text: string) => T | null;

/** A value printed under its label (box layouts) is at most this many lines and points below it. */
const MAX_LINES_BELOW = 3;
const MAX_POINTS_BELOW = 40;
/** A value under a label may start a little left of the label (centred under it), a label's value after it in its cell end a little beyond it. */
const COLUMN_SLACK = 12;

/**
 * A lower-case "s" between capitals stands for a space: some payroll forms' fonts map the space glyph to
 * it ("NETTOsDELsMESE", "COGNOMEsEsNOME" in Zucchetti's Libro unico); no word has it between capitals.
 */
const SPACE_GLYPH_AS_S = /(?<=\p{Lu})s(?=\p{Lu})/gu;

/** Lower case, no accents (ü = u, à = a), ß = ss, single spaces: how labels are compared. */
export const normaliseLabelText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(SPACE_GLYPH_AS_S, ' ').replace(/ß/g, 'ss').toLowerCase().replace(/\s+/g, ' ').trim();

/** A label as a pattern: its words may be run together or spaced out ("COGNOMEENOME", "Steuer - ID"). */
const labelPattern = (label: string): RegExp => {
  const words = normaliseLabelText(label)
    .split(/(?=[\s\-/.])|(?<=[\s\-/.])/)
    .filter((part) => part.trim())
    .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\d])${words.join('\\s*')}(?![\\p{L}])`, 'u');
};

interface LabelHit {
  line: number;
  cell: number;
  /** where the label sits in its cell, interpolated along the cell (labels printed close together share one cell) */
  x: number;
  right: number;
  /** the cell's text after the label, without a leading colon */
  rest: string;
  /** the cell's text before the label ("2.090,00 Netto da pagare" printed as one run) */
  before: string;
}

const hitsOf = (lines: PdfLine[], label: string): LabelHit[] => {
  const pattern = labelPattern(label);
  const hits: LabelHit[] = [];
  lines.forEach((line, lineIndex) => {
    line.cells.forEach((cell, cellIndex) => {
      const text = normaliseLabelText(cell.text);
      const match = pattern.exec(text);
      if (!match) return;
      const perChar = (cell.right - cell.x) / Math.max(text.length, 1);
      const end = match.index + match[0].length;
      // the original cell's text is as long as its normalised form except for collapsed spaces: cut by the normalised offsets
      const original = cell.text.replace(/\s+/g, ' ').trim();
      hits.push({
        line: lineIndex,
        cell: cellIndex,
        x: cell.x + match.index * perChar,
        right: cell.x + end * perChar,
        rest: original.slice(end).replace(/^\s*[:.]?\s*/, '').trim(),
        before: original.slice(0, match.index).trim(),
      });
    });
  });
  return hits;
};

/** Recognises the labels of a layout, so that a label is never taken for the value of another. */
export class LabelSet {
  private readonly patterns: RegExp[];

  constructor(labels: readonly string[]) {
    this.patterns = labels.map(labelPattern);
  }

  /** The text starts with one of the labels. */
  startsWithLabel(text: string): boolean {
    const normalised = normaliseLabelText(text);
    return this.patterns.some((pattern) => pattern.exec(normalised)?.index === 0);
  }
}

/**
 * Where the column under a label ends: where the next cell of its line starts (a right-aligned value sits
 * anywhere in its box), or at the label's own end when more text follows it in its cell.
 */
const columnEnd = (line: PdfLine, hit: LabelHit): number => {
  const next = line.cells[hit.cell + 1];
  return hit.rest ? hit.right + COLUMN_SLACK : (next?.x ?? Number.POSITIVE_INFINITY);
};

const overlap = (cell: PdfCell, from: number, to: number) => Math.min(cell.right, to) - Math.max(cell.x, from);

/**
 * The texts a line offers as the value under a label: of the cells centred in its column (a figure
 * right-aligned at the end of the box before may reach past the label's left edge), the one nearest to the
 * label's own words (a wide box, or a label heading the last column, has other figures further along the
 * line), then that cell joined with the column's cells after it (a month and a year as two runs: "DICEMBRE  2024").
 */
const textsUnder = (line: PdfLine, end: number, hit: LabelHit): string[] => {
  const inColumn = line.cells.filter((cell) => {
    const centre = (cell.x + cell.right) / 2;
    return centre >= hit.x - COLUMN_SLACK / 2 && centre <= end;
  });
  const distance = (cell: PdfCell) => Math.max(0, cell.x - hit.right, hit.x - cell.right);
  const nearest = [...inColumn].sort((a, b) => distance(a) - distance(b) || overlap(b, hit.x, hit.right) - overlap(a, hit.x, hit.right))[0];
  if (!nearest) return [];
  const following = inColumn.filter((cell) => cell.x > nearest.x);
  const texts = [nearest.text];
  for (let count = 1; count <= following.length; count += 1) texts.push([nearest, ...following.slice(0, count)].map((cell) => cell.text).join(' '));
  return texts;
};

/** The figure just before a label on its line ("2.090,00  Netto da pagare"), unless that figure is the value of a label before it. */
const textBefore = (line: PdfLine, hit: LabelHit, known: LabelSet): string | null => {
  if (hit.before) return hit.before;
  const previous = line.cells[hit.cell - 1];
  const beforePrevious = line.cells[hit.cell - 2];
  if (!previous || known.startsWithLabel(previous.text)) return null;
  return beforePrevious && known.startsWithLabel(beforePrevious.text) ? null : previous.text;
};

/**
 * The value printed with a label, wherever the payroll software puts it: after the label in the same
 * cell ("Codice fiscale: RSS…"), in the next cell of the line (two-column blocks "Gesamt-Brutto  3.500,00"),
 * under the label (boxes with the label on top: the nearest cell of its column, up to three lines down),
 * or before it on its line ("2.090,00  Netto da pagare"). Labels are tried in order, each where it first
 * gives a value the reader accepts.
 */
export const labelledValue = <T>(lines: PdfLine[], labels: readonly string[], read: ValueReader<T>, known: LabelSet): T | null => {
  const readFirst = (texts: readonly string[]): T | null => {
    for (const text of texts) {
      const value = read(text);
      if (value !== null) return value;
    }
    return null;
  };
  for (const label of labels) {
    for (const hit of hitsOf(lines, label)) {
      const line = lines[hit.line];
      const sameCell = hit.rest && !known.startsWithLabel(hit.rest) ? read(hit.rest) : null;
      if (sameCell !== null) return sameCell;
      // A row of several labels and no figures is a box heading: its values are under it, never beside.
      const labelCells = line.cells.filter((cell) => known.startsWithLabel(cell.text));
      const headingRow = labelCells.length > 1 && !line.cells.some((cell) => !labelCells.includes(cell) && /\d/.test(cell.text));
      const next = line.cells[hit.cell + 1];
      const beside = next && !headingRow && !known.startsWithLabel(next.text) ? read(next.text) : null;
      if (beside !== null) return beside;
      const end = columnEnd(line, hit);
      for (let below = hit.line + 1; below <= hit.line + MAX_LINES_BELOW && below < lines.length; below += 1) {
        const candidate = lines[below];
        if (candidate.page !== line.page || candidate.y - line.y > MAX_POINTS_BELOW) break;
        const texts = textsUnder(candidate, end, hit).filter((text) => !known.startsWithLabel(text));
        const value = readFirst(texts);
        if (value !== null) return value;
      }
      const before = headingRow ? null : textBefore(line, hit, known);
      const left = before !== null ? read(before) : null;
      if (left !== null) return left;
    }
  }
  return null;
};
