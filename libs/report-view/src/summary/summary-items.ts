import type { TFunction } from 'i18next';
import type { ReportSummary } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { formatDay, formatMoney, formatPercent } from '../format/format.js';

/** The translate function of the `report` namespace (the browser's useTranslation, or the server's fixed one). */
export type ReportTranslate = TFunction<'report'>;

/**
 * A verified summary as label/value lines, the same on a partner's page and in the e-mail to a
 * landlord: bands and yes/no, and the exact figures only when the applicant disclosed them.
 */
export const summaryItems = (summary: ReportSummary, t: ReportTranslate, lang: Language): Array<[string, string]> => {
  const money = (value: number | null) => (value === null ? '–' : formatMoney(value, lang));
  const items: Array<[string, string]> = [
    [t('ReportSummary.Applicant'), summary.applicant_name],
    [t('ReportVerification.CertificateDate'), formatDay(summary.created_at, lang)],
    [t('Report.Header.ValidUntil'), formatDay(summary.valid_until, lang)],
    [
      t('Report.Personal.Identity'),
      summary.identity_verified_by ? t('ReportSummary.IdentityBy', { method: t(`Report.Identity.Method.${summary.identity_verified_by}`) }) : t('Report.Identity.NotVerified'),
    ],
    [t('ReportSummary.IncomeVerified'), t(summary.income_verified ? 'Report.Yes' : 'Report.No')],
    [t('ReportSummary.RentToIncome'), summary.rent_to_income_band ? t(`ReportSummary.Band.${summary.rent_to_income_band}`) : '–'],
  ];
  const figures = summary.figures;
  if (figures) {
    items.push(
      [t('Report.Employment.NetIncome'), money(figures.net_monthly_income)],
      [t('Report.Employment.GrossIncome'), money(figures.gross_monthly_income)],
      [t('Report.Listing.Price'), money(figures.rent)],
      [t('ReportSummary.RentShare'), figures.rent_to_income_percentage === null ? '–' : formatPercent(figures.rent_to_income_percentage, lang)],
      [t('Report.Affordability.Suggested'), money(figures.suggested_max_rent)],
    );
  }
  return items;
};
