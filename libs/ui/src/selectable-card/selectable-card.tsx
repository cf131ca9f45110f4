import type { ReactNode } from 'react';
import { useId } from 'react';
import { ensureStyles } from '../theme/styles.js';

ensureStyles();

export interface SelectableCardProps {
  /** Radio group name: cards with the same name form one single choice (arrow keys move between them). */
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  title: ReactNode;
  description?: ReactNode;
  state?: 'warning' | 'inactive' | 'error';
  /** Extra content below the choice (lists, links); kept outside the label so it stays separately focusable. */
  children?: ReactNode;
}

/** A card that is one option of a radio group; active when selected. */
export const SelectableCard = ({ name, value, checked, onSelect, title, description, state, children }: SelectableCardProps) => {
  const titleId = useId();
  const descriptionId = useId();
  const classes = ['ui-card', checked && 'ui-card--active', state && `ui-card--${state}`].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="ui-card__choice">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={() => onSelect(value)}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
        />
        <span>
          <span id={titleId} className="ui-card__title">
            {title}
          </span>
          {description && (
            <span id={descriptionId} className="ui-card__body" style={{ display: 'block' }}>
              {description}
            </span>
          )}
        </span>
      </label>
      {children}
    </div>
  );
};
