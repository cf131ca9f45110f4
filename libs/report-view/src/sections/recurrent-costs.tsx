import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatMoney } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { CoverageTable } from './coverage-table.js';
import { Section } from './section.js';

/** Outgoings (spec 2§2): the recurrent costs found in the statements, month by month. */
export const RecurrentCosts = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const costs = report.recurrent_costs.content;
  if (!costs.length) return null;
  return (
    <Section id="outgoings" title={t('Report.Outgoings.Title')}>
      <CoverageTable
        caption={t('Report.Outgoings.Title')}
        rows={costs.map((cost, i) => ({
          key: `${cost.label}-${i}`,
          label: `${t(cost.translation_key)} · ${t('Report.Outgoings.MonthlyAmount', { amount: formatMoney(cost.monthly_amount, lang) })}`,
          // the booking text it was found by; a row the computation summed up has none but its key
          notes: cost.label === cost.translation_key ? null : cost.label,
          coverage: cost.coverage,
        }))}
      />
    </Section>
  );
};
