import { useTranslation } from 'react-i18next';
import { injectStyles } from '../theme/styles.js';
import { spinnerCss } from './spinner.css.js';

injectStyles('ui-spinner', spinnerCss);

export interface SpinnerProps {
  /** Tooltip and what assistive technology announces; defaults to the localised 'Loading…'. */
  label?: string;
  size?: 'inline' | 'large';
}

/** A loading spinner with a tooltip label, announced politely as a status. */
export const Spinner = ({ label, size = 'inline' }: SpinnerProps) => {
  const { t } = useTranslation('ui');
  const text = label ?? t('Ui.Loading');
  return (
    <span role="status" title={text} className={`ui-spinner-wrap${size === 'large' ? ' ui-spinner-wrap--large' : ''}`}>
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{text}</span>
    </span>
  );
};
