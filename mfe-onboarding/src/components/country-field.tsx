import { useId } from 'react';
import { CountryDropdown } from '@tenant/ui';

/** A country dropdown with its error text below (the dropdown itself shows only the invalid state). */
export const CountryField = ({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (cca2: string) => void;
  error?: string;
  disabled?: boolean;
}) => {
  const errorId = useId();
  return (
    <div className="personal-field">
      <CountryDropdown label={label} value={value || null} onChange={(country) => onChange(country.cca2)} invalid={Boolean(error)} describedBy={error ? errorId : undefined} disabled={disabled} />
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
};
