import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERSONAL_POSTCODE_LENGTH, TEXT_MAX_LENGTH } from '@tenant/domain';
import { PageHeader } from '@tenant/ui';
import { FormCountryField } from '../../../components/form-country-field.js';
import { FormTextField } from '../../../components/form-text-field.js';
import { usesProvince } from '../../../lib/address-region.js';
import type { PersonalDetailsValues } from '../schema.js';

const TEXT_FIELDS = [
  { name: 'street', label: 'PersonalDetails.Address.Street', autoComplete: 'address-line1' },
  { name: 'houseNum', label: 'PersonalDetails.Address.HouseNum', autoComplete: 'address-line2' },
  { name: 'city', label: 'PersonalDetails.Address.City', autoComplete: 'address-level2' },
] as const;

/** The address block of sub-step 2: street, number, city (letters), postcode (5 digits), country, province or state. */
export const AddressBlock = ({ control, country, disabled }: { control: Control<PersonalDetailsValues>; country: string; disabled?: boolean }) => {
  const { t } = useTranslation('personal');
  const regionField = usesProvince(country)
    ? ({ name: 'province', label: 'PersonalDetails.Address.Province', autoComplete: 'address-level1' } as const)
    : ({ name: 'state', label: 'PersonalDetails.Address.State', autoComplete: 'address-level1' } as const);
  return (
    <section className="personal-section" aria-labelledby="personal-address-heading">
      <PageHeader level={2} heading={<span id="personal-address-heading">{t('PersonalDetails.Address.Heading')}</span>} />
      <div className="personal-grid">
        <FormCountryField control={control} name="country" label={t('PersonalDetails.Address.Country')} disabled={disabled} />
        {TEXT_FIELDS.map(({ name, label, autoComplete }) => (
          <FormTextField key={name} control={control} name={name} label={t(label)} autoComplete={autoComplete} maxLength={TEXT_MAX_LENGTH} disabled={disabled} />
        ))}
        <FormTextField
          control={control}
          name="postcode"
          label={t('PersonalDetails.Address.Postcode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PERSONAL_POSTCODE_LENGTH}
          disabled={disabled}
        />
        <FormTextField
          key={regionField.name}
          control={control}
          name={regionField.name}
          label={t(regionField.label)}
          optional
          autoComplete={regionField.autoComplete}
          maxLength={TEXT_MAX_LENGTH}
          disabled={disabled}
        />
      </div>
    </section>
  );
};
