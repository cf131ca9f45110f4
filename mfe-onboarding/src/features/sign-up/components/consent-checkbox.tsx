import type { ReactNode } from 'react';
import { useId } from 'react';

export interface ConsentCheckboxProps {
  checked: boolean;
  /** The form's field name: the error summary's link finds the box by it. */
  name?: string;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
}

/** A consent tick box with its label and, when refused, the reason (announced with the box). */
export const ConsentCheckbox = ({ checked, name, onChange, label, required = false, disabled, error }: ConsentCheckboxProps) => {
  const id = useId();
  return (
    <div className="ui-field signup-consent">
      <div style={{ display: 'flex', gap: '.6rem', alignItems: 'flex-start' }}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
};
