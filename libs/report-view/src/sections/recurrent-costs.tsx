import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { monthlyPaymentsOf } from '../figures/report-figures.js';
import { formatMoney } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { CoverageTable } from './coverage-table.js';
import { Section } from './section.js';

/** Outgoings (spec 2§2): the monthly payments (the employment card's figure), then each recurrent cost with what was booked each month. */
export const RecurrentCosts = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const costs = report.recurrent_costs.content;
  const monthlyPayments = monthlyPaymentsOf(report);
  if (!costs.length) return null;
  return (
    <Section id="outgoings" title={t('Report.Outgoings.Title')}>
      {monthlyPayments !== null && (
        <p className="rv-outgoings__total">
          {t('Report.Employment.RecurrentCosts')}: <strong>{formatMoney(monthlyPayments, lang)}</strong>
        </p>
      )}
      <CoverageTable
        caption={t('Report.Outgoings.Title')}
        rows={costs.map((cost, i) => ({
          key: `${cost.label}-${i}`,
          label: `${t(cost.translation_key)} · ${t('Report.Outgoings.MonthlyAmount', { amount: formatMoney(cost.monthly_amount, lang) })}`,
          // a label of its own (a payee) beside the kind; the kind's key is not repeated
          notes: cost.label === cost.translation_key ? null : cost.label,
          coverage: cost.coverage,
        }))}
      />
    </Section>
  );
};
