import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { MonthChart } from '../charts/month-chart.js';
import { averageBalanceOf } from '../figures/report-figures.js';
import { formatMoney } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { useLabelText } from '../messages/use-label-text.js';
import { CoverageTable } from './coverage-table.js';
import { Section } from './section.js';

const FileErrors = ({ files }: { files: string[] }) => {
  const { t } = useTranslation('report');
  if (!files.length) return null;
  return (
    <ul className="rv-file-errors">
      {files.map((file) => (
        <li key={file}>
          {/* the spec's key, shared with the income screens (income namespace) */}
          {t('report.File.Error', { ns: 'income' })}: {file}
        </li>
      ))}
    </ul>
  );
};

/** Income (spec 2§2): the charts, bank-statement incomes and payslip incomes as Record rows. */
export const IncomeSection = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const labelText = useLabelText();
  const statements = report.bank_statements_incomes;
  const payslips = report.payslips_incomes;
  const averageBalance = averageBalanceOf(report);
  if (!statements && !payslips.length && !report.income_per_month.length) return null;
  return (
    <Section id="income" title={t('Report.Income.Title')}>
      {(report.income_per_month.length > 0 || report.balance_over_time.length > 0) && (
        <div className="rv-charts">
          {report.income_per_month.length > 0 && (
            <MonthChart kind="bars" figures={report.income_per_month} title={t('Report.Charts.IncomePerMonth')} note={t('Report.Charts.IncomeNote')} />
          )}
          {report.balance_over_time.length > 0 && (
            <MonthChart
              kind="line"
              figures={report.balance_over_time}
              title={t('Report.Charts.BalanceOverTime')}
              note={averageBalance === null ? undefined : t('Report.Charts.BalanceNote', { average: formatMoney(averageBalance, lang) })}
            />
          )}
        </div>
      )}
      {statements && (
        <>
          <h3 className="rv-subtitle">{t('Report.Income.BankStatements')}</h3>
          <p className="rv-muted">{labelText(statements.label)}</p>
          <CoverageTable
            caption={t('Report.Income.BankStatements')}
            rows={statements.content.map((row, i) => ({ key: `${row.label}-${i}`, label: t(row.label), notes: row.notes, isFraud: row.is_fraud, coverage: row.coverage }))}
          />
          <FileErrors files={statements.error_files} />
        </>
      )}
      {payslips.length > 0 && (
        <>
          <h3 className="rv-subtitle">{t('Report.Income.Payslips')}</h3>
          <CoverageTable
            caption={t('Report.Income.Payslips')}
            rows={payslips.map((series, i) => ({ key: `${series.label}-${i}`, label: series.label, coverage: series.coverage }))}
          />
          <FileErrors files={payslips.flatMap((series) => series.error_files)} />
        </>
      )}
    </Section>
  );
};
