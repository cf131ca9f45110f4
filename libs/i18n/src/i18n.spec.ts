import { formatDate, formatEuro, formatItalianDate, formatNumericDate, formatPercent, i18n, initI18n, loadNamespace, missingTranslationKeys, resetMissingTranslationKeys } from './i18n.js';

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

  it.each([
    ['en', 'The statements show regular income from a pension that you did not declare.', 'The rent paid (€850.50 a month) differs from the rent you declared (€1,200.00).'],
    ['it', 'Gli estratti conto mostrano entrate regolari da una pensione che non hai dichiarato.', "L'affitto pagato (850,50\u00a0€ al mese) è diverso da quello che hai dichiarato (1200,00\u00a0€)."],
    ['de', 'Die Kontoauszüge zeigen regelmäßige Einkünfte aus einer Rente, die Sie nicht angegeben haben.', 'Die gezahlte Miete (850,50\u00a0€ im Monat) weicht von der angegebenen Miete (1.200,00\u00a0€) ab.'],
  ] as const)('names the other income and formats euro amounts of the statement checks in %s', async (lang, otherIncome, rent) => {
    await initI18n(lang);
    resetMissingTranslationKeys();
    expect(i18n.t('BankAccts.Error.OtherIncomeNotDeclared', { ns: 'income', income: 'pension' })).toContain(otherIncome);
    expect(i18n.t('BankAccts.Error.RentMismatch', { ns: 'income', detected: 850.5, declared: 1200 })).toBe(rent);
    expect(missingTranslationKeys()).toEqual([]);
  });

  it('formats dates for the language', () => {
    expect(formatDate('2025-03-12T10:00:00Z', 'en')).toBe('March 12, 2025');
    expect(formatDate('2025-03-12T10:00:00Z', 'it')).toBe('12 marzo 2025');
    expect(formatDate('2025-03-12T10:00:00Z', 'de')).toBe('12. März 2025');
  });

  it('writes euro amounts and whole percentages for the language', () => {
    expect(formatEuro(69_999.5, 'en')).toBe('€69,999.50');
    expect(formatEuro(69_999.5, 'it').replace(/\s/g, ' ')).toBe('69.999,50 €');
    expect(formatEuro(69_999.5, 'de').replace(/\s/g, ' ')).toBe('69.999,50 €');
    // Italian groups four-digit amounts too
    expect(formatEuro(1150, 'it').replace(/\s/g, ' ')).toBe('1.150,00 €');
    expect(formatPercent(78, 'en')).toBe('78%');
    expect(formatPercent(78, 'de').replace(/\s/g, ' ')).toBe('78 %');
  });

  it('writes the confirmation date dd/mm/yyyy, padded', () => {
    expect(formatItalianDate(new Date(2026, 2, 5))).toBe('05/03/2026');
    expect(formatItalianDate(new Date(2025, 11, 31))).toBe('31/12/2025');
  });

  it('writes a date in digits as the language does, through i18next too', async () => {
    expect(formatNumericDate(new Date(2026, 10, 26), 'de')).toBe('26.11.2026');
    expect(formatNumericDate(new Date(2026, 10, 26), 'it')).toBe('26/11/2026');
    expect(formatNumericDate(new Date(2026, 10, 26), 'en')).toBe('26/11/2026');
    await initI18n('de');
    expect(i18n.t('{{when, digits}} · {{amount, euro}}', { when: new Date(2026, 10, 26), amount: 1150 }).replace(/\s/g, ' ')).toBe('26.11.2026 · 1.150,00 €');
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
