import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressPrediction } from '@tenant/contracts';
import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, ADDRESS_SUGGESTIONS_HIDE_MS } from '@tenant/domain';
import { TextInput } from '@tenant/ui';
import { serverMessage } from '../../../lib/form-errors.js';
import { useSearchAddressesQuery } from '../api/address-search-api.js';

/** Fewer typed characters do not narrow a street search enough to be worth a call. */
export const MIN_SEARCH_LENGTH = 3;

export interface StreetAutocompleteProps {
  label: string;
  value: string;
  countryCode: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onSelect: (prediction: AddressPrediction) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  maxLength?: number;
}

/**
 * The street field with address suggestions (ARIA combobox with a listbox, spec 1§2): searched
 * ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS after typing stops, hidden ADDRESS_SUGGESTIONS_HIDE_MS after focus
 * leaves (so a click on a suggestion still lands), 'No results found.' when there is none.
 */
export const StreetAutocomplete = ({ label, value, countryCode, onChange, onBlur, onSelect, error, disabled, inputRef, name, maxLength }: StreetAutocompleteProps) => {
  const { t } = useTranslation('personal');
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Only what the applicant types is searched (not the street a chosen suggestion writes back).
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => setQuery(typed.trim()), ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => () => void (hideTimer.current && clearTimeout(hideTimer.current)), []);

  const searchable = query.length >= MIN_SEARCH_LENGTH;
  const { data, isFetching, error: searchError } = useSearchAddressesQuery({ text: query, countryCode }, { skip: !searchable });
  const predictions = searchable ? (data?.predictions ?? []) : [];
  const showList = open && searchable;

  const choose = (prediction: AddressPrediction) => {
    setOpen(false);
    setActive(-1);
    setTyped(null);
    onSelect(prediction);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && predictions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % predictions.length);
    } else if (event.key === 'ArrowUp' && predictions.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && showList && predictions[active]) {
      event.preventDefault();
      choose(predictions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const status = !showList ? null : isFetching ? t('CurrentAddress.Searching') : searchError ? serverMessage(t, searchError) : data && !predictions.length ? t('No results found.') : null;

  return (
    <div className="address-autocomplete">
      <TextInput
        label={label}
        value={value}
        name={name}
        ref={inputRef}
        maxLength={maxLength}
        disabled={disabled}
        error={error}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList && predictions.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(text) => {
          onChange(text);
          setTyped(text);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          if (hideTimer.current) clearTimeout(hideTimer.current);
        }}
        onBlur={() => {
          onBlur();
          hideTimer.current = setTimeout(() => setOpen(false), ADDRESS_SUGGESTIONS_HIDE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('CurrentAddress.Suggestions')} className="address-autocomplete__list" hidden={!showList || !predictions.length}>
        {predictions.map((prediction, index) => (
          <li
            key={prediction.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'address-autocomplete__option address-autocomplete__option--active' : 'address-autocomplete__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
          >
            {prediction.description}
          </li>
        ))}
      </ul>
      <p role="status" className="address-autocomplete__status">
        {status}
      </p>
    </div>
  );
};
