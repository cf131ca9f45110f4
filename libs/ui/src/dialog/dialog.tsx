import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_FADE_OUT_MS } from '@tenant/domain';
import { injectStyles } from '../theme/styles.js';
import { dialogCss } from './dialog.css.js';

injectStyles('ui-dialog', dialogCss);

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Asked to close: Escape, a click outside the panel, the close control, or the panel collapsing to zero size. */
  onClose: () => void;
  /** Emitted once the dialog has faded out after `open` became false. */
  onClosed?: () => void;
  /** Accessible name of the close control; defaults to the localised 'Close'. */
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (spec 1§4): closes on Escape, on a click outside the panel, or when the panel
 * collapses to zero size; fades in and out (spec 1§9); focus moves into the panel, Tab cycles inside
 * it, and returns to the opener on close.
 */
export const Dialog = ({ open, title, onClose, onClosed, closeLabel, children, footer }: DialogProps) => {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);

  // Follow `open` during render: mount at once, keep a closing dialog on screen while it fades out.
  if (open && (!mounted || closing)) {
    setMounted(true);
    setClosing(false);
  } else if (!open && mounted && !closing) {
    setClosing(true);
  }

  const requestClose = useEffectEvent(() => onClose());
  const finishClose = useEffectEvent(() => onClosed?.());

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setMounted(false);
      setClosing(false);
      finishClose();
    }, MODAL_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus?.();
  }, [open]);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return;
    // Only a panel that has been visible can collapse; the first measurement may still be empty.
    let hadSize = false;
    const observer = new ResizeObserver((entries) => {
      const { width, height } = entries[entries.length - 1].contentRect;
      if (width > 0 || height > 0) hadSize = true;
      else if (hadSize) requestClose();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div
      className={`ui-dialog__backdrop${closing ? ' ui-dialog__backdrop--closing' : ''}`}
      data-testid="dialog-backdrop"
      onMouseDown={closing ? undefined : onBackdrop}
      onKeyDown={closing ? undefined : onKeyDown}
      inert={closing || undefined}
    >
      <div ref={panel} className="ui-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <button type="button" className="ui-icon-button" onClick={onClose} aria-label={closeLabel ?? t('Ui.Close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ui-dialog__body">{children}</div>
        {footer && <div className="ui-dialog__footer">{footer}</div>}
      </div>
    </div>
  );
};
