import type { Report } from '@tenant/contracts';
import { LANGUAGES, type Language } from '@tenant/domain';
import { formatDay, formatMoney, ReportView, summaryItems } from '@tenant/report-view';
import { renderReportHtml, reportI18n, reportTexts } from '@tenant/report-view/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { KNOWN_CONTEXT, knownDocumentsInputs } from '../../test/fixtures/known-documents.js';
import { buildReport } from '../computation/build-report.js';
import { reportReadyMail } from '../mailing/report-ready-mail.js';
import { sharedSummaryMail } from '../sharing/shared-summary-mail.js';
import { reportSummaryOf, verificationCertificateOf } from './report-summary.js';

const certificate = { certificateId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', applicantName: 'Mario Rossi', issuedAt: KNOWN_CONTEXT.generatedAt, expiresAt: new Date('2026-12-14T09:30:00.000Z'), reportId: 'rep-1', version: 1, newerVersion: null };

/** One space for any run of white space (Intl puts no-break spaces between amount and sign). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Markup → the text a reader sees (a chart's by its label), one space between elements. */
const textOf = (html: string) =>
  spaced(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]*aria-label="([^"]*)"[^>]*>/g, ' $1 ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

/** Every view a reader meets, rendered from one report in one language, as text. */
const viewsOf = async (report: Report, lang: Language) => {
  const t = await reportTexts(lang);
  // the browser's view of the same texts: the result step's language
  const i18n = (await reportI18n()).cloneInstance({ lng: lang, initAsync: false });
  const summary = reportSummaryOf(certificate, report, { discloseFigures: true });
  const verification = verificationCertificateOf(certificate, report);
  return {
    web: textOf(
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <ReportView report={report} lang={lang} />
        </I18nextProvider>,
      ),
    ),
    pdf: textOf(await renderReportHtml({ report, lang, verification: { url: 'https://example.test/v', shortUrl: 'https://example.test/r/x', qrSvg: '<svg></svg>' } })),
    email: spaced((await reportReadyMail({ to: 'mario.rossi@example.it', firstName: 'Mario', lang, report, pdf: Buffer.from(''), resultUrl: 'https://example.test/result' })).text),
    sharedSummaryEmail: spaced((await sharedSummaryMail({ to: 'landlord@example.it', recipientName: null, lang, summary, verifyUrl: 'https://example.test/v' })).text),
    // the partner's summary card and the reviewers' panel print exactly these lines
    partnerSummary: spaced(
      summaryItems(summary, t, lang)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
    ),
    verificationIdentity: verification.identity,
  };
};

/**
 * Every figure of one report printed by every view that shows it, with the same value: the web
 * report, the PDF, the report-ready e-mail, the shared summary's e-mail and the partner's summary
 * (the verify page's identity statement too). The values are the hand-computed ones of
 * computation/report-figures.spec.ts.
 */
describe.each(LANGUAGES)('every view prints the same figures (%s)', (lang) => {
  const report = buildReport(knownDocumentsInputs(), KNOWN_CONTEXT);
  let views: Awaited<ReturnType<typeof viewsOf>>;
  let t: Awaited<ReturnType<typeof reportTexts>>;

  beforeAll(async () => {
    views = await viewsOf(report, lang);
    t = await reportTexts(lang);
  });

  it('prints no key of the report texts', () => {
    for (const view of Object.values(views)) expect(JSON.stringify(view)).not.toMatch(/\bReport(Summary|Verification)?\.[A-Z]/);
  });

  const money = (value: number) => spaced(formatMoney(value, lang));
  const line = (key: string, value: string) => spaced(`${t(key)}: ${value}`);

  it('net income €1,896.00, monthly payments €915.00, detected rent €850.00 and average balance €6,587.57: in the report, the PDF, both e-mails and the partner summary', () => {
    const figures: Array<[string, number]> = [
      ['Report.Employment.NetIncome', 1896],
      ['Report.Employment.RecurrentCosts', 915],
      ['Report.Employment.DetectedRent', 850],
      ['Report.Employment.AverageCashBalance', 6587.57],
    ];
    for (const [key, value] of figures) {
      // label and value side by side in the report's facts, as lines in the e-mails and the summary
      expect(views.web).toContain(spaced(`${t(key)} ${money(value)}`));
      expect(views.pdf).toContain(spaced(`${t(key)} ${money(value)}`));
      expect(views.email).toContain(line(key, money(value)));
      expect(views.sharedSummaryEmail).toContain(line(key, money(value)));
      expect(views.partnerSummary).toContain(line(key, money(value)));
    }
  });

  it('the monthly payments are one figure: the outgoings total is the employment card’s, its rows add up to it', () => {
    for (const view of [views.web, views.pdf]) {
      expect(view).toContain(line('Report.Employment.RecurrentCosts', money(915)));
      expect(view).toContain(spaced(`${t('Report.Cost.Rent')} · ${t('Report.Outgoings.MonthlyAmount', { amount: money(850) })}`));
      expect(view).toContain(spaced(`${t('Report.Cost.OtherRecurring')} · ${t('Report.Outgoings.MonthlyAmount', { amount: money(65) })}`));
    }
  });

  it('salary per month as booked, in the income chart and the salary cells of the report and the PDF', () => {
    for (const view of [views.web, views.pdf]) {
      for (const value of [1866.92, 1907.52, 1909.23]) expect(view.split(money(value)).length - 1).toBe(2);
    }
  });

  it('the balances over time are the months the average balance is computed from', () => {
    for (const view of [views.web, views.pdf]) {
      for (const value of [5452.08, 6606.84, 7741]) expect(view).toContain(money(value));
      expect(view).toContain(spaced(t('Report.Charts.BalanceNote', { average: money(6587.57) })));
    }
  });

  it('the current rent is the detected one, labelled so', () => {
    for (const view of [views.web, views.pdf]) expect(view).toContain(spaced(`${t('Report.Listing.CurrentRentDetected')} ${money(850)}`));
  });

  it('one identity statement (method and date) in the report, the PDF, the e-mails, the summary and the verify page', () => {
    const statement = spaced(t('Report.Identity.Verified', { method: t('Report.Identity.Method.webid'), date: formatDay('2026-10-02', lang) }));
    for (const view of [views.web, views.pdf]) {
      expect(view).toContain(`${t('Report.Personal.Identity')} ${statement}`);
      expect(view).toContain(line('Report.Check.Identity', statement));
    }
    for (const view of [views.email, views.sharedSummaryEmail, views.partnerSummary]) expect(view).toContain(line('Report.Personal.Identity', statement));
    expect(views.verificationIdentity).toEqual(report.personal_details.verified);
  });
});

/** An uploaded file's name is the applicant's text: every view shows it escaped, never as markup. */
describe('a document named with HTML', () => {
  const name = '<img src=x onerror=alert(1)>.pdf';
  const report: Report = {
    ...buildReport(knownDocumentsInputs(), KNOWN_CONTEXT),
    other_documents: [{ label: name, type: 'other', info: null, notes: null, valid: true, msg: null, possible_type: null }],
  };

  it.each(LANGUAGES)('is shown as text in the web report and the PDF (%s)', async (lang) => {
    const i18n = (await reportI18n()).cloneInstance({ lng: lang, initAsync: false });
    const web = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ReportView report={report} lang={lang} />
      </I18nextProvider>,
    );
    const pdf = await renderReportHtml({ report, lang, verification: { url: 'https://example.test/v', shortUrl: 'https://example.test/r/x', qrSvg: '<svg></svg>' } });
    for (const markup of [web, pdf]) {
      expect(markup).not.toContain('<img src=x');
      expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;.pdf');
    }
  });
});
