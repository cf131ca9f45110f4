import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { summaryItems } from '@tenant/report-view';
import { injectStyles } from '@tenant/ui';
import { reportSummaryCardCss } from './report-summary-card.css.js';

injectStyles('report-summary-card', reportSummaryCardCss);

/**
 * A report's verified summary (bands and yes/no, exact figures only where the applicant disclosed them;
 * never statements or transactions), as a landlord's or partner's page and the reviewers' dashboard show it.
 */
export const ReportSummaryCard = ({ summary, lang, headingLevel = 2 }: { summary: ReportSummary; lang: Language; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('report');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const items = summaryItems(summary, t, lang);
  return (
    <section className="report-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('ReportSummary.Title')}</Heading>
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t(summary.figures ? 'ReportSummary.NoteWithFigures' : 'ReportSummary.Note')}</p>
    </section>
  );
};
