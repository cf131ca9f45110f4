import { ITALIAN_HOLDER, renderFixture, statementSpec } from '@tenant/documents-fixtures';

/** A file to upload. */
export interface StatementFile {
  name: string;
  bytes: Uint8Array;
}

/** The bank of the generated statements, as the product's bank list names it. */
export const STATEMENT_BANK = /Intesa Sanpaolo/;

/** The last day of the month `monthsBack` months before this one (YYYY-MM-DD). */
const endOfMonthBefore = (monthsBack: number): string => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - monthsBack + 1);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
};

/**
 * Three one-month statements of Intesa Sanpaolo ending last month, in the holder's name at the Italian
 * holder's address (tools/documents): valid statements the income service reads and reconciles.
 * Rendering takes a while: a load run renders them once and every applicant of that name uploads them.
 */
export async function statementFiles(holder: string): Promise<StatementFile[]> {
  return Promise.all(
    [3, 2, 1].map(async (monthsBack) => {
      const periodTo = endOfMonthBefore(monthsBack);
      const spec = statementSpec('intesaSanpaolo', { months: 1, periodTo, holder: { ...ITALIAN_HOLDER, name: holder }, seed: monthsBack });
      return { name: `estratto-conto-${periodTo.slice(0, 7)}.pdf`, bytes: await renderFixture('intesaSanpaolo', spec) };
    }),
  );
}
