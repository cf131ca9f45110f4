import { useTranslation } from 'react-i18next';

/**
 * The report is not shown yet (spec 2§8): Results.Error.HideReport in two paragraphs split at its line
 * break, or the rapid text; the rental-pass partner's applicants are told the content went to the partner.
 */
export const HiddenReport = ({ variant }: { variant: 'rent' | 'rapid' | 'withheld' }) => {
  const { t } = useTranslation('report');
  const text = t(variant === 'rapid' ? 'Report.Rapid.HideReport.Text' : variant === 'withheld' ? 'Report.Withheld' : 'Results.Error.HideReport');
  return (
    <section className="result-hidden">
      <h1>{t(variant === 'rapid' ? 'Report.Title.rapid' : 'Report.Title.rent')}</h1>
      <div role="status">
        {text.split('\n').map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
};
