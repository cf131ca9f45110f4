import { useTranslation } from 'react-i18next';
import type { TextInputProps } from '../text-input/text-input.js';
import { TextInput } from '../text-input/text-input.js';
import { DATE_INPUT_MAX_LENGTH, isValidDate, maskDate } from './date.js';

export type DateInputProps = Omit<TextInputProps, 'format' | 'validate' | 'uppercase'>;

/** A dd/mm/yyyy field (spec 1§5 Date of birth): slashes inserted, single digits padded, at most 10 characters. */
export const DateInput = (props: DateInputProps) => {
  const { t } = useTranslation('ui');
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t('Ui.Date.Format')}
      {...props}
      maxLength={DATE_INPUT_MAX_LENGTH}
      format={(next, previous) => maskDate(next, next.length < previous.length)}
      validate={isValidDate}
      invalidMessage={t('Ui.Date.Invalid')}
    />
  );
};
