import type { PdfCell, PdfLine } from '../../documents/pdf/pdf-types.js';
import { parseAmount } from '../../parsing/money.js';

/** Figures of one column end within this many points of each other (right-aligned). */
const SAME_RIGHT_EDGE = 2;

export interface ColumnTotals {
  gross: number;
  net: number;
}

/** The figures of page 1 in the column most of them are right-aligned to (the payslip's amount column), in reading order. */
const amountColumn = (lines: PdfLine[]): number[] => {
  const figures = lines
    .filter((line) => line.page === 1)
    .flatMap((line) => line.cells)
    .map((cell: PdfCell) => ({ right: cell.right, cents: parseAmount(cell.text) }))
    .filter((figure): figure is { right: number; cents: number } => figure.cents !== null);
  const edges = figures.map((figure) => figure.right);
  const inColumn = (edge: number) => figures.filter((figure) => Math.abs(figure.right - edge) <= SAME_RIGHT_EDGE);
  const edge = edges.sort((a, b) => inColumn(b).length - inColumn(a).length)[0];
  return edge === undefined ? [] : inColumn(edge).map((figure) => Math.abs(figure.cents));
};

/**
 * Gross and net pay read by their arithmetic, for a payslip whose labels are not in the text layer (a
 * DATEV form printed on its background, values only): down the amount column, the first figure that is
 * the sum of at least two figures above it is the gross pay, and the first figure after it that is the
 * gross pay less the figures in between (the taxes and contributions) is the net pay. Both or nothing.
 */
export const columnTotals = (lines: PdfLine[]): ColumnTotals | null => {
  const column = amountColumn(lines);
  for (let gross = 2; gross < column.length; gross += 1) {
    if (column.slice(0, gross).reduce((sum, cents) => sum + cents, 0) !== column[gross]) continue;
    let deductions = 0;
    for (let net = gross + 1; net < column.length; net += 1) {
      if (net > gross + 1 && column[gross] - deductions === column[net]) return { gross: column[gross], net: column[net] };
      deductions += column[net];
    }
    return null;
  }
  return null;
};
