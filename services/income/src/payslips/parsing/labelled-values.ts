import type { PdfCell, PdfLine } from '../../documents/pdf/pdf-types.js';

/** Reads a value of one kind (an amount, a date, a name) from a text, or null when the text is not one. */
export type ValueReader<T> = (text: string) => T | null;

/** A value printed under its label (box layouts) is at most this many lines and points below it. */
const MAX_LINES_BELOW = 3;
const MAX_POINTS_BELOW = 40;
/** A value under a label may start or end a little beside the label's own edges. */
const COLUMN_SLACK = 12;

/** Lower case, no accents (ü = u, à = a), ß = ss, single spaces: how labels are compared. */
export const normaliseLabelText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase().replace(/\s+/g, ' ').trim();

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
      hits.push({
        line: lineIndex,
        cell: cellIndex,
        x: cell.x + match.index * perChar,
        right: cell.x + end * perChar,
        // the original cell's text is as long as its normalised form except for collapsed spaces: cut by the normalised offset
        rest: cell.text.replace(/\s+/g, ' ').trim().slice(end).replace(/^\s*[:.]?\s*/, '').trim(),
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
 * The column under a label: from the label's left edge to where the next cell of its line starts (a
 * right-aligned value sits anywhere in its box), or to the label's own end when more text follows it in its cell.
 */
const columnOf = (line: PdfLine, hit: LabelHit): { from: number; to: number } => {
  const next = line.cells[hit.cell + 1];
  return { from: hit.x - COLUMN_SLACK, to: hit.rest ? hit.right + COLUMN_SLACK : (next?.x ?? Number.POSITIVE_INFINITY) };
};

/** The cell of a line lying most under the column; null when none reaches into it. */
const cellUnder = (line: PdfLine, column: { from: number; to: number }): PdfCell | null => {
  const overlap = (cell: PdfCell) => Math.min(cell.right, column.to) - Math.max(cell.x, column.from);
  const best = [...line.cells].sort((a, b) => overlap(b) - overlap(a))[0];
  return best && overlap(best) > 0 ? best : null;
};

/**
 * The value printed with a label, wherever the payroll software puts it: after the label in the same
 * cell ("Codice fiscale: RSS…"), in the next cell of the line (two-column blocks "Gesamt-Brutto  3.500,00"),
 * or in the cell under the label (boxes with the label on top). Labels are tried in order, each where it
 * first gives a value the reader accepts.
 */
export const labelledValue = <T>(lines: PdfLine[], labels: readonly string[], read: ValueReader<T>, known: LabelSet): T | null => {
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
      const column = columnOf(line, hit);
      for (let below = hit.line + 1; below <= hit.line + MAX_LINES_BELOW && below < lines.length; below += 1) {
        const candidate = lines[below];
        if (candidate.page !== line.page || candidate.y - line.y > MAX_POINTS_BELOW) break;
        const cell = cellUnder(candidate, column);
        if (!cell || known.startsWithLabel(cell.text)) continue;
        const value = read(cell.text);
        if (value !== null) return value;
      }
    }
  }
  return null;
};
