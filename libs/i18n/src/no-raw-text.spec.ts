import { LANGUAGES, type Language } from '@tenant/domain';
import { rawTextIn } from '@tenant/i18n/testing';
import { i18n, initI18n, LAZY_NAMESPACES, loadNamespace, missingInterpolationValues, missingTranslationKeys, NAMESPACES, resetMissingTranslationKeys } from './i18n.js';

/**
 * A realistic value for every placeholder the catalogue uses, as the screens and services pass them
 * (amounts as numbers where the text formats them, else already formatted). A new placeholder needs a
 * value here, so its text is checked too.
 */
const SAMPLE_VALUES: Record<string, string | number> = {
  year: 2026,
  example: '150.00',
  current: 3,
  total: 11,
  fieldName: 'E-mail',
  size: '21 MB',
  limit: '20 MB',
  name: 'Giulia Conti',
  relationship: 'Partner',
  role: 'Guarantor',
  first: 'Giulia',
  last: 'Conti',
  years: 5,
  months: 12,
  fullName: 'Giulia Conti',
  date: '15/10/2026',
  time: '14:05',
  reason: 'The file is password protected.',
  section: 'Bank statements',
  parts: 'IBAN, period',
  tool: 'Adobe Acrobat Pro',
  found: 'Intesa Sanpaolo',
  chosen: 'UniCredit',
  days: 45,
  detected: 850,
  declared: 700,
  employer: 'Rossi e Bianchi S.p.A.',
  missing: 'August 2026',
  expected: 'Rossi e Bianchi S.p.A.',
  expiry: '2026-06-14',
  entered: 'Italy',
  printed: 'Milano',
  end: '2026-12-31',
  start: '2021-03-01',
  gross: '€38,500.00',
  net: '€27,300.00',
  price: '€29.90',
  validityDays: 90,
  deliveryDays: 1,
  requestMonths: 1,
  contractRetentionMonths: 24,
  marketingRetentionYears: 2,
  guardianAge: 14,
  occupation: 'Employed',
  amount: '€29.90',
  place: 'Milano',
  side: 'front',
  documents: 10,
  method: 'SPID',
  min: '€600.00',
  max: '€750.00',
  rent: '€950.00',
  percentage: '32%',
  value: '€750.00',
  balance: '€8,420.55',
  count: 3,
  number: 1,
  level: 4,
  levels: 5,
  rate: '4.2%',
  email: 'giulia.conti@example.it',
  length: 6,
  minutes: 10,
  seconds: 30,
  company: 'Casa Lombarda Immobiliare',
  validUntil: '15 October 2026',
  link: 'https://tenant.example/it/fill/0b7e/result',
  reportId: '5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f',
  applicant: 'Giulia Conti',
  identity: 'Verified by video identification (WebID) on 2 October 2026',
  average: '€6,587.57',
  version: 1,
  newer: 2,
  recipient: 'Casa Lombarda Immobiliare',
  index: 2,
  item: 'payslip-2026-09.pdf',
};

type Catalogue = Record<string, Record<string, string>>;

/** The placeholders of a text by name (`detected` of `{{detected, currency(EUR)}}`). */
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]);

/**
 * A text that nests another by a placeholder (`$t(Identity.Field.{{field}})`) is read once per key the
 * placeholder can name, which is every key of the catalogue under that prefix.
 */
const nestedChoices = (text: string, keys: string[]): Record<string, string>[] => {
  const nested = [...text.matchAll(/\$t\(([\w.]+)\.\{\{(\w+)\}\}\)/g)].map((match) => ({ prefix: `${match[1]}.`, name: match[2] }));
  if (nested.length === 0) return [{}];
  const suffixes = [...new Set(nested.flatMap(({ prefix }) => keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length))))];
  return suffixes.map((suffix) => Object.fromEntries(nested.map(({ name }) => [name, suffix])));
};

describe('no raw text in any message', () => {
  const catalogue: Record<Language, Catalogue> = { en: {}, it: {}, de: {} };
  const namespaces = [...NAMESPACES, ...(Object.keys(LAZY_NAMESPACES) as (keyof typeof LAZY_NAMESPACES)[])];

  beforeAll(async () => {
    for (const lang of LANGUAGES) {
      await initI18n(lang);
      for (const ns of namespaces) catalogue[lang][ns] = i18n.getResourceBundle(lang, ns) as Record<string, string>;
    }
    await loadNamespace('legal');
    for (const lang of LANGUAGES) catalogue[lang].legal = i18n.getResourceBundle(lang, 'legal') as Record<string, string>;
  });

  it('has a sample value for every placeholder of the catalogue', () => {
    const unknown = LANGUAGES.flatMap((lang) =>
      Object.values(catalogue[lang]).flatMap((texts) => Object.values(texts).flatMap((text) => placeholdersOf(text).filter((name) => !(name in SAMPLE_VALUES) && !/\$t\([\w.]+\{\{/.test(text)))),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });

  it.each(LANGUAGES)('reads every message of every screen in %s with its values: no key, no {{placeholder}}, no value missing', async (lang) => {
    await initI18n(lang);
    resetMissingTranslationKeys();
    const problems: string[] = [];
    for (const ns of namespaces) {
      const t = i18n.getFixedT(lang, ns);
      const keys = Object.keys(catalogue.en[ns]);
      for (const key of keys) {
        for (const choice of nestedChoices(catalogue[lang][ns][key] ?? '', Object.keys(catalogue[lang][ns]))) {
          const text = t(key, { ...SAMPLE_VALUES, ...choice });
          // keys that are their English text (`CONTINUE`, `Error`) may read as themselves; dotted keys never
          if (text === key && rawTextIn(key).length > 0) problems.push(`${ns}:${key} reads as its key`);
          for (const raw of rawTextIn(text)) problems.push(`${ns}:${key} ${JSON.stringify(choice)} shows ${raw}: ${text}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(missingTranslationKeys()).toEqual([]);
    expect(missingInterpolationValues()).toEqual([]);
  });

  it('catches what it is for: a key, a placeholder and a value not passed', async () => {
    await initI18n('en');
    resetMissingTranslationKeys();
    const t = i18n.getFixedT('en', 'income');
    expect(rawTextIn(t('Report.Cost.Nothing'))).toEqual(['Report.Cost.Nothing']);
    expect(t('Identity.Error.Expired')).toBe('This document expired on . Please upload a valid identity document.');
    expect(missingInterpolationValues()).toEqual(['{{expiry, day}} in "This document expired on {{expiry, day}}. Please upload a valid identity document."']);
    expect(t('Identity.Error.Expired', { expiry: '2026-06-14' })).toBe('This document expired on June 14, 2026. Please upload a valid identity document.');
    expect(rawTextIn('The rent paid ({{detected, currency(EUR)}} a month)')).toEqual(['{{detected, currency(EUR)}}']);
    resetMissingTranslationKeys(); // recorded on purpose here: the web setup fails any test that leaves one
  });
});
