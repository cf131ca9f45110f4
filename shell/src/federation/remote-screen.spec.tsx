import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLoader, renderShell } from '../app/render-shell.testing.js';
import { preloadStepScreen } from './preload-screen.js';
import { rememberingLoads } from './remote-loader.js';

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

  it('shows a screen whose module loaded before the first render in that render, without a spinner or a second load', async () => {
    const loader = rememberingLoads(fakeLoader({ 'mfe_onboarding/occupation': { default: () => <p>occupation screen</p> } }));
    await preloadStepScreen(loader, '/en/fill/occupation');
    await renderShell('/en/fill/occupation', loader);
    expect(screen.getByText('occupation screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe(rememberingLoads.name, () => {
  it('remembers what loaded, not what failed', async () => {
    const loader = rememberingLoads(fakeLoader({ 'mfe_onboarding/occupation': { default: () => null } }, { 'mfe_onboarding/occupation': 1 }));
    await expect(loader.loadModule('mfe_onboarding/occupation')).rejects.toThrow('404');
    expect(loader.loaded?.('mfe_onboarding/occupation')).toBeUndefined();
    const module = await loader.loadModule('mfe_onboarding/occupation');
    expect(loader.loaded?.('mfe_onboarding/occupation')).toBe(module);
  });
});

describe(preloadStepScreen.name, () => {
  it('loads the step screen a fill URL names, nothing for other pages', async () => {
    const loader = fakeLoader({ 'mfe_onboarding/occupation': {} });
    await preloadStepScreen(loader, '/it/rent/fill/occupation');
    expect(preloadStepScreen(loader, '/it/legal/privacy')).toBeNull();
    expect(loader.calls).toEqual(['mfe_onboarding/occupation']);
  });
});
