import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test-utils.js';
import { ErrorBanner } from './error-banner.js';

describe('ErrorBanner', () => {
  it('is an alert with a bold lead-in whose close control emits close', async () => {
    const onClose = jest.fn();
    await renderWithI18n(<ErrorBanner lead="Upload failed." message="The file is too big." onClose={onClose} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('ui-banner--error');
    expect(alert).toHaveTextContent('Upload failed. The file is too big.');
    expect(screen.getByText('Upload failed.').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has a warning variant with a localised close control', async () => {
    await renderWithI18n(<ErrorBanner variant="warning" message="Check your answers." onClose={() => undefined} />, 'it');
    expect(screen.getByRole('alert')).toHaveClass('ui-banner--warning');
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('has an info-only variant without a close control', async () => {
    await renderWithI18n(<ErrorBanner variant="info" message="A general application will be submitted." onClose={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('A general application will be submitted.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a retry when asked', async () => {
    const onRetry = jest.fn();
    await renderWithI18n(<ErrorBanner message="Loading failed." onRetry={onRetry} retryLabel="Try again" />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
