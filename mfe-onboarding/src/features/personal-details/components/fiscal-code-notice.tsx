import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectUser } from '@tenant/bus';
import { ErrorBanner } from '@tenant/ui';
import { checkFiscalCode, isBlockingDisagreement, type FiscalCodeDisagreement } from '@tenant/validation';

const textKey: Record<FiscalCodeDisagreement['kind'], string> = {
  'check-character': 'PersonalDetails.FiscalCode.Mismatch.CheckCharacter',
  surname: 'PersonalDetails.FiscalCode.Mismatch.Surname',
  name: 'PersonalDetails.FiscalCode.Mismatch.Name',
  date: 'PersonalDetails.FiscalCode.Mismatch.Date',
  place: 'PersonalDetails.FiscalCode.Mismatch.Place',
};

/**
 * Where the fiscal code disagrees with the applicant's names or the entered date or place of birth, as
 * they type (issue 22): an error for what the server refuses too (names, date, check character), a
 * warning for the place alone.
 */
export const FiscalCodeNotice = ({ fiscalCode, dateOfBirth, placeOfBirth }: { fiscalCode: string; dateOfBirth: string; placeOfBirth: string }) => {
  const { t } = useTranslation('personal');
  const { first_name: firstName, last_name: lastName } = useSelector(selectUser);
  const [disagreements, setDisagreements] = useState<FiscalCodeDisagreement[]>([]);
  useEffect(() => {
    let current = true;
    checkFiscalCode({ fiscalCode, firstName, lastName, dateOfBirth, placeOfBirth }).then(
      (found) => current && setDisagreements((shown) => (JSON.stringify(shown) === JSON.stringify(found) ? shown : found)),
      (error: unknown) => console.warn('fiscal code check unavailable', error),
    );
    return () => {
      current = false;
    };
  }, [fiscalCode, firstName, lastName, dateOfBirth, placeOfBirth]);
  if (!disagreements.length) return null;
  const texts = disagreements.map((d) => t(textKey[d.kind], d.kind === 'date' ? { date: d.date } : d.kind === 'place' ? { place: d.place } : { name: d.kind === 'surname' ? lastName : firstName }));
  return (
    <ErrorBanner
      variant={disagreements.some(isBlockingDisagreement) ? 'error' : 'warning'}
      lead={t('PersonalDetails.FiscalCode.Mismatch.Lead')}
      message={texts.join(' ')}
    />
  );
};
