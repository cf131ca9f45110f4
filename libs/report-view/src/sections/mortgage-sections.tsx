import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatMoney, formatPercent } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { Facts, Section } from './section.js';

/** The mortgage variant (spec 2§2): installment affordability at the fixed rate, cash flow, tax return. */
export const MortgageSections = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const mortgage = report.mortgage;
  if (!mortgage) return null;
  const money = (value: number) => formatMoney(value, lang);
  const plan = mortgage.installment_affordability;
  const total = (items: Array<{ monthly_amount: number }>) => items.reduce((sum, item) => sum + item.monthly_amount, 0);
  const net = total(mortgage.cashflow.inflows) - total(mortgage.cashflow.outflows);
  return (
    <>
      <Section id="installment" title={t('Report.Mortgage.Title')} className="rv-card">
        <Facts
          items={[
            [t('Report.Mortgage.PropertyValue'), money(plan.property_value)],
            [t('Report.Mortgage.DownPayment'), money(plan.down_payment)],
            [t('Report.Mortgage.LoanAmount'), money(plan.loan_amount)],
            [t('Report.Mortgage.LoanToValue'), formatPercent(plan.loan_to_value, lang)],
            [t('Report.Mortgage.Years'), plan.years],
            [t('Report.Mortgage.MonthlyInstallment'), money(plan.monthly_installment)],
          ]}
        />
        <p className={`rv-verdict rv-verdict--${plan.affordable ? 'ok' : 'warning'}`}>
          {t(plan.affordable ? 'Report.Mortgage.Affordable' : 'Report.Mortgage.NotAffordable')}
        </p>
        <p className="rv-muted">{t('Report.Mortgage.RateNote', { rate: formatPercent(plan.rate_percent, lang) })}</p>
      </Section>
      <Section id="cashflow" title={t('Report.Cashflow.Title')}>
        <table className="rv-table">
          <caption className="rv-visually-hidden">{t('Report.Cashflow.Title')}</caption>
          <tbody>
            {(['inflows', 'outflows'] as const).flatMap((side) => [
              <tr key={side} className="rv-table__group">
                <th scope="rowgroup" colSpan={2}>
                  {t(`Report.Cashflow.${side === 'inflows' ? 'Inflows' : 'Outflows'}`)}
                </th>
              </tr>,
              ...mortgage.cashflow[side].map((item) => (
                <tr key={`${side}-${item.translation_key}`}>
                  <th scope="row">{t(item.translation_key)}</th>
                  <td>{money(side === 'inflows' ? item.monthly_amount : -item.monthly_amount)}</td>
                </tr>
              )),
            ])}
            <tr className="rv-table__total">
              <th scope="row">{t('Report.Cashflow.Net')}</th>
              <td>{money(net)}</td>
            </tr>
          </tbody>
        </table>
      </Section>
      {mortgage.tax_return && (
        <Section id="tax-return" title={t('Report.TaxReturn.Title')}>
          <Facts
            items={[
              [t('Report.TaxReturn.ReferenceYear'), mortgage.tax_return.reference_year],
              [t('Report.TaxReturn.Gross'), money(mortgage.tax_return.gross_annual_income)],
              [t('Report.TaxReturn.Net'), money(mortgage.tax_return.net_annual_income)],
            ]}
          />
        </Section>
      )}
    </>
  );
};
