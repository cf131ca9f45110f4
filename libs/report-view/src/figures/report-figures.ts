import type { TFunction } from 'i18next';
import type { Report, ReportIdentity } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { formatDay, formatMoney } from '../format/format.js';

/** The translate function of the `report` namespace (the browser's useTranslation, or the server's fixed one). */
export type ReportTranslate = TFunction<'report'>;

/**
 * The report's one identity statement (method, date, or not verified), as every view prints it: the
 * personal details, the checks, the PDF, the verification page, the shared summary and its e-mail.
 */
export const identityStatement = (identity: ReportIdentity, t: ReportTranslate, lang: Language): string => {
  if (!identity.value || !identity.method) return t('Report.Identity.NotVerified');
  const method = t(`Report.Identity.Method.${identity.method}`);
  // a summary of an older report knows the method only
  return identity.date ? t('Report.Identity.Verified', { method, date: formatDay(identity.date, lang) }) : t('ReportSummary.IdentityBy', { method });
};

/** Whether the full report has statement months (the rapid view shows no statement figures). */
const hasStatementMonths = (report: Report): boolean => report.type !== 'rapid' && report.balance_over_time.length > 0;

/** The average balance, when statements gave one (the months it averages are the balance chart's). */
export const averageBalanceOf = (report: Report): number | null => (report.employment && hasStatementMonths(report) ? report.employment.average_cash_balance.value : null);

/** The monthly payments (detected rent and other recurring debits), when statements were read. */
export const monthlyPaymentsOf = (report: Report): number | null => (report.employment && hasStatementMonths(report) ? report.employment.recurrent_costs : null);

/**
 * The report's key figures as label/value lines, each read from the one field the report service
 * computed it into (services/report computation README), formatted as the report view formats it:
 * the report-ready e-mail lists these, and the tests check every view prints the same.
 */
export const keyFigureLines = (report: Report, t: ReportTranslate, lang: Language): Array<[string, string]> => {
  const money = (value: number | null) => (value === null ? null : formatMoney(value, lang));
  const employment = report.employment;
  const rent = employment?.actual_monthly_rent;
  const lines: Array<[string, string | null]> = [
    [t('Report.Employment.NetIncome'), money(employment?.monthly_income.net_value ?? null)],
    [t('Report.Employment.RecurrentCosts'), money(monthlyPaymentsOf(report))],
    [t('Report.Employment.DetectedRent'), rent?.display ? (money(rent.value) ?? t('Report.Employment.RentNotDetected')) : null],
    [t('Report.Employment.AverageCashBalance'), money(averageBalanceOf(report))],
    [t('Report.Affordability.Suggested'), money(report.monthly_affordability?.value ?? null)],
    [t('Report.Personal.Identity'), report.type === 'rapid' ? null : identityStatement(report.personal_details.verified, t, lang)],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null);
};
