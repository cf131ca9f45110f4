import { reportViewCss } from './report-view.css.js';

const STYLE_ID = 'tenant-report-view-styles';

/**
 * Puts the report's rules into the page once (any host: the shell, a partner's site). The PDF's
 * HTML carries them inline instead, so on the server (no document) this does nothing.
 */
export const ensureReportStyles = (medium: 'screen' | 'print') => {
  if (medium !== 'screen' || typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = reportViewCss;
  document.head.appendChild(style);
};
