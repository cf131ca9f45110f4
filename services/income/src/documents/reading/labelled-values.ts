import type { PdfCell, PdfLine } from '../pdf/pdf-types.js';
import { parseFormMoney } from '../../parsing/money.js';

// Reading a form's labelled values: the value is printed after its label on the same line (a row of a
// table, "Label: value"), or under it in the label's box (the boxed models: CU, Redditi). Both are
// found by position, so a layout names only the label.

/** How far below a label its box's value may sit, in points (a form box is about 24 pt high). */
const BOX_DEPTH_POINTS = 30;
/** Slack around the label's column when looking for its value below, in points. */
const COLUMN_SLACK = 12;

/** Text as labels are compared: lower case, typographic apostrophes and runs of spaces unified. */
export const foldText = (text: string): string => text.toLowerCase().replace(/[’`´]/g, "'").replace(/\s+/g, ' ').trim();

export interface LabelMatch {
  line: PdfLine;
  lineIndex: number;
  /** the text of the label's line after the label */
  rest: string;
  /** the label's horizontal extent */
  x: number;
  right: number;
}

/** The cells of a line a span of its folded text falls in. */
const cellsSpanning = (cells: PdfCell[], start: number, end: number): PdfCell[] => {
  let offset = 0;
  return cells.filter((cell) => {
    const from = offset;
    offset += foldText(cell.text).length + 1;
    return from < end && offset - 1 > start;
  });
};

/** Where a label is printed: the first line from `from` whose text matches, with the label's column. */
export const findLabel = (lines: PdfLine[], label: RegExp, from = 0): LabelMatch | null => {
  for (let index = Math.max(0, from); index < lines.length; index += 1) {
    const line = lines[index];
    const text = foldText(line.text);
    const match = label.exec(text);
    if (!match) continue;
    const end = match.index + match[0].length;
    const spanned = cellsSpanning(line.cells, match.index, end);
    const cells = spanned.length ? spanned : line.cells;
    // The rest as printed (case kept for names) when folding kept the offsets, else folded.
    const rest = text.length === line.text.length ? line.text.slice(end) : text.slice(end);
    return { line, lineIndex: index, rest, x: cells[0].x, right: cells.at(-1)?.right ?? cells[0].right };
  }
  return null;
};

/** The index of the first line from `from` matching; -1 when none. */
export const lineIndexOf = (lines: PdfLine[], pattern: RegExp, from = 0): number => {
  for (let index = Math.max(0, from); index < lines.length; index += 1) if (pattern.test(foldText(lines[index].text))) return index;
  return -1;
};

/**
 * The value of a label, read with `parse` (which takes a whole cell): the rest of the label's line when
 * it is the value ("Reddito complessivo: 32.450"), else the next cell to the right (a table row), else
 * the first cell under the label's column within its box.
 */
export const valueOf = <T>(lines: PdfLine[], label: RegExp, parse: (text: string) => T | null, from = 0): T | null => {
  const found = findLabel(lines, label, from);
  if (!found) return null;
  const rest = parse(found.rest.replace(/^[:\s]+/, ''));
  if (rest !== null) return rest;
  const right = found.line.cells.find((cell) => cell.x >= found.right);
  const inRow = right ? parse(right.text) : null;
  if (inRow !== null) return inRow;
  // In a box, the value is the first thing printed under the label's column, which reaches to the next
  // label on the line (a right-aligned amount sits past the end of a short label).
  const columnEnd = found.line.cells.find((cell) => cell.x > found.right)?.x ?? Infinity;
  for (const below of lines.slice(found.lineIndex + 1, found.lineIndex + 4)) {
    if (below.page !== found.line.page || below.y - found.line.y > BOX_DEPTH_POINTS) break;
    const cell = below.cells.find((candidate) => {
      const centre = (candidate.x + candidate.right) / 2;
      return centre >= found.x - COLUMN_SLACK && centre < Math.max(found.right + COLUMN_SLACK, columnEnd);
    });
    if (cell) return parse(cell.text);
  }
  return null;
};

/** Every amount to the right of a label on its line (a row of several columns: "Festgesetzt werden 8.412,00 0,00 672,96"). */
export const rowAmountsOf = (lines: PdfLine[], label: RegExp, from = 0): number[] | null => {
  const found = findLabel(lines, label, from);
  if (!found) return null;
  const amounts = found.line.cells.filter((cell) => cell.x >= found.right).map((cell) => parseFormMoney(cell.text));
  const inRest = found.rest.split(/\s+(?=[-−]?\d)/).map(parseFormMoney);
  const values = (amounts.length ? amounts : inRest).filter((value): value is number => value !== null);
  return values.length ? values : null;
};
