import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CountryOption } from './country-option.js';
import { countryLocaleKey, fallbackCountries, matchesCountry } from './country-option.js';
import { CountryDropdown } from './country-dropdown.js';
import type { CountryListSource } from './country-list-source.js';
import { useServedFixture } from './served-countries.testing.js';
import { renderWithI18n } from '../test-utils.js';

const Harness = ({ onChange, kind }: { onChange: (c: CountryOption) => void; kind?: 'country' | 'dialling-code' }) => {
  const [value, setValue] = useState<string | null>(null);
  return <CountryDropdown label="Country" kind={kind} value={value} onChange={(c) => (setValue(c.cca2), onChange(c))} />;
};

/** Renders with a served list provided. */
const renderLoaded = (ui: Parameters<typeof renderWithI18n>[0], lang: Parameters<typeof renderWithI18n>[1]) => renderWithI18n(ui, lang, useServedFixture);

/** A source whose list has not arrived (still loading, or failed). */
const useNoListYet: CountryListSource = () => undefined;

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('country options', () => {
  it('maps it to ita, de to deu and nothing else', () => {
    expect([countryLocaleKey('it'), countryLocaleKey('de'), countryLocaleKey('en')]).toEqual(['ita', 'deu', null]);
  });

  it('falls back to Italy (+39) and Germany (+49) with local flags and locale names', () => {
    expect(fallbackCountries('de').map(({ name, code, cca2, localeName }) => ({ name, code, cca2, localeName }))).toEqual([
      { name: 'Italy', code: '+39', cca2: 'IT', localeName: 'Italien' },
      { name: 'Germany', code: '+49', cca2: 'DE', localeName: 'Deutschland' },
    ]);
    expect(fallbackCountries('en').every((c) => c.localeName === null && c.flag)).toBe(true);
  });

  it('matches the English name, the locale name or the dialling code, case-insensitively', () => {
    const [italy] = fallbackCountries('de');
    expect(['ITALY', 'italien', '+39', '39'].map((q) => matchesCountry(italy, q))).toEqual([true, true, true, true]);
    expect(matchesCountry(italy, 'deutsch')).toBe(false);
  });
});

describe('CountryDropdown', () => {
  it.each([
    ['without a list source', undefined],
    ['while the source has no list (loading, or failed)', useNoListYet],
  ])('offers Italy and Germany with their bundled flags %s', async (_case, source) => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness onChange={() => undefined} />, 'de', source);
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(optionNames()).toEqual(['Italien', 'Deutschland']);
    expect(screen.getByRole('option', { name: 'Italien' }).querySelector('img')).toHaveAttribute('src', 'asset-stub');
  });

  it('offers the provided list in the interface language, with its flags, and searches by locale name, English name or code', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderLoaded(<Harness onChange={onChange} />, 'de');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(screen.getAllByRole('option').length).toBeGreaterThan(2);
    const search = screen.getByRole('combobox', { name: 'Nach Land oder Vorwahl suchen' });
    await user.type(search, 'deutsch');
    expect(optionNames()).toEqual(['Deutschland']);
    expect(screen.getByRole('option', { name: 'Deutschland' }).querySelector('img')).toHaveAttribute('src', '/api/v1/openapis/flags/de.svg');
    await user.clear(search);
    await user.type(search, 'SWITZERLAND');
    expect(optionNames()).toEqual(['Schweiz']);
    await user.clear(search);
    await user.type(search, '+39');
    expect(optionNames()).toContain('Italien');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Italy', cca2: 'IT', code: '+39', localeName: 'Italien', flag: '/api/v1/openapis/flags/it.svg', translations: expect.objectContaining({ ita: { official: 'Repubblica italiana', common: 'Italia' } }) }),
    );
    expect(screen.getByRole('button', { name: 'Country Italien' })).toBeInTheDocument();
  });

  it('uses English names without a locale name in en', async () => {
    const user = userEvent.setup();
    await renderLoaded(<Harness onChange={() => undefined} />, 'en');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(screen.getAllByRole('option').length).toBeGreaterThan(2);
    await user.type(screen.getByRole('combobox'), 'germ');
    expect(optionNames()).toEqual(['Germany']);
  });

  it('shows flag and dialling code when closed in the dialling-code kind', async () => {
    const user = userEvent.setup();
    await renderLoaded(<Harness onChange={() => undefined} kind="dialling-code" />, 'it');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    expect(screen.getAllByRole('option').length).toBeGreaterThan(2);
    expect(screen.queryByRole('option', { name: /Antartide/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), '49');
    await user.click(screen.getByRole('option', { name: 'Germania +49' }));
    expect(screen.getByRole('button', { name: 'Country +49' })).toBeInTheDocument();
  });
});
