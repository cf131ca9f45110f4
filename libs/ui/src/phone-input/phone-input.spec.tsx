import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language, Region } from '@tenant/domain';
import { useServedFixture } from '../country-dropdown/served-countries.testing.js';
import { renderWithI18n } from '../test-utils.js';
import { PhoneInput } from './phone-input.js';

const Harness = ({ onChange, region }: { onChange: (v: string) => void; region?: Region }) => {
  const [value, setValue] = useState('');
  return <PhoneInput label="Mobile" fieldName="mobile number" region={region} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
};

const renderLoaded = (ui: Parameters<typeof renderWithI18n>[0], lang: Language = 'en') => renderWithI18n(ui, lang, useServedFixture);

describe('PhoneInput', () => {
  it('starts on +39 and stores code-number', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderLoaded(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Mobile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dialling code +39' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '333 123 4567');
    expect(onChange).toHaveBeenLastCalledWith('+39-333 123 4567');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).not.toHaveAttribute('aria-invalid');
  });

  it('starts on +49 in the de region and lets another code be chosen by search', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderLoaded(<Harness onChange={onChange} region="de" />, 'de');
    await user.click(screen.getByRole('button', { name: 'Vorwahl +49' }));
    await user.type(screen.getByRole('combobox'), 'österreich');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Vorwahl +43' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '6641234567');
    expect(onChange).toHaveBeenLastCalledWith('+43-6641234567');
  });

  it('flags a number that breaks the mobile rule', async () => {
    const user = userEvent.setup();
    await renderLoaded(<Harness onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await user.type(input, '12345');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the mobile number after the dialling code, digits only, for example 3471234567.');
  });
});
