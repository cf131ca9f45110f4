import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import type { CountryDropdownProps } from '../country-dropdown/country-dropdown.js';
import type { DateInputProps } from '../date-input/date-input.js';
import type { ListboxProps } from '../listbox/listbox.js';
import type { MoneyInputProps } from '../money-input/money-input.js';
import type { PhoneInputProps } from '../phone-input/phone-input.js';
import type { TextInputProps } from '../text-input/text-input.js';

type Fields = typeof import('./fields.js');

/**
 * The lib is a shared singleton loaded with the first screen, which has no form fields: each field is
 * exported as a stand-in that loads the fields chunk on first render, keeping a field-sized space meanwhile.
 */
const lazyField = <P extends object>(pick: (fields: Fields) => ComponentType<P>) => {
  const Field = lazy(() => import('./fields.js').then((fields) => ({ default: pick(fields) })));
  const LazyField = (props: P) => (
    <Suspense fallback={<div className="ui-field-placeholder" aria-hidden="true" />}>
      <Field {...props} />
    </Suspense>
  );
  return LazyField;
};

export const CountryDropdown = lazyField<CountryDropdownProps>((f) => f.CountryDropdown);
export const DateInput = lazyField<DateInputProps>((f) => f.DateInput);
export const Listbox = lazyField<ListboxProps>((f) => f.Listbox);
export const MoneyInput = lazyField<MoneyInputProps>((f) => f.MoneyInput);
export const PhoneInput = lazyField<PhoneInputProps>((f) => f.PhoneInput);
export const TextInput = lazyField<TextInputProps>((f) => f.TextInput);
