import type { ReportSummary } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { identityStatement, type ReportTranslate } from '../figures/report-figures.js';
import { formatDay, formatMoney, formatPercent } from '../format/format.js';

export type { ReportTranslate } from '../figures/report-figures.js';

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
      // the report's own statement; a summary of an older report carries only the method
      identityStatement(summary.identity ?? { value: summary.identity_verified_by !== null, method: summary.identity_verified_by, date: null }, t, lang),
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
    // the report's statement figures, where it has them (absent in summaries of older reports)
    if (figures.monthly_payments != null) items.push([t('Report.Employment.RecurrentCosts'), money(figures.monthly_payments)]);
    if (figures.detected_rent != null) items.push([t('Report.Employment.DetectedRent'), money(figures.detected_rent)]);
    if (figures.average_balance != null) items.push([t('Report.Employment.AverageCashBalance'), money(figures.average_balance)]);
  }
  return items;
};
