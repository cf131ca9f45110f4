import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { AffordabilityGauge } from '../charts/affordability-gauge.js';
import { formatMoney, formatPercent } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { Section } from './section.js';

/** Monthly affordability (spec 2§2): the suggested maximum rent, its range, the rent's share and the deposit statement. */
export const AffordabilityCard = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const affordability = report.monthly_affordability;
  if (!affordability) return null;
  const deposit = report.employment?.average_cash_balance;
  return (
    <Section id="affordability" title={t('Report.Affordability.Title')} className="rv-card">
      <div className="rv-affordability">
        <AffordabilityGauge affordability={affordability} />
        <div>
          <p className="rv-affordability__lead">
            {t('Report.Affordability.Suggested')}: <strong>{formatMoney(affordability.value, lang)}</strong>
          </p>
          <p>{t('Report.Affordability.Range', { min: formatMoney(affordability.min, lang), max: formatMoney(affordability.max, lang) })}</p>
          {affordability.rent !== null && (
            <p>{t('Report.Affordability.RentShare', { rent: formatMoney(affordability.rent, lang), percentage: formatPercent(affordability.percentage, lang) })}</p>
          )}
          <p className={`rv-verdict rv-verdict--${affordability.rent !== null && affordability.rent > affordability.value ? 'warning' : 'ok'}`}>
            {t(affordability.translation_key)}
          </p>
          {deposit && report.deposit_affordable !== null && (
            <p className={`rv-verdict rv-verdict--${report.deposit_affordable ? 'ok' : 'warning'}`}>
              {t(deposit.value_translation_key, { balance: formatMoney(deposit.value, lang) })}
            </p>
          )}
        </div>
      </div>
    </Section>
  );
};
