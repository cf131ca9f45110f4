import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { holderOf } from './statement-facts.js';

/** A line of cells, each [x, text], on the first page. */
const line = (y: number, ...cells: [number, string][]): PdfLine => ({
  page: 1,
  y,
  cells: cells.map(([x, text]) => ({ x, right: x + text.length * 5, text })),
  text: cells.map(([, text]) => text).join(' '),
});

describe('the holder of a statement', () => {
  it('takes the name under a holder label, not the postcode line of the address window printed beside the label', () => {
    const lines = [line(100, [360, 'NAVUB S.R.L.']), line(110, [360, 'VIA RUCICI 83']), line(120, [50, 'Intestato a'], [360, '63908 ILEMEL NA']), line(130, [50, 'IFEDIDA NAVUB S.R.L.'])];
    expect(holderOf(lines, ['intestato a'], true)).toBe('IFEDIDA NAVUB S.R.L.');
  });

  it('skips a return address headed by an instruction and finds the window whose street has no street word', () => {
    const lines = [
      line(67, [48, 'IN CASO DI RESO RESTITUIRE A:'], [363, 'AI MOVIMENTI DAL 03/01/2022 AL 31/03/2022']),
      line(76, [48, 'APAC-SERV.GENER.-VIA DEGLI ALDOBRANDESCHI 300']),
      line(85, [48, '00163 ROMA RM']),
      line(175, [50, 'BIC:'], [120, 'BNLIITRR'], [363, 'Mario Rossi']),
      line(186, [50, 'Conto:'], [120, 'C/corrente ordinario'], [363, "Rue d'Italie 50"]),
      line(195, [363, '63903 NAPOLI'], [520, 'NA']),
    ];
    expect(holderOf(lines, ['intestatario'], true)).toBe('Mario Rossi');
  });

  it('reads nothing rather than a label or an address', () => {
    expect(holderOf([line(10, [50, 'Intestatario:'], [200, 'Via Roma 1']), line(20, [50, '00100 Roma'])], ['intestatario'], false)).toBeNull();
  });
});
