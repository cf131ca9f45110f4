import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingTranslationKeys, resetMissingTranslationKeys } from '@tenant/i18n';
import { fakeLoader, renderShell } from '../../app/render-shell.testing.js';

describe('legal pages', () => {
  beforeEach(() => {
    localStorage.clear();
    resetMissingTranslationKeys();
  });
  afterEach(() => expect(missingTranslationKeys()).toEqual([]));

  it("states the terms' claims of spec 2§1", async () => {
    await renderShell('/en/legal/terms', fakeLoader({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    const text = screen.getByRole('article').textContent;
    expect(text).toContain('A report costs 20 EUR and is valid for 60 days.');
    expect(text).toContain('up to 2 business days');
    expect(text).toContain('governed by German law. The place of jurisdiction is Berlin.');
    expect(text).toContain('never your full bank statements');
  });

  it('states the privacy claims in German', async () => {
    await renderShell('/de/legal/privacy', fakeLoader({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    const retention = screen.getByRole('region', { name: 'Speicherdauer' });
    expect(retention).toHaveTextContent('3 Monate');
    expect(retention).toHaveTextContent('5 Jahre');
    expect(screen.getByRole('region', { name: 'Minderjährige' })).toHaveTextContent('unter 16 Jahren');
    expect(screen.getByRole('region', { name: 'Ihre Rechte' })).toHaveTextContent('innerhalb von 1 Monat');
  });

  it('lets the applicant change the cookie choice on the cookie policy', async () => {
    await renderShell('/it/legal/cookies', fakeLoader({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica le impostazioni dei cookie' }));
    const dialog = screen.getByRole('dialog', { name: 'Impostazioni dei cookie' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Preferenze' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva la mia scelta' }));
    expect(JSON.parse(localStorage.getItem('cookie_consent')!)).toMatchObject({ preferences: true, statistics: false });
  });

  it('shows the imprint with the footer', async () => {
    await renderShell('/en/legal/imprint', fakeLoader({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows NotFound for an unknown document', async () => {
    await renderShell('/en/legal/secrets', fakeLoader({}));
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong!' })).toBeInTheDocument();
  });
});
