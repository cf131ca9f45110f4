import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner/spinner.js';
import { injectStyles } from '../theme/styles.js';
import { buttonCss } from './button.css.js';

injectStyles('ui-button', buttonCss);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** While true the button is disabled and shows a spinner with this label. */
  loading?: boolean;
  loadingLabel?: string;
}

export const Button = ({ variant = 'primary', loading = false, loadingLabel, disabled, className, children, type = 'button', ...rest }: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
  >
    {loading && <Spinner label={loadingLabel} />}
    {children}
  </button>
);
