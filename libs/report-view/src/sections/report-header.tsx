import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { formatDay } from '../format/format.js';
import { useReportContext } from '../report-context.js';
import { EmailAddress, Facts } from './section.js';

/** Where a shown version stands (README "Versions"): issued as version N, withdrawn on a date, or a draft not issued. */
export type ReportStanding = { state: 'issued'; version: number | null } | { state: 'withdrawn'; version: number | null; withdrawnOn: string } | { state: 'draft' };

/** What the validity line says: the date while issued; a withdrawn version or a draft has none. */
const validityOf = (details: Report['personal_details'], standing: ReportStanding | undefined, t: (key: string) => string, lang: Parameters<typeof formatDay>[1]): [string, string] => {
  if (standing?.state === 'withdrawn') return [t('Report.Header.WithdrawnOn'), formatDay(standing.withdrawnOn, lang)];
  if (standing?.state === 'draft') return [t('Report.Header.ValidUntil'), t('Report.Header.DraftNotIssued')];
  return [t('Report.Header.ValidUntil'), formatDay(details.valid_until, lang)];
};

/** Name, user id, e-mail, report id, version, generated date, company and validity (spec 2§2); rapid leaves out personal identity. */
export const ReportHeader = ({ report, standing }: { report: Report; standing?: ReportStanding }) => {
  const { t } = useTranslation('report');
  const { lang, medium } = useReportContext();
  const details = report.personal_details;
  const rapid = report.type === 'rapid';
  const listing = report.listing_info;
  // printed, the header names the issuer and the listing applied for too: what a landlord checks first
  const printed = medium === 'print';
  return (
    <header className="rv-header">
      <p className="rv-header__kicker">{t(`Report.Title.${report.type}`)}</p>
      <h1 className="rv-header__name">{details.name}</h1>
      <Facts
        items={[
          [t('Report.Header.UserId'), rapid ? null : details.id],
          [t('Report.Header.Email'), rapid || !details.email ? null : <EmailAddress address={details.email} />],
          [t('Report.Header.ReportId'), details.report_id],
          [t('Report.Header.Version'), standing && standing.state !== 'draft' && standing.version ? String(standing.version) : null],
          [t('Report.Header.GeneratedOn'), formatDay(details.generated_on, lang)],
          validityOf(details, standing, t, lang),
          [t('Report.Header.Company'), report.listing_info.company_name],
          [t('Report.Pdf.Listing'), printed ? [listing.listing_name, listing.address].filter(Boolean).join(' · ') : null],
          [t('Report.Pdf.Issuer'), printed ? t('Report.Pdf.IssuerName') : null],
        ]}
      />
    </header>
  );
};
