import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatDay } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { Facts } from './section.js';

/** Name, user id, e-mail, report id, generated date, company and validity (spec 2§2); rapid leaves out personal identity. */
export const ReportHeader = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  const details = report.personal_details;
  const rapid = report.type === 'rapid';
  return (
    <header className="rv-header">
      <p className="rv-header__kicker">{t(`Report.Title.${report.type}`)}</p>
      <h1 className="rv-header__name">{details.name}</h1>
      <Facts
        items={[
          [t('Report.Header.UserId'), rapid ? null : details.id],
          [t('Report.Header.Email'), rapid ? null : details.email],
          [t('Report.Header.ReportId'), details.report_id],
          [t('Report.Header.GeneratedOn'), formatDay(details.generated_on, lang)],
          [t('Report.Header.ValidUntil'), formatDay(details.valid_until, lang)],
          [t('Report.Header.Company'), report.listing_info.company_name],
        ]}
      />
    </header>
  );
};
