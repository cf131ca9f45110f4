import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Listbox } from '../listbox/listbox.js';
import type { ListboxOption } from '../listbox/listbox-options.js';
import type { CountryOption } from './country-option.js';
import { countryKeywords } from './country-option.js';
import { useCountries } from './use-countries.js';

export interface CountryDropdownProps {
  label: string;
  /** cca2 of the chosen country. */
  value: string | null;
  onChange: (country: CountryOption) => void;
  /** `dialling-code` lists only countries with a prefix and shows flag and prefix when closed (phone input). */
  kind?: 'country' | 'dialling-code';
  hideLabel?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  placeholder?: string;
}

const Flag = ({ src }: { src: string }) => (src ? <img className="ui-listbox__flag" src={src} alt="" /> : null);

/**
 * A searchable country listbox (spec 1§2 Current address, 1§3 Country option): names in the interface
 * language, search on the English name, the locale name or the dialling code; Italy and Germany until
 * the full list has loaded.
 */
export const CountryDropdown = ({ label, value, onChange, kind = 'country', hideLabel, invalid, disabled, describedBy, placeholder }: CountryDropdownProps) => {
  const { t, i18n } = useTranslation('ui');
  const countries = useCountries(i18n.language);
  const usable = useMemo(() => (kind === 'dialling-code' ? countries.filter((c) => c.code) : countries), [countries, kind]);
  const options = useMemo<ListboxOption[]>(
    () =>
      usable.map((country) => ({
        value: country.cca2,
        label: country.localeName ?? country.name,
        hint: kind === 'dialling-code' ? country.code : undefined,
        icon: <Flag src={country.flag} />,
        keywords: countryKeywords(country),
      })),
    [usable, kind],
  );
  const select = (cca2: string) => {
    const country = usable.find((c) => c.cca2 === cca2);
    if (country) onChange(country);
  };
  return (
    <Listbox
      label={label}
      options={options}
      value={value}
      onChange={select}
      searchable
      searchLabel={t('Ui.Country.Search')}
      hideLabel={hideLabel}
      invalid={invalid}
      disabled={disabled}
      describedBy={describedBy}
      placeholder={placeholder}
      renderValue={
        kind === 'dialling-code'
          ? (selected) =>
              selected[0] ? (
                <span className="ui-listbox__value">
                  {selected[0].icon} {selected[0].hint}
                </span>
              ) : null
          : undefined
      }
    />
  );
};
