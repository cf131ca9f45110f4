import { useId } from 'react';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** A labelled checkbox with its error announced. */
export const CheckboxField = ({ label, checked, onChange, error, disabled }: CheckboxFieldProps) => {
  const id = useId();
  return (
    <div className="ui-field">
      <label style={{ display: 'flex', gap: '.5rem', alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
};
