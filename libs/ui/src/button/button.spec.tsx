import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test-utils.js';
import { Button } from './button.js';

describe('Button', () => {
  it('is disabled and announces a spinner while loading', async () => {
    await renderWithI18n(<Button loading loadingLabel="Saving">CONTINUE</Button>);
    expect(screen.getByRole('button', { name: /CONTINUE/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('reports clicks while enabled', async () => {
    const onClick = jest.fn();
    await renderWithI18n(<Button onClick={onClick}>CONTINUE</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
