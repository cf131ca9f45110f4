import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DIALLING_CODES, DEFAULT_REGION } from '@tenant/domain';
import type { Region } from '@tenant/domain';
import { CountryDropdown } from '../country-dropdown/country-dropdown.js';
import { useCountries } from '../country-dropdown/use-countries.js';
import type { TextInputProps } from '../text-input/text-input.js';
import { TextInput } from '../text-input/text-input.js';
import { isValidMobile, joinMobile, splitMobile } from './mobile.js';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'format' | 'validate' | 'prefix' | 'uppercase' | 'hideLabel'> {
  /** Stored form 'code-number' ('+39-3331234567'); '' when nothing was entered. */
  value: string;
  onChange: (value: string) => void;
  /** Region whose dialling code is preselected: +49 for de, otherwise +39 (spec 1§5, 1§9). */
  region?: Region;
}

/** Dialling code (a searchable country list) and number, stored as 'code-number' and checked by the mobile rule (spec 1§5). */
export const PhoneInput = ({ label, value, onChange, region = DEFAULT_REGION, disabled, ...rest }: PhoneInputProps) => {
  const { t, i18n } = useTranslation('ui');
  const labelId = useId();
  const countries = useCountries(i18n.language);
  const parsed = splitMobile(value);
  const code = parsed.code || DEFAULT_DIALLING_CODES[region];
  // Several countries share a code (+1, +7): remember which one was picked, otherwise take the first.
  const [picked, setPicked] = useState<string | null>(null);
  const cca2 = countries.find((c) => c.cca2 === picked && c.code === code)?.cca2 ?? countries.find((c) => c.code === code)?.cca2 ?? null;
  return (
    <div className="ui-field">
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <div className="ui-phone" role="group" aria-labelledby={labelId}>
        <CountryDropdown
          kind="dialling-code"
          label={t('Ui.Phone.Code')}
          hideLabel
          value={cca2}
          disabled={disabled}
          onChange={(country) => {
            setPicked(country.cca2);
            onChange(parsed.number ? joinMobile(country.code, parsed.number) : `${country.code}-`);
          }}
        />
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...rest}
          disabled={disabled}
          label={label}
          hideLabel
          value={parsed.number}
          validate={(number) => isValidMobile(`${code}-${number}`)}
          invalidMessage={t('General.Error.Validation.Mobile')}
          onChange={(number) => onChange(number ? `${code}-${number}` : '')}
        />
      </div>
    </div>
  );
};
