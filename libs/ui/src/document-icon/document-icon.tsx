import { injectStyles } from '../theme/styles.js';
import { documentIconCss } from './document-icon.css.js';
import { DOCUMENT_ICON_PATHS, isDocumentIconCode } from './icons.js';

injectStyles('ui-document-icon', documentIconCss);

export interface DocumentIconProps {
  /** PASSPORT, BANK_STATEMENT, PAYSLIP, FISCAL_DOC, FISCAL_CARD, ID_CARD, PAPER_ID, or an image URL. */
  icon: string;
  /** Accessible name; without it the icon is decorative (the text beside it names the document). */
  label?: string;
  className?: string;
}

/** A document kind's icon: an inline SVG for the known codes, otherwise the value is an image URL. */
export const DocumentIcon = ({ icon, label, className }: DocumentIconProps) => {
  const classes = ['ui-document-icon', className].filter(Boolean).join(' ');
  if (isDocumentIconCode(icon)) {
    return (
      <svg
        className={classes}
        viewBox="0 0 24 24"
        data-icon={icon}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
      >
        {DOCUMENT_ICON_PATHS[icon]}
      </svg>
    );
  }
  return <img className={classes} src={icon} alt={label ?? ''} />;
};
