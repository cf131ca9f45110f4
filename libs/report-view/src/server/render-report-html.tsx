import { createRequire } from 'node:module';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { LANGUAGES, toLanguage, type Language } from '@tenant/domain';
import { formatDay } from '../format/format.js';
import { reportViewCss } from '../styles/report-view.css.js';
import { printCss } from './print.css.js';
import { ReportDocument, type LinkedReportPrint, type ReportVerificationPrint } from './report-document.js';

const require = createRequire(import.meta.url);

const missing = new Set<string>();

/** Keys the renderer was asked for without a text, and placeholders without their value; tests assert none. */
export const missingReportTexts = (): string[] => [...missing];
export const resetMissingReportTexts = () => missing.clear();

/** The report texts of every language, read once from @tenant/i18n (the same files the browser loads). */
let instance: Promise<I18n> | undefined;
export const reportI18n = (): Promise<I18n> =>
  (instance ??= (async () => {
    const i18n = createInstance();
    const resources = Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        {
          report: require(`@tenant/i18n/locales/${lang}/report.json`) as Record<string, string>,
          // report.File.Error, the spec's key the income screens show too
          income: require(`@tenant/i18n/locales/${lang}/income.json`) as Record<string, string>,
        },
      ]),
    );
    await i18n.use(initReactI18next).init({
      resources,
      lng: 'it',
      fallbackLng: false,
      ns: ['report', 'income'],
      defaultNS: 'report',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      // a text without its value reads without it (never `{{expiry}}`), and is recorded for the tests
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) => void missing.add(`${ns}:${key}`),
      missingInterpolationHandler: (text, match: RegExpExecArray) => {
        missing.add(`${match[0]} in "${text}"`);
        return '';
      },
    });
    // `{{expiry, day}}`: the ISO dates of the findings, written the language's way (as @tenant/i18n does for the screens)
    i18n.services.formatter?.add('day', (value: unknown, lng: string | undefined) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, toLanguage(lng ?? 'it')) : String(value ?? ''),
    );
    return i18n;
  })());

/** The `report` texts of one language, for what the service writes outside the PDF (its e-mails). */
export const reportTexts = async (lang: Language): Promise<TFunction<'report'>> => (await reportI18n()).getFixedT(lang, 'report');

export interface RenderReportOptions {
  report: Report;
  lang: Language;
  verification: ReportVerificationPrint;
  /** the aggregated PDF's linked people (spec 2§7 aggregated-pdf); absent for a single report */
  linked?: LinkedReportPrint[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The report as one self-contained HTML page (styles inline, no scripts) for Chromium to print. */
export const renderReportHtml = async ({ report, lang, verification, linked }: RenderReportOptions): Promise<string> => {
  const i18n = await reportI18n();
  // A fixed-language view of the shared instance: concurrent renders in other languages do not interfere.
  const t = i18n.getFixedT(lang, 'report');
  const view = i18n.cloneInstance({ lng: lang, initAsync: false });
  const body = renderToStaticMarkup(
    <I18nextProvider i18n={view}>
      <ReportDocument report={report} lang={lang} verification={verification} linked={linked} />
    </I18nextProvider>,
  );
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t('Report.Pdf.DocumentTitle', { name: report.personal_details.name }))}</title><style>${reportViewCss}${printCss}</style></head><body>${body}</body></html>`;
};

/** Chromium's page header: report id and validity on every page. */
export const reportPdfHeader = async (report: Report, lang: Language): Promise<string> => {
  const t = (await reportI18n()).getFixedT(lang, 'report');
  const details = report.personal_details;
  return `<div style="font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 8px; color: #5b6675; width: 100%; padding: 0 14mm; display: flex; justify-content: space-between;">
<span>${escapeHtml(t('Report.Header.ReportId'))}: ${escapeHtml(details.report_id)}</span>
<span>${escapeHtml(t('Report.Header.ValidUntil'))}: ${escapeHtml(formatDay(details.valid_until, lang))}</span></div>`;
};

/** Chromium's page footer: page N of M. */
export const reportPdfFooter = async (lang: Language): Promise<string> => {
  const t = (await reportI18n()).getFixedT(lang, 'report');
  return `<div style="font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 8px; color: #5b6675; width: 100%; padding: 0 14mm; text-align: right;">
${escapeHtml(t('Report.Pdf.Page'))} <span class="pageNumber"></span> / <span class="totalPages"></span></div>`;
};
