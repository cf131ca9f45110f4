import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';

describe('remote screen loading', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a localised error with retry inside the page frame when a remote fails, and retry loads it', async () => {
    const loader = fakeLoader({ 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } }, { 'mfe_onboarding/occupation': 1 });
    await renderShell('/en/fill/occupation', loader);

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the application could not be loaded.');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('occupation screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader.calls).toEqual(['mfe_onboarding/occupation', 'mfe_onboarding/occupation']);
  });

  it('catches a remote screen that throws while rendering', async () => {
    let broken = true;
    const Broken = () => {
      if (broken) throw new Error('boom');
      return <p>recovered</p>;
    };
    await renderShell('/it/fill/occupation', fakeLoader({ 'mfe_onboarding/occupation': { default: Broken } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare questa parte');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });

  it('treats a module without a screen as a failure', async () => {
    await renderShell('/de/fill/occupation', fakeLoader({ 'mfe_onboarding/occupation': {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Teil der Anwendung konnte nicht geladen werden.');
  });
});
