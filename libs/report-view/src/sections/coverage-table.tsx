import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverageEntry } from '@tenant/contracts';
import { formatMoney, formatMonth } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { MessageRef } from './message-ref.js';
import { StatusIcon } from './status-icon.js';

export interface CoverageTableRow {
  key: string;
  label: ReactNode;
  notes?: string | null;
  isFraud?: boolean;
  coverage: CoverageEntry[];
}

const monthKey = (entry: Pick<CoverageEntry, 'year' | 'month'>) => entry.year * 100 + entry.month;

/**
 * Record rows (spec 2§3) as a table: one row per income line or document, one column per month
 * (year and month abbreviation), each cell with its state icon, amount and the number of the
 * aggregated message it is linked to.
 */
export const CoverageTable = ({ caption, rows }: { caption: string; rows: CoverageTableRow[] }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const months = [...new Map(rows.flatMap((row) => row.coverage).map((entry) => [monthKey(entry), entry])).values()].sort(
    (a, b) => monthKey(a) - monthKey(b),
  );
  return (
    <div className="rv-table-wrap">
      <table className="rv-table">
        <caption className="rv-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Report.Coverage.Source')}</th>
            {months.map((month) => (
              <th scope="col" key={monthKey(month)}>
                {formatMonth(month.year, month.month, lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.isFraud ? 'rv-row--fraud' : undefined}>
              <th scope="row">
                <span className="rv-row__label">{row.label}</span>
                {row.notes && <span className="rv-row__notes">{row.notes}</span>}
                {row.isFraud && <span className="rv-badge rv-badge--error">{t('Report.Income.Fraud')}</span>}
              </th>
              {months.map((month) => {
                const entry = row.coverage.find((cell) => monthKey(cell) === monthKey(month));
                const value = entry?.value ?? 'missing';
                return (
                  <td key={monthKey(month)} className={`rv-cell rv-cell--${value}`}>
                    <StatusIcon value={value} label={t(`Report.Coverage.${value}`)} />
                    {entry?.numeric_value != null && <span className="rv-cell__amount">{formatMoney(entry.numeric_value, lang)}</span>}
                    {entry?.translation_key && <span className="rv-cell__note">{t(entry.translation_key)}</span>}
                    <MessageRef msg={entry?.msg} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
