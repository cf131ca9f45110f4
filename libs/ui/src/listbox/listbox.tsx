import type { KeyboardEvent, ReactNode, UIEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_PAGE_SIZE } from '@tenant/domain';
import { injectStyles } from '../theme/styles.js';
import { listboxCss } from './listbox.css.js';
import type { ListboxOption } from './listbox-options.js';
import { containsQuery, startsWithQuery } from './listbox-options.js';
import { useTypeahead } from './use-typeahead.js';

injectStyles('ui-listbox', listboxCss);

interface SingleSelection {
  multiple?: false;
  value: string | null;
  onChange: (value: string) => void;
}
interface MultiSelection {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
}

export type ListboxProps = (SingleSelection | MultiSelection) & {
  label: string;
  options: ListboxOption[];
  /** Shown on the closed listbox while nothing is selected; defaults to the localised 'Please select'. */
  placeholder?: string;
  /** Adds a search field to the open listbox that filters the options (case-insensitive, keywords). */
  searchable?: boolean;
  searchLabel?: string;
  /** Keeps the label for screen readers only (a field whose neighbour shows the label). */
  hideLabel?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  /** Ids of texts describing the field (an error message). */
  describedBy?: string;
  /** Renders the selection on the closed listbox; the selected labels when absent. */
  renderValue?: (selected: ListboxOption[]) => ReactNode;
};

const isPrintable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A collapsible listbox (ARIA listbox pattern, spec 1§4): a button opens it; arrow keys, Home, End,
 * Enter, Space and Escape work the options; typed characters jump to a match, starting over after
 * LISTBOX_TYPEAHEAD_RESET_MS; single or multiple selection; DROPDOWN_PAGE_SIZE options at first, more
 * as the list is scrolled to its end.
 */
export const Listbox = (props: ListboxProps) => {
  const { label, options, placeholder, searchable = false, searchLabel, hideLabel = false, invalid, disabled, describedBy, renderValue } = props;
  const { t } = useTranslation('ui');
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [pages, setPages] = useState(1);
  const typeahead = useTypeahead();

  const selectedValues = useMemo(() => (props.multiple ? props.value : props.value === null ? [] : [props.value]), [props.multiple, props.value]);
  const selected = options.filter((o) => selectedValues.includes(o.value));
  const filtered = useMemo(() => (query ? options.filter((o) => containsQuery(o, query)) : options), [options, query]);
  // The page grows with scrolling, and far enough to show the option the keyboard moved to.
  const shown = Math.max(pages * DROPDOWN_PAGE_SIZE, Math.ceil((active + 1) / DROPDOWN_PAGE_SIZE) * DROPDOWN_PAGE_SIZE);
  const visible = filtered.slice(0, shown);

  useEffect(() => {
    if (!open) return;
    (searchable ? search.current : list.current)?.focus();
  }, [open, searchable]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [open]);

  const show = () => {
    const index = options.findIndex((o) => selectedValues.includes(o.value));
    setQuery('');
    setPages(1);
    setActive(Math.max(index, 0));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (option: ListboxOption | undefined) => {
    if (!option) return;
    if (props.multiple) {
      props.onChange(props.value.includes(option.value) ? props.value.filter((v) => v !== option.value) : [...props.value, option.value]);
    } else {
      props.onChange(option.value);
      close(true);
    }
  };
  const move = (index: number) => setActive(Math.min(Math.max(index, 0), Math.max(filtered.length - 1, 0)));

  const onListKeyDown = (event: KeyboardEvent, fromSearch: boolean) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Enter: () => choose(filtered[active]),
      Escape: () => close(true),
    };
    if (!fromSearch) {
      keys.Home = () => move(0);
      keys.End = () => move(filtered.length - 1);
      keys[' '] = () => choose(filtered[active]);
    }
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    } else if (event.key === 'Tab') {
      close(false);
    } else if (!fromSearch && isPrintable(event)) {
      const typed = typeahead(event.key);
      const match = filtered.findIndex((o) => startsWithQuery(o, typed));
      if (match >= 0) move(match);
    }
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (visible.length < filtered.length && scrollTop + clientHeight >= scrollHeight - 24) setPages((p) => Math.max(p, Math.ceil(shown / DROPDOWN_PAGE_SIZE)) + 1);
  };

  const display = renderValue
    ? renderValue(selected)
    : selected.length > 0
      ? selected.map((o) => (
          <span key={o.value} className="ui-listbox__value">
            {o.icon} {o.label}
          </span>
        ))
      : null;

  return (
    <div className="ui-listbox" ref={root}>
      <span id={labelId} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className="ui-listbox__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={valueId}>{display ?? <span className="ui-listbox__placeholder">{placeholder ?? t('Ui.Listbox.Placeholder')}</span>}</span>
      </button>
      {open && (
        <div className="ui-listbox__popup">
          {searchable && (
            <input
              ref={search}
              type="text"
              role="combobox"
              className="ui-listbox__search"
              aria-label={searchLabel ?? t('Ui.Listbox.Search')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={visible.length ? optionId(active) : undefined}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
                setPages(1);
              }}
              onKeyDown={(event) => onListKeyDown(event, true)}
            />
          )}
          <ul
            ref={list}
            id={listId}
            role="listbox"
            className="ui-listbox__list"
            aria-labelledby={labelId}
            aria-multiselectable={props.multiple || undefined}
            aria-activedescendant={visible.length ? optionId(active) : undefined}
            tabIndex={-1}
            onKeyDown={(event) => onListKeyDown(event, false)}
            onScroll={onScroll}
          >
            {visible.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={selectedValues.includes(option.value)}
                className={`ui-listbox__option${index === active ? ' ui-listbox__option--active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => (setActive(index), choose(option))}
              >
                {option.icon}
                <span>{option.label}</span>
                {option.hint && <span className="ui-listbox__hint">{option.hint}</span>}
              </li>
            ))}
          </ul>
          {filtered.length === 0 && (
            <p className="ui-listbox__empty" role="status">
              {t('Ui.Listbox.NoResults')}
            </p>
          )}
        </div>
      )}
    </div>
  );
};
