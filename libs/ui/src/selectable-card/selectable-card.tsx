import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../document-icon/document-icon.js';
import { injectStyles } from '../theme/styles.js';
import { TrashIcon } from '../icons/icons.js';
import { CheckMark, WarningMark } from './marks.js';
import { selectableCardCss } from './selectable-card.css.js';

injectStyles('ui-selectable-card', selectableCardCss);

export type SelectableCardState = 'active' | 'warning' | 'inactive' | 'error';

export interface SelectableCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Radio group name: cards with the same name form one single choice (arrow keys move between them). */
  name?: string;
  value?: string;
  /** Selected: the card is shown active. */
  checked?: boolean;
  /** With it the card is one option of a radio group and reports the choice. */
  onSelect?: (value: string) => void;
  /** Visual state; `active` is also implied by `checked`. */
  state?: SelectableCardState;
  /** A document icon code or image URL shown before the title. */
  icon?: string;
  /** true: a verified check mark; false: a warning mark. Either only while the check mark is not hidden. */
  verified?: boolean;
  hideCheckMark?: boolean;
  /** Shows a trash control; reports the card's value combined with `info`. */
  onDelete?: (info: Record<string, unknown> & { value?: string }) => void;
  info?: Record<string, unknown>;
  /** Accessible name of the trash control; defaults to 'Delete {title}'. */
  deleteLabel?: string;
  /** Shows a switch named by the title (or `toggleLabel`) and reports its new checked state. */
  onToggle?: (checked: boolean) => void;
  toggled?: boolean;
  toggleLabel?: string;
  /** Extra content below the choice (lists, links); kept outside the label so it stays separately focusable. */
  children?: ReactNode;
}

/**
 * A card for choices, documents and people (spec 1§2): a radio option, a switch, or both absent; states
 * active, warning, inactive and error; verified or warning mark; a trash control.
 */
export const SelectableCard = ({
  title,
  description,
  name,
  value,
  checked = false,
  onSelect,
  state,
  icon,
  verified,
  hideCheckMark = false,
  onDelete,
  info,
  deleteLabel,
  onToggle,
  toggled = false,
  toggleLabel,
  children,
}: SelectableCardProps) => {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const descriptionId = useId();
  const classes = ['ui-card', (checked || state === 'active') && 'ui-card--active', state && state !== 'active' && `ui-card--${state}`]
    .filter(Boolean)
    .join(' ');
  const showWarning = verified === false || (verified === undefined && state === 'warning');
  const text = (
    <span className="ui-card__content">
      {icon && <DocumentIcon icon={icon} />}
      <span>
        <span id={titleId} className="ui-card__title">
          {title}
        </span>
        {description && (
          <span id={descriptionId} className="ui-card__body">
            {description}
          </span>
        )}
      </span>
    </span>
  );
  return (
    <div className={classes}>
      <div className="ui-card__row">
        {onSelect ? (
          <label className="ui-card__choice">
            <input
              type="radio"
              name={name}
              value={value}
              checked={checked}
              onChange={() => onSelect(value ?? '')}
              aria-labelledby={titleId}
              aria-describedby={description ? descriptionId : undefined}
            />
            {text}
          </label>
        ) : (
          text
        )}
        <span className="ui-card__end">
          {!hideCheckMark && verified === true && <CheckMark label={t('Ui.Verified')} />}
          {!hideCheckMark && showWarning && <WarningMark label={t('Ui.NeedsAttention')} />}
          {onToggle && (
            <button
              type="button"
              role="switch"
              className="ui-switch"
              aria-checked={toggled}
              aria-label={toggleLabel}
              aria-labelledby={toggleLabel ? undefined : titleId}
              onClick={() => onToggle(!toggled)}
            />
          )}
          {onDelete && (
            <button
              type="button"
              className="ui-icon-button ui-card__delete"
              aria-label={deleteLabel ?? t('Ui.Delete', { item: typeof title === 'string' ? title : '' }).trim()}
              onClick={() => onDelete({ ...info, value })}
            >
              <TrashIcon />
            </button>
          )}
        </span>
      </div>
      {children}
    </div>
  );
};
