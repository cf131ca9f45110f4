import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectLang, selectRoute } from '@tenant/bus';
import { navigateToStep, type ReportDraft } from '@tenant/contracts';
import { formatDate } from '@tenant/i18n';
import { Button } from '@tenant/ui';

/** The step where the declaration of veridicity is made again (README "Versions": a new version needs one). */
const DECLARATION_STEP = 'confirmation';

interface ReportDraftBannerProps {
  draft: ReportDraft;
  issuedVersion: number;
  /** the paid period's end: no new payment before it */
  validUntil: string;
  showingDraft: boolean;
  onToggle: () => void;
}

/**
 * Changes made after a version was issued (README "Versions"): the applicant sees that they are a draft,
 * not part of the issued report, what issuing them needs, and may look at the draft.
 */
export const ReportDraftBanner = ({ draft, issuedVersion, validUntil, showingDraft, onToggle }: ReportDraftBannerProps) => {
  const { t } = useTranslation('report');
  const dispatch = useDispatch();
  const lang = useSelector(selectLang);
  const { applicationId } = useSelector(selectRoute);
  const until = formatDate(validUntil, lang);
  return (
    <section className="result-draft ui-banner ui-banner--warning" role="status" aria-labelledby="result-draft-title">
      <h2 id="result-draft-title">{t('Report.Draft.Title')}</h2>
      <p>{t('Report.Draft.Text', { version: issuedVersion })}</p>
      <ul>
        {draft.needs.map((need) => (
          <li key={need}>{t(`Report.Draft.Needs.${need}`, { validUntil: until })}</li>
        ))}
      </ul>
      <div className="rv-actions">
        {draft.needs.includes('declaration') && !draft.needs.includes('validity-ended') && (
          <Button onClick={() => dispatch(navigateToStep({ stepRouter: DECLARATION_STEP, applicationId: applicationId ?? undefined }))}>{t('Report.Draft.Confirm')}</Button>
        )}
        {draft.report && (
          <Button variant="secondary" onClick={onToggle}>
            {t(showingDraft ? 'Report.Draft.ShowIssued' : 'Report.Draft.Show')}
          </Button>
        )}
      </div>
    </section>
  );
};
