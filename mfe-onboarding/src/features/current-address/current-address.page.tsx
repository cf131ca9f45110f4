import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectRegion, selectUser, useStepContinue } from '@tenant/bus';
import { applicantUpdated } from '@tenant/contracts';
import type { AddressPrediction, StepSaveResult } from '@tenant/contracts';
import { POSTCODE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@tenant/domain';
import { ErrorBanner, injectStyles, PageHeader } from '@tenant/ui';
import { FormCountryField } from '../../components/form-country-field.js';
import { usesProvince } from '../../lib/address-region.js';
import { fieldErrorText, refusedSave, serverMessage } from '../../lib/form-errors.js';
import { toAddressDetails } from './address-details.js';
import { useLazyGetAddressDetailsQuery } from './api/address-search-api.js';
import { useSubmitCurrentAddressMutation } from './api/current-address-api.js';
import { StreetAutocomplete } from './components/street-autocomplete.js';
import { FormTextField } from '../../components/form-text-field.js';
import { currentAddressSchema, currentAddressValuesOf, type CurrentAddressValues } from './schema.js';

injectStyles(
  'mfe-onboarding-current-address',
  `.address-grid { display: grid; gap: 0 1.25rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); align-items: start; }
.address-autocomplete { position: relative; }
.address-autocomplete__list { position: absolute; z-index: 5; left: 0; right: 0; top: 4.6rem; margin: 0; padding: .25rem 0; list-style: none; background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius); box-shadow: 0 6px 18px rgb(0 0 0 / 12%); }
.address-autocomplete__option { padding: .5rem .75rem; cursor: pointer; }
.address-autocomplete__option--active, .address-autocomplete__option:hover { background: var(--color-info-bg); }
.address-autocomplete__status { margin: -.5rem 0 .75rem; min-height: 1.2em; color: var(--color-muted); font-size: .9rem; }`,
);

const STEP = 'current-address';

/**
 * Current address (spec 1§2): country, street with suggestions that fill postcode, city, county and
 * house number, number, postcode (up to 15 characters), city, province or state; saved with
 * POST /v1/current-address/submit. Continue stays off until the shared schema accepts the form.
 */
const CurrentAddressPage = () => {
  const { t } = useTranslation('personal');
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const region = useSelector(selectRegion);
  const locked = Boolean(user.disableAllEdit);
  const defaults = useMemo(() => currentAddressValuesOf(user, region), [user, region]);
  const form = useForm<CurrentAddressValues>({ mode: 'onTouched', defaultValues: defaults, resolver: yupResolver(currentAddressSchema) as never });
  const { control, reset, formState, setValue } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(defaults);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the restored user changes
  }, [defaults]);
  const values = useWatch({ control }) as CurrentAddressValues;
  const canContinue = useMemo(() => currentAddressSchema.isValidSync(values), [values]);
  const [loadDetails] = useLazyGetAddressDetailsQuery();
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const [submit] = useSubmitCurrentAddressMutation();

  const fill = (name: Path<CurrentAddressValues>, value: string) => {
    if (value) setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const choose = async (prediction: AddressPrediction) => {
    setDetailsError(null);
    try {
      const { result } = await loadDetails(prediction.place_id, true).unwrap();
      if (!result) return;
      const details = toAddressDetails(result.address_components, result.formatted_address);
      fill('street', details.street);
      fill('houseNum', details.houseNumber);
      fill('postcode', details.postcode);
      fill('city', details.city);
      if (usesProvince(values.country)) fill('province', details.provinceCode || details.county);
      else fill('state', details.state);
    } catch (error) {
      setDetailsError(serverMessage(t, error));
    }
  };

  const save = async (): Promise<StepSaveResult> => {
    if (!(await form.trigger())) return { success: false, message: t('Form.Error') };
    try {
      const address = currentAddressSchema.validateSync(form.getValues(), { stripUnknown: true });
      await submit(address).unwrap();
      dispatch(
        applicantUpdated({
          user: {
            current_country: address.country,
            current_street: address.street,
            current_house_num: address.houseNum,
            current_postcode: address.postcode,
            current_city: address.city,
            current_province: address.province ?? null,
            current_state: address.state ?? null,
          },
        }),
      );
      return { success: true };
    } catch (error) {
      return refusedSave(form.setError, t, error);
    }
  };
  useStepContinue(STEP, save, canContinue);

  const textField = (name: 'houseNum' | 'postcode' | 'city' | 'province' | 'state', label: string, autoComplete: string, maxLength = TEXT_MAX_LENGTH) => (
    <FormTextField
      control={control}
      name={name}
      label={t(label)}
      optional={name === 'province' || name === 'state'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      disabled={locked}
    />
  );

  return (
    <section aria-labelledby="current-address-heading">
      <PageHeader heading={<span id="current-address-heading">{t('CurrentAddress.Heading')}</span>} note={t('CurrentAddress.Note')} />
      {detailsError && <ErrorBanner message={detailsError} onClose={() => setDetailsError(null)} />}
      <form className="address-grid" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormCountryField control={control} name="country" label={t('PersonalDetails.Address.Country')} disabled={locked} />
        <Controller
          name="street"
          control={control}
          render={({ field, fieldState }) => (
            <StreetAutocomplete
              label={t('PersonalDetails.Address.Street')}
              value={field.value}
              name={field.name}
              inputRef={field.ref}
              countryCode={values.country}
              maxLength={TEXT_MAX_LENGTH}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onSelect={(prediction) => void choose(prediction)}
              error={fieldErrorText(t, fieldState.error, t('PersonalDetails.Address.Street'))}
              disabled={locked}
            />
          )}
        />
        {textField('houseNum', 'PersonalDetails.Address.HouseNum', 'address-line2')}
        {textField('postcode', 'PersonalDetails.Address.Postcode', 'postal-code', POSTCODE_MAX_LENGTH)}
        {textField('city', 'PersonalDetails.Address.City', 'address-level2')}
        {usesProvince(values.country)
          ? textField('province', 'PersonalDetails.Address.Province', 'address-level1')
          : textField('state', 'PersonalDetails.Address.State', 'address-level1')}
      </form>
    </section>
  );
};

export default CurrentAddressPage;
