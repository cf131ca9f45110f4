import type { ReportSummary } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import type { MailMessage } from '@tenant/server-kit';
import { reportTexts, summaryItems } from '@tenant/report-view/server';

export interface SharedSummaryMail {
  to: string;
  recipientName: string | null;
  lang: Language;
  summary: ReportSummary;
  /** the verify page with this share's certificate token */
  verifyUrl: string;
}

/** The verified summary for a landlord or company: the summary's lines and the link that proves it (and says when it is withdrawn). */
export const sharedSummaryMail = async ({ to, recipientName, lang, summary, verifyUrl }: SharedSummaryMail): Promise<MailMessage> => {
  const t = await reportTexts(lang);
  const applicant = summary.applicant_name;
  const lines = summaryItems(summary, t, lang).map(([label, value]) => `${label}: ${value}`);
  const text = [
    recipientName ? t('Report.Mail.Summary.Greeting', { name: recipientName }) : t('Report.Mail.Summary.GreetingAnonymous'),
    t('Report.Mail.Summary.Intro', { applicant }),
    `${t('ReportSummary.Title')}\n${lines.join('\n')}`,
    t(summary.figures ? 'ReportSummary.NoteWithFigures' : 'ReportSummary.Note'),
    t('Report.Mail.Summary.Verify', { link: verifyUrl }),
    t('Report.Mail.Summary.Footer', { applicant }),
  ].join('\n\n');
  return { to, subject: t('Report.Mail.Summary.Subject', { applicant }), text };
};
