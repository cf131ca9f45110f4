import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { injectStyles } from '../theme/styles.js';
import { errorSummaryCss } from './error-summary.css.js';
import type { ErrorSummaryItem } from './form-errors.js';

injectStyles('ui-error-summary', errorSummaryCss);

export interface ErrorSummaryProps {
  items: ErrorSummaryItem[];
  /** Changes on every submit (react-hook-form's submitCount): the summary takes focus then. */
  focusKey: number;
  /** Moves focus to a field; by default the element named `field`, else the one with that id or data-field. */
  onSelect?: (field: string) => void;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The field an item links to: its control by name or id, or the first control inside its block; else the nearest enclosing field (`list.0.email` → `list`). */
export const focusField = (field: string, root: ParentNode = document): boolean => {
  const quoted = JSON.stringify(field);
  const target =
    root.querySelector<HTMLElement>(`[name=${quoted}]`) ?? root.querySelector<HTMLElement>(`[id=${quoted}]`) ?? root.querySelector<HTMLElement>(`[data-field=${quoted}]`);
  if (!target) {
    const parent = field.slice(0, Math.max(0, field.lastIndexOf('.')));
    return parent ? focusField(parent, root) : false;
  }
  const control = target.matches(FOCUSABLE) ? target : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target);
  control.scrollIntoView?.({ block: 'center' });
  control.focus();
  return document.activeElement === control;
};

/** Form.Error's first sentence is the title, the rest the body (spec 1§8: its first sentence is the badge). */
export const splitFirstSentence = (text: string): [string, string] => {
  const match = /^(.*?[.!?])\s+(.*)$/s.exec(text);
  return match ? [match[1], match[2]] : [text, ''];
};

/**
 * The error summary at the top of a form (the GOV.UK pattern): an alert titled by Form.Error, every
 * error a link that moves focus to its field, focused itself on each submit that found errors. It
 * disappears when the last error is fixed.
 */
export const ErrorSummary = ({ items, focusKey, onSelect = (field) => void focusField(field) }: ErrorSummaryProps) => {
  const { t } = useTranslation('common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => {
    if (focusKey > 0 && shown) box.current?.focus();
    // only a new submit moves focus, not an error fixed or added while typing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  if (!shown) return null;
  const [title, body] = splitFirstSentence(t('Form.Error'));
  return (
    <div ref={box} className="ui-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="ui-error-summary__title">
        {title}
      </h2>
      {body && <p className="ui-error-summary__body">{body}</p>}
      <ul className="ui-error-summary__list">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${item.field}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(item.field);
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
