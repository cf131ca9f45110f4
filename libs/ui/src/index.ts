// The public API of @tenant/ui. What the first screen shows is exported directly; the form fields
// load as a separate chunk on first use (fields/lazy-fields.tsx). Pure rules are exported for schemas.
export { Button } from './button/button.js';
export type { ButtonProps } from './button/button.js';
export { Dialog } from './dialog/dialog.js';
export type { DialogProps } from './dialog/dialog.js';
export { CheckIcon, InfoIcon, TrashIcon } from './icons/icons.js';
export { DocumentIcon } from './document-icon/document-icon.js';
export type { DocumentIconProps } from './document-icon/document-icon.js';
export { DOCUMENT_ICON_CODES, isDocumentIconCode } from './document-icon/icons.js';
export type { DocumentIconCode } from './document-icon/icons.js';
export { ErrorBanner } from './error-banner/error-banner.js';
export { FilePicker } from './file-picker/file-picker.js';
export type { FilePickerProps } from './file-picker/file-picker.js';
export { ErrorSummary, focusField, splitFirstSentence } from './error-summary/error-summary.js';
export type { ErrorSummaryProps } from './error-summary/error-summary.js';
export { errorSummaryItems, errorSummaryOf, submitValidation, useWholeFormRevalidation } from './error-summary/form-errors.js';
export type { ErrorSummaryItem } from './error-summary/form-errors.js';
export type { ErrorBannerProps } from './error-banner/error-banner.js';
export { RequiredDocumentsModal } from './required-documents-modal/required-documents-modal.js';
export type { RequiredDocument, RequiredDocumentsModalProps } from './required-documents-modal/required-documents-modal.js';
export { PageHeader } from './page-header/page-header.js';
export type { PageHeaderProps } from './page-header/page-header.js';
export { SelectableCard } from './selectable-card/selectable-card.js';
export type { SelectableCardProps, SelectableCardState } from './selectable-card/selectable-card.js';
export { Spinner } from './spinner/spinner.js';
export { useResendCountdown } from './resend-countdown/use-resend-countdown.js';
export type { SpinnerProps } from './spinner/spinner.js';
export { ensureStyles, injectStyles } from './theme/styles.js';

export { CountryDropdown, DateInput, Listbox, MoneyInput, PhoneInput, TextInput } from './fields/lazy-fields.js';
export type { CountryDropdownProps } from './country-dropdown/country-dropdown.js';
export type { DateInputProps } from './date-input/date-input.js';
export type { ListboxProps } from './listbox/listbox.js';
export type { ListboxOption } from './listbox/listbox-options.js';
export type { MoneyInputProps } from './money-input/money-input.js';
export type { PhoneInputProps } from './phone-input/phone-input.js';
export type { TextInputProps } from './text-input/text-input.js';

export type { CountryOption } from './country-dropdown/country-option.js';
export { CountryListContext } from './country-dropdown/country-list-source.js';
export type { CountryListSource, CountryWithFlag } from './country-dropdown/country-list-source.js';
export { DATE_INPUT_MAX_LENGTH, isValidDate, maskDate } from './date-input/date.js';
export { formatMoney, isValidMoney, moneyPattern, parseMoney } from './money-input/money.js';
export { isValidMobile, joinMobile, splitMobile } from './phone-input/mobile.js';
