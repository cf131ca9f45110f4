// The form fields, loaded as one chunk the first time a screen shows any of them (see lazy-fields.tsx).
export { CountryDropdown } from '../country-dropdown/country-dropdown.js';
export { DateInput } from '../date-input/date-input.js';
export { Listbox } from '../listbox/listbox.js';
export { MoneyInput } from '../money-input/money-input.js';
export { PhoneInput } from '../phone-input/phone-input.js';
export { TextInput } from '../text-input/text-input.js';
