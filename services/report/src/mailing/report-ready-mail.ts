import type { Report } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import type { MailMessage } from '@tenant/server-kit';
import { formatDay, keyFigureLines, reportTexts } from '@tenant/report-view/server';

/** The result step of the report's application: `/{lang}[/{appType}]/fill/{applicationId}/result` (rent is the default type). */
export const resultPageUrl = (publicUrl: string, lang: Language, report: Pick<Report, 'type'>, applicationId: string): string =>
  `${publicUrl}/${lang}${report.type === 'rent' ? '' : `/${report.type}`}/fill/${applicationId}/result`;

export interface ReportReadyMail {
  to: string;
  firstName: string;
  lang: Language;
  report: Report;
  pdf: Buffer;
  resultUrl: string;
}

/** The applicant's report, ready: the PDF attached, its validity, and where to see and share it online. */
export const reportReadyMail = async ({ to, firstName, lang, report, pdf, resultUrl }: ReportReadyMail): Promise<MailMessage> => {
  const t = await reportTexts(lang);
  const reportId = report.personal_details.report_id;
  return {
    to,
    subject: t('Report.Mail.Ready.Subject'),
    text: [
      t('Report.Mail.Ready.Body', { name: firstName, validUntil: formatDay(report.personal_details.valid_until, lang), link: resultUrl, reportId }),
      // the same figures, formatted the same way, as the report and its PDF print them
      [t('Report.Mail.Ready.Figures'), ...keyFigureLines(report, t, lang).map(([label, value]) => `${label}: ${value}`)].join('\n'),
    ].join('\n\n'),
    attachments: [{ filename: `${t('Report.Mail.Ready.FileName')}-${reportId}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
};
