import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils.js';
import type { TextInputProps } from './text-input.js';
import { TextInput } from './text-input.js';

const Harness = (props: Partial<TextInputProps>) => {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput label="Street" value={value} onChange={setValue} {...props} />
      <button>Next</button>
    </>
  );
};
const LETTERS = (v: string) => /^[A-Za-z ]{1,120}$/.test(v);

describe('TextInput', () => {
  it('is labelled and not flagged before the user touches it', async () => {
    await renderWithI18n(<Harness validate={LETTERS} />);
    expect(screen.getByRole('textbox', { name: 'Street' })).not.toHaveAttribute('aria-invalid');
  });

  it('flags invalid on focus-out with the generic message, and valid again on input', async () => {
    const user = userEvent.setup();
    const onValidityChange = jest.fn();
    await renderWithI18n(<Harness validate={LETTERS} fieldName="street" onValidityChange={onValidityChange} />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid street.');
    expect(onValidityChange).toHaveBeenLastCalledWith(false, '');
    await user.type(input, 'Via Roma');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith(true, 'Via Roma');
    await user.type(input, '9');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('uses the masculine or feminine message of the interface language', async () => {
    await renderWithI18n(<Harness validate={LETTERS} fieldName="città" gender="feminine" />, 'it');
    fireEvent.blur(screen.getByRole('textbox'));
    expect(screen.getByText('Inserisci una città valida.')).toBeInTheDocument();
  });

  it('shows a message from outside and flags the field', async () => {
    await renderWithI18n(<Harness error="Required" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Required');
  });

  it('upper-cases what is typed when asked', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness label="Fiscal code" uppercase />);
    await user.type(screen.getByRole('textbox', { name: 'Fiscal code' }), 'rssmra85');
    expect(screen.getByRole('textbox')).toHaveValue('RSSMRA85');
  });
});
