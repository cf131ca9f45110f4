import type { PdfLine } from '../pdf/pdf-types.js';

/**
 * Lines as the PDF reader groups them, from rows of cells: each cell in a 150 pt column, rows 12 pt
 * apart, for tests of texts the generator does not print (inline values, other spellings, boxes).
 */
export const linesOf = (rows: string[][]): PdfLine[] =>
  rows.map((cells, row) => ({
    page: 1,
    y: 40 + row * 12,
    cells: cells.map((text, column) => ({ text, x: 40 + column * 150, right: 140 + column * 150 })).filter((cell) => cell.text),
    text: cells.filter(Boolean).join(' '),
  }));
