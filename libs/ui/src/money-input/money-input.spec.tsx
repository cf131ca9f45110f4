import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils.js';
import type { MoneyInputProps } from './money-input.js';
import { MoneyInput } from './money-input.js';

const Harness = ({ onChange, ...props }: Omit<MoneyInputProps, 'value'>) => {
  const [value, setValue] = useState<number | null>(null);
  return <MoneyInput {...props} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
};

describe('MoneyInput', () => {
  it.each([
    ['it', '1.250,5', 1250.5, '1250,50'],
    ['de', '850', 850, '850,00'],
    ['en', '1,250.55', 1250.55, '1250.55'],
  ] as const)('in %s reads %s as %s and shows %s after focus-out', async (lang, typed, amount, shown) => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderWithI18n(<Harness label="Current rent" onChange={onChange} />, lang);
    const input = screen.getByRole('textbox', { name: 'Current rent' });
    await user.type(input, typed);
    expect(onChange).toHaveBeenLastCalledWith(amount);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the euro sign, and flags an amount breaking the pattern, reporting null', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderWithI18n(<Harness label="Deposit" fieldName="deposit" onChange={onChange} />, 'en');
    expect(screen.getByText('€')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Deposit' }), '12,5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('deposit: enter an amount in euro, for example 150.00.');
  });

  it('shows a value given from outside with the regional separator', async () => {
    await renderWithI18n(<MoneyInput label="Rent" value={900} onChange={() => undefined} />, 'de');
    expect(screen.getByRole('textbox', { name: 'Rent' })).toHaveValue('900,00');
  });
});
