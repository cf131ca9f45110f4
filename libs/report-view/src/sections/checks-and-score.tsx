import { useTranslation } from 'react-i18next';
import type { Report } from '@tenant/contracts';
import { SCORE_RISK_LEVELS } from '@tenant/domain';
import { identityStatement } from '../figures/report-figures.js';
import { useReportContext } from '../report-context.js';
import { Section } from './section.js';

const IDENTITY_CHECK = 'Report.Check.Identity';

/** What was checked (printed on the PDF beside the certificate): each check passed or not. */
export const ChecksList = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const { lang } = useReportContext();
  if (!report.checks.length) return null;
  return (
    <Section id="checks" title={t('Report.Checks.Title')}>
      <ul className="rv-checks">
        {report.checks.map((check) => (
          <li key={check.translation_key} className={`rv-check rv-check--${check.passed ? 'ok' : 'error'}`}>
            <span aria-hidden="true">{check.passed ? '✓' : '✕'}</span> {t(check.translation_key)}
            {/* the identity check says what the personal details say: method and date, or not verified */}
            {check.translation_key === IDENTITY_CHECK && `: ${identityStatement(report.personal_details.verified, t, lang)}`}
            <span className="rv-visually-hidden"> — {t(check.passed ? 'Report.Check.Passed' : 'Report.Check.Failed')}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
};

/** The premium score with its legend of six risk levels and the negative characteristics. */
export const ScoreCard = ({ report }: { report: Report }) => {
  const { t } = useTranslation('report');
  const score = report.score;
  if (!score) return null;
  const levels = Array.from({ length: SCORE_RISK_LEVELS }, (_, i) => i + 1);
  return (
    <Section id="score" title={t('Report.Score.Title')} className="rv-card">
      <p className="rv-score__level">{t('Report.Score.Level', { level: score.risk_level, levels: SCORE_RISK_LEVELS })}</p>
      <ol className="rv-score__legend" aria-label={t('Report.Score.Legend')}>
        {levels.map((level) => (
          <li key={level} className={`rv-score__step rv-score__step--${level}`} aria-current={level === score.risk_level ? 'true' : undefined}>
            <span className="rv-score__number">{level}</span> {t(`Report.Score.Legend.${level}`)}
          </li>
        ))}
      </ol>
      {score.negative_characteristics.length > 0 && (
        <>
          <h3 className="rv-subtitle">{t('Report.Score.Negative')}</h3>
          <ul>
            {score.negative_characteristics.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
};
