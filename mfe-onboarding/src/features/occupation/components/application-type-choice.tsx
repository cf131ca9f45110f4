import { useTranslation } from 'react-i18next';
import type { ApplicationType } from '@tenant/domain';
import { Button, PageHeader, SelectableCard } from '@tenant/ui';

const CHOICES = [
  { value: 'rent', key: 'Rent' },
  { value: 'mortgage', key: 'Mortgage' },
] as const;

export interface ApplicationTypeChoiceProps {
  value: ApplicationType | null;
  onSelect: (value: ApplicationType) => void;
  onContinue: () => void;
}

export const ApplicationTypeChoice = ({ value, onSelect, onContinue }: ApplicationTypeChoiceProps) => {
  const { t } = useTranslation('occupation');
  return (
    <section>
      <PageHeader heading={<span id="application-type-heading">{t('ApplicationType.Heading')}</span>} />
      <div role="radiogroup" aria-labelledby="application-type-heading" style={{ display: 'grid', gap: '1rem', marginBottom: '1.5rem' }}>
        {CHOICES.map((choice) => (
          <SelectableCard
            key={choice.value}
            name="application-type"
            value={choice.value}
            checked={value === choice.value}
            onSelect={() => onSelect(choice.value)}
            title={t(`ApplicationType.${choice.key}.Title`)}
            description={t(`ApplicationType.${choice.key}.Description`)}
          />
        ))}
      </div>
      <Button onClick={onContinue} disabled={!value}>
        {t('Occupation.Continue')}
      </Button>
    </section>
  );
};
