import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils.js';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('is a status whose label is also its tooltip', async () => {
    await renderWithI18n(<Spinner label="Saving" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAccessibleName('Saving');
    expect(status).toHaveTextContent('Saving');
    expect(status).toHaveAttribute('title', 'Saving');
  });

  it.each([
    ['en', 'Loading…'],
    ['it', 'Caricamento…'],
    ['de', 'Wird geladen…'],
  ] as const)('defaults to the localised loading label in %s', async (lang, text) => {
    await renderWithI18n(<Spinner />, lang);
    expect(screen.getByRole('status')).toHaveAttribute('title', text);
  });
});
