import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Occupation } from '@tenant/contracts';
import { Button, PageHeader, RequiredDocumentsModal, SelectableCard } from '@tenant/ui';

export interface OccupationChoiceProps {
  occupations: Occupation[];
  value: string | null;
  submitting: boolean;
  onSelect: (ref: string) => void;
  onContinue: () => void;
}

export const OccupationChoice = ({ occupations, value, submitting, onSelect, onContinue }: OccupationChoiceProps) => {
  const { t } = useTranslation('occupation');
  // The modal keeps showing the last occupation's documents while it fades out.
  const [documentsOf, setDocumentsOf] = useState<Occupation | null>(null);
  const [documentsOpen, setDocumentsOpen] = useState(false);
  return (
    <section>
      <PageHeader heading={<span id="occupation-heading">{t('Occupation.Heading')}</span>} note={t('Occupation.Note')} />
      <div role="radiogroup" aria-labelledby="occupation-heading" style={{ display: 'grid', gap: '1rem', marginBottom: '1.5rem' }}>
        {occupations.map((occupation) => (
          <SelectableCard
            key={occupation.id}
            name="occupation"
            value={occupation.ref}
            checked={value === occupation.ref}
            onSelect={onSelect}
            title={t(occupation.key)}
            description={t(occupation.description)}
          >
            {occupation.documents.length > 0 && (
              <p style={{ margin: '.5rem 0 0 2rem' }}>
                {t('Occupation.RequiredDocuments')}: {occupation.documents.map((doc) => t(doc.key)).join(', ')}
              </p>
            )}
            <p style={{ margin: '.5rem 0 0 2rem' }}>
              <Button variant="link" onClick={() => (setDocumentsOf(occupation), setDocumentsOpen(true))}>
                {t('Occupation.ShowDocuments', { occupation: t(occupation.key) })}
              </Button>
            </p>
          </SelectableCard>
        ))}
      </div>
      <Button onClick={onContinue} disabled={!value} loading={submitting} loadingLabel={t('General.Loading')}>
        {t('Occupation.Continue')}
      </Button>
      <RequiredDocumentsModal
        open={documentsOpen}
        documents={documentsOf?.documents ?? []}
        onClose={() => setDocumentsOpen(false)}
        onClosed={() => setDocumentsOf(null)}
      />
    </section>
  );
};
