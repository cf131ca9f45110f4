import { render, screen } from '@testing-library/react';
import { Button } from './button.js';

describe('Button', () => {
  it('is disabled and announces a spinner while loading', () => {
    render(<Button loading loadingLabel="Saving">CONTINUE</Button>);
    expect(screen.getByRole('button', { name: /CONTINUE/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });
});
