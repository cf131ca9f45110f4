import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { columnTotals } from './figure-column.js';

/** Lines of [x, right, text] cells, 12 pt apart. */
const lines = (...rows: [number, number, string][][]): PdfLine[] =>
  rows.map((cells, index) => ({ page: 1, y: 300 + index * 12, cells: cells.map(([x, right, text]) => ({ x, right, text })), text: cells.map(([, , text]) => text).join(' ') }));

describe('gross and net pay by the amount column\'s arithmetic', () => {
  it('takes the sum of the wage lines as gross pay and the gross less the deductions under it as net pay', () => {
    const form = lines(
      [[45, 141, '1000 Stundenlohn'], [297, 327, '79,75'], [513, 561, '1.595,00']],
      [[45, 153, '1012 Feiertagslohn'], [303, 327, '8,00'], [525, 561, '160,00']],
      [[45, 141, '1000 Stundenlohn'], [297, 327, '90,50'], [513, 561, '1.810,00']],
      [[513, 561, '3.565,00']],
      [[45, 51, 'L'], [183, 207, '7925'], [531, 561, '79,25']],
      [[45, 51, 'N'], [525, 561, '441,75']],
      [[45, 51, 'L'], [525, 561, '155,21']],
      [[45, 51, 'N'], [525, 561, '181,73']],
      [[513, 561, '2.707,06']],
      [[69, 231, 'DE97 1007 0124 0303 6XXX XX'], [513, 561, '2.707,06']],
    );
    expect(columnTotals(form)).toEqual({ gross: 356_500, net: 270_706 });
  });

  it('names nothing when the figures do not add up', () => {
    const form = lines([[513, 561, '1.595,00']], [[525, 561, '160,00']], [[513, 561, '1.800,00']], [[525, 561, '79,25']], [[513, 561, '1.700,00']]);
    expect(columnTotals(form)).toBeNull();
  });

  it('needs deductions between gross and net: a total repeated under itself is not a net pay', () => {
    const form = lines([[513, 561, '1.000,00']], [[513, 561, '500,00']], [[513, 561, '1.500,00']], [[513, 561, '1.500,00']]);
    expect(columnTotals(form)).toBeNull();
  });
});
