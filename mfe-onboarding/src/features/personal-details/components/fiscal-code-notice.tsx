import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@tenant/ui';
import { checkFiscalCode, type FiscalCodeDisagreement } from '../fiscal-code-check.js';

/** A non-blocking warning when the fiscal code disagrees with the entered date or place of birth. */
export const FiscalCodeNotice = ({ fiscalCode, dateOfBirth, placeOfBirth }: { fiscalCode: string; dateOfBirth: string; placeOfBirth: string }) => {
  const { t } = useTranslation('personal');
  const [disagreements, setDisagreements] = useState<FiscalCodeDisagreement[]>([]);
  useEffect(() => {
    let current = true;
    checkFiscalCode(fiscalCode, dateOfBirth, placeOfBirth).then(
      (found) => current && setDisagreements((shown) => (JSON.stringify(shown) === JSON.stringify(found) ? shown : found)),
      (error: unknown) => console.warn('fiscal code check unavailable', error),
    );
    return () => {
      current = false;
    };
  }, [fiscalCode, dateOfBirth, placeOfBirth]);
  if (!disagreements.length) return null;
  const texts = disagreements.map((d) =>
    d.kind === 'date'
      ? t('PersonalDetails.FiscalCode.Mismatch.Date', { date: d.date })
      : d.kind === 'place'
        ? t('PersonalDetails.FiscalCode.Mismatch.Place', { place: d.place })
        : t('PersonalDetails.FiscalCode.Mismatch.CheckCharacter'),
  );
  return <ErrorBanner variant="warning" lead={t('PersonalDetails.FiscalCode.Mismatch.Lead')} message={texts.join(' ')} />;
};
