import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { averageBalanceOf, monthlyPaymentsOf } from '../figures/report-figures.js';
import { formatDay, formatMoney } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { MessageRef } from './message-ref.js';
import { Facts, Section } from './section.js';

/**
 * Employment summary (spec 2§3 employment). The rapid view shows start date, seniority and active
 * contract beside the income; the full view every figure the report has.
 */
export const EmploymentCard = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const employment = report.employment;
  if (!employment) return null;
  const money = (value: number) => formatMoney(value, lang);
  const yesNo = (value: boolean | null) => (value === null ? null : t(value ? 'Report.Yes' : 'Report.No'));
  const rent = employment.actual_monthly_rent;
  const rapid = report.type === 'rapid';
  const monthlyPayments = monthlyPaymentsOf(report);
  const averageBalance = averageBalanceOf(report);
  return (
    <Section id="employment" title={t('Report.Employment.Title')} className="rv-card">
      <Facts
        items={[
          [t('Report.Employment.Status'), t(`Report.Status.${employment.status}`)],
          [t('Report.Employment.Employer'), employment.employer],
          [t('Report.Employment.GrossIncome'), money(employment.monthly_income.value)],
          [t('Report.Employment.NetIncome'), money(employment.monthly_income.net_value)],
          [t('Report.Employment.EmploymentIncome'), rapid ? null : money(employment.employment_monthly_income)],
          [
            t('Report.Employment.OtherIncome'),
            rapid ? null : (
              <>
                {money(employment.other_monthly_income.value)} <MessageRef msg={employment.other_monthly_income.warning} />
              </>
            ),
          ],
          [t('Report.Employment.RecurrentCosts'), monthlyPayments === null ? null : money(monthlyPayments)],
          [t('Report.Employment.Contract'), employment.type_of_contract ? t(employment.type_of_contract) : null],
          [t('Report.Employment.Paychecks'), employment.paychecks_per_year],
          [t('Report.Employment.AverageCashBalance'), averageBalance === null ? null : money(averageBalance)],
          [
            t('Report.Employment.DetectedRent'),
            rent.display ? (
              <>
                {rent.value === null ? t('Report.Employment.RentNotDetected') : money(rent.value)} {rent.error_msg && <MessageRef msg={rent.error_msg} />}
              </>
            ) : null,
          ],
          [t('Report.Employment.StartDate'), employment.employment_start_date ? formatDay(employment.employment_start_date, lang) : null],
          [t('Report.Employment.Seniority'), employment.seniority.value === null ? null : t('Report.Employment.Years', { count: employment.seniority.value })],
          [t('Report.Employment.ActiveContract'), yesNo(employment.active_contract)],
        ]}
      />
    </Section>
  );
};
