import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils.js';
import { DateInput } from './date-input.js';

const Harness = () => {
  const [value, setValue] = useState('');
  return <DateInput label="Date of birth" fieldName="date of birth" value={value} onChange={setValue} />;
};

describe('DateInput', () => {
  it('inserts slashes, pads single digits and stops at 10 characters', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(input, '5/3/19901');
    expect(input).toHaveValue('05/03/1990');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('lets the user erase a slash', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />);
    const input = screen.getByRole('textbox');
    await user.type(input, '12');
    expect(input).toHaveValue('12/');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('12');
  });

  it('flags a day or month out of range', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />, 'de');
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('placeholder', 'TT/MM/JJJJ');
    await user.type(input, '32131990');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
