import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { injectStyles } from '../theme/styles.js';
import { errorBannerCss } from './error-banner.css.js';

injectStyles('ui-error-banner', errorBannerCss);

export interface ErrorBannerProps {
  message: ReactNode;
  /** Optional bold lead-in. */
  lead?: ReactNode;
  /** error (red), warning (orange) or info-only (never closable). */
  variant?: 'error' | 'warning' | 'info';
  /** Shows the close control (not on the info variant) and reports its use. */
  onClose?: () => void;
  /** Accessible name of the close control; defaults to the localised 'Close'. */
  closeLabel?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Error, warning or info message with optional retry and close controls (spec 1§2). */
export const ErrorBanner = ({ message, lead, variant = 'error', onClose, closeLabel, onRetry, retryLabel }: ErrorBannerProps) => {
  const { t } = useTranslation('ui');
  return (
    <div className={`ui-banner ui-banner--${variant}`} role={variant === 'info' ? 'status' : 'alert'}>
      <p className="ui-banner__text">
        {lead && <strong>{lead} </strong>}
        {message}
      </p>
      <div className="ui-banner__actions">
        {onRetry && retryLabel && (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {onClose && variant !== 'info' && (
          <button type="button" className="ui-icon-button" onClick={onClose} aria-label={closeLabel ?? t('Ui.Close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
};
