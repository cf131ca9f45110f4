import type { ReactNode } from 'react';
import { Button } from '../button/button.js';
import { ensureStyles } from '../theme/styles.js';

ensureStyles();

export interface ErrorBannerProps {
  message: ReactNode;
  /** Optional bold lead-in. */
  lead?: ReactNode;
  variant?: 'error' | 'warning' | 'info';
  /** Close control (not on the info variant); reports the close. */
  onClose?: () => void;
  closeLabel?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Error, warning or info message with optional retry and close controls (spec 1§2). */
export const ErrorBanner = ({ message, lead, variant = 'error', onClose, closeLabel = '×', onRetry, retryLabel }: ErrorBannerProps) => (
  <div className={`ui-banner ui-banner--${variant}`} role={variant === 'info' ? 'status' : 'alert'}>
    <p style={{ margin: 0 }}>
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
        <Button variant="link" onClick={onClose} aria-label={closeLabel}>
          ×
        </Button>
      )}
    </div>
  </div>
);
