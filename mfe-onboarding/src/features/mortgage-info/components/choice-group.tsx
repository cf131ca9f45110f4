import { useId, type ReactNode } from 'react';

export interface ChoiceGroupProps {
  legend: string;
  /** the field's message, already translated */
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A fieldset of radios or checkboxes with its legend and its message, announced with the choices. */
export const ChoiceGroup = ({ legend, error, children }: ChoiceGroupProps) => {
  const errorId = useId();
  return (
    <fieldset className="ui-field" aria-invalid={error ? true : undefined} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '.25rem' }}>
      <legend className="ui-field__label">{legend}</legend>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
};
