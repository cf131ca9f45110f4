import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils.js';
import { TextInput } from './lazy-fields.js';

const Harness = () => {
  const [value, setValue] = useState('');
  return <TextInput label="City" value={value} onChange={setValue} />;
};

describe('lazily loaded fields', () => {
  it('render the real field once its chunk has loaded, with the same props', async () => {
    await renderWithI18n(<Harness />);
    const input = await screen.findByRole('textbox', { name: 'City' });
    await userEvent.type(input, 'Milano');
    expect(input).toHaveValue('Milano');
  });
});
