import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '@tenant/ui';

const FEATURES = ['Feature1', 'Feature2', 'Feature3'] as const;

export const OccupationIntro = ({ onContinue }: { onContinue: () => void }) => {
  const { t } = useTranslation('occupation');
  return (
    <section aria-labelledby="occupation-intro">
      <PageHeader heading={<span id="occupation-intro">{t('Occupation.Intro.Heading')}</span>} note={t('Occupation.Intro.Note')} />
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        {FEATURES.map((feature) => (
          <li key={feature}>
            <h2 style={{ fontSize: '1.1rem', margin: '0 0 .25rem' }}>{t(`Occupation.Intro.${feature}.Title`)}</h2>
            <p style={{ margin: 0 }}>{t(`Occupation.Intro.${feature}.Text`)}</p>
          </li>
        ))}
      </ul>
      <Button onClick={onContinue}>{t('Occupation.Continue')}</Button>
    </section>
  );
};
