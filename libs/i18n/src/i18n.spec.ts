import { formatDate, i18n, initI18n, loadNamespace, missingTranslationKeys, resetMissingTranslationKeys } from './i18n.js';

describe('i18n', () => {
  it('starts in the given language and switches', async () => {
    await initI18n('de');
    expect(i18n.t('Oops.BackToHomepage')).toBe('Zurück zur Startseite');
    await initI18n('it');
    expect(i18n.t('Oops.BackToHomepage')).toBe('Torna alla homepage');
    expect(i18n.t('Occupation.Heading', { ns: 'occupation' })).toBe('Qual è la tua occupazione?');
  });

  it('records keys that have no translation', async () => {
    await initI18n('en');
    resetMissingTranslationKeys();
    i18n.t('Does.Not.Exist');
    expect(missingTranslationKeys()).toEqual(['common:Does.Not.Exist']);
  });

  it('formats dates for the language', () => {
    expect(formatDate('2025-03-12T10:00:00Z', 'en')).toBe('March 12, 2025');
    expect(formatDate('2025-03-12T10:00:00Z', 'it')).toBe('12 marzo 2025');
    expect(formatDate('2025-03-12T10:00:00Z', 'de')).toBe('12. März 2025');
  });
});

describe('lazy namespaces', () => {
  it('loads a lazy namespace in every language on demand', async () => {
    await initI18n('it');
    expect(i18n.hasResourceBundle('de', 'legal')).toBe(false);
    await loadNamespace('legal');
    expect(i18n.t('Legal.Imprint.Title', { ns: 'legal' })).toBe('Note legali');
    await i18n.changeLanguage('de');
    expect(i18n.t('Legal.Imprint.Title', { ns: 'legal' })).toBe('Impressum');
  });
});
