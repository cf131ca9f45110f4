import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils.js';
import { PageHeader } from './page-header.js';

describe('PageHeader', () => {
  it('shows the intro line, the page heading and the note', async () => {
    await renderWithI18n(<PageHeader intro="Step 1" heading="What is your occupation?" note="Choose one" />);
    expect(screen.getByRole('heading', { level: 1, name: 'What is your occupation?' })).toBeInTheDocument();
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    expect(screen.getByText('Choose one')).toBeInTheDocument();
  });

  it('has a centred variant', async () => {
    await renderWithI18n(<PageHeader heading="Done" centered />);
    expect(screen.getByRole('banner')).toHaveClass('ui-page-header--centered');
  });

  it.each([
    ['en', 'optional', 'Pets (optional)'],
    ['it', 'optional', 'Pets (facoltativo)'],
    ['de', 'required', 'Pets erforderlich'],
  ] as const)('marks a sub-heading in %s as %s', async (lang, marker, name) => {
    await renderWithI18n(<PageHeader heading="Pets" level={2} marker={marker} />, lang);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName(name);
  });

  it('shows the required marker as an asterisk hidden from screen readers', async () => {
    await renderWithI18n(<PageHeader heading="Pets" level={2} marker="required" />);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
