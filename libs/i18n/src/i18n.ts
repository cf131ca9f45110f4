import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from '@tenant/domain';
import type { Language } from '@tenant/domain';

/**
 * Namespaces: `common` (shell, server-seeded document keys), `ui` (the shared components of
 * @tenant/ui), `workflow` (the workflow engine and session), `chrome` (the shell's top bar, progress
 * navigation, footer, cookie banner) and one per remote screen area.
 */
export const NAMESPACES = ['common', 'ui', 'chrome', 'occupation', 'personal', 'report', 'workflow', 'household', 'signup', 'income', 'payment'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Texts = Record<string, string>;

/** The namespaces the first screen shows (Occupation in the page frame): fetched at start. */
export const FIRST_SCREEN_NAMESPACES = ['common', 'ui', 'chrome', 'occupation', 'workflow'] as const satisfies readonly Namespace[];

type TextsOf = Partial<Record<Namespace, Texts>>;

/**
 * The texts of one language, fetched on demand in two parts: a page shows one language at a time, and
 * the first screen only its own few namespaces (a fifth of the texts); the later part comes with the
 * first screen that needs it (loadAllTexts).
 */
const TEXTS: Record<'first-screen' | 'later', Record<Language, () => Promise<TextsOf>>> = {
  'first-screen': {
    en: () => import('./locales/en/first-screen.js').then((m) => m.texts),
    it: () => import('./locales/it/first-screen.js').then((m) => m.texts),
    de: () => import('./locales/de/first-screen.js').then((m) => m.texts),
  },
  later: {
    en: () => import('./locales/en/later.js').then((m) => m.texts),
    it: () => import('./locales/it/later.js').then((m) => m.texts),
    de: () => import('./locales/de/later.js').then((m) => m.texts),
  },
};
type TextsPart = keyof typeof TEXTS;
/** A namespace of each part: its bundle in a language says that part is loaded there. */
const PART_PROBE: Record<TextsPart, Namespace> = {
  'first-screen': FIRST_SCREEN_NAMESPACES[0],
  later: NAMESPACES.find((ns) => !(FIRST_SCREEN_NAMESPACES as readonly Namespace[]).includes(ns))!,
};

/** Every namespace of one language (both parts). */
export const LANGUAGE_TEXTS = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, async () => ({ ...(await TEXTS['first-screen'][lang]()), ...(await TEXTS.later[lang]()) }) as Record<Namespace, Texts>]),
) as Record<Language, () => Promise<Record<Namespace, Texts>>>;
const jsonTexts = (module: { default?: Texts } | Texts): Texts => ((module as { default?: Texts }).default ?? module) as Texts;

/** Namespaces too long for the first screen: fetched, in every language, by the page that shows them. */
export const LAZY_NAMESPACES = {
  legal: {
    en: () => import('./locales/en/legal.json').then(jsonTexts),
    it: () => import('./locales/it/legal.json').then(jsonTexts),
    de: () => import('./locales/de/legal.json').then(jsonTexts),
  },
} satisfies Record<string, Record<Language, () => Promise<Texts>>>;
export type LazyNamespace = keyof typeof LAZY_NAMESPACES;

/** Loads a lazy namespace into the one instance (all languages, so switching language needs no wait). */
export const loadNamespace = async (ns: LazyNamespace): Promise<void> => {
  await Promise.all(
    LANGUAGES.map(async (lang) => {
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, await LAZY_NAMESPACES[ns][lang](), true, true);
    }),
  );
};

const missing = new Set<string>();
const missingValues = new Set<string>();

/** Keys asked for but absent in every namespace; tests assert this stays empty. */
export const missingTranslationKeys = (): string[] => [...missing];
/** Placeholders a text was asked for without their value (`{{expiry}}` of "expired on {{expiry}}"), with the text; tests assert this stays empty. */
export const missingInterpolationValues = (): string[] => [...missingValues];
export const resetMissingTranslationKeys = () => {
  missing.clear();
  missingValues.clear();
};

/**
 * What every i18next instance of the product records (the browser's and the report service's): a key
 * with no text, and a placeholder with no value, which then reads as nothing rather than `{{expiry}}`.
 */
export const MISSING_TEXT_HANDLERS = {
  saveMissing: true,
  missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => void missing.add(`${ns}:${key}`),
  missingInterpolationHandler: (text: string, match: RegExpExecArray) => {
    missingValues.add(`${match[0]} in "${text}"`);
    return '';
  },
} as const;

/**
 * The one i18next instance (the lib is a federation singleton, so shell and remotes share it).
 * Keys are the spec's flat dotted names (`Oops.PageDoesNotExit`), hence no key separator.
 */
export const i18n: I18n = i18next.createInstance();

/** Whether a screen after the first was asked for: from then on every language switched to brings both parts. */
let allTextsWanted = false;

const loadTexts = async (lang: Language, part: TextsPart): Promise<void> => {
  if (i18n.hasResourceBundle(lang, PART_PROBE[part])) return;
  const texts = await TEXTS[part][lang]();
  for (const [ns, bundle] of Object.entries(texts)) i18n.addResourceBundle(lang, ns, bundle, true, true);
};

const loadLanguage = async (lang: Language): Promise<void> => {
  await Promise.all([loadTexts(lang, 'first-screen'), allTextsWanted ? loadTexts(lang, 'later') : null]);
};

/**
 * Every namespace of the current language, and of any language switched to later: what every screen
 * after the first needs (the shell awaits it with such a screen's module).
 */
export const loadAllTexts = async (): Promise<void> => {
  allTextsWanted = true;
  await loadTexts(toLanguage(i18n.language ?? DEFAULT_LANGUAGE), 'later');
};

export interface InitI18nOptions {
  /** 'first-screen': only FIRST_SCREEN_NAMESPACES until loadAllTexts (the shell's start); 'all' by default */
  texts?: 'all' | 'first-screen';
}

/** Initialises the one instance in `lang`, or switches it to `lang` once that language's texts are in. */
export const initI18n = async (lang: Language = DEFAULT_LANGUAGE, { texts = 'all' }: InitI18nOptions = {}): Promise<I18n> => {
  if (texts === 'all') allTextsWanted = true;
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      ...MISSING_TEXT_HANDLERS,
      initAsync: false,
    });
    i18n.services.formatter?.add('day', (value: unknown, lng: string | undefined) => (isIsoDay(value) ? formatDate(value, toLanguage(lng ?? DEFAULT_LANGUAGE)) : String(value ?? '')));
    // `{{amount, euro}}` and `{{date, digits}}`: money and dates in the language of the text
    i18n.services.formatter?.add('euro', (value: unknown, lng: string | undefined) => (typeof value === 'number' ? formatEuro(value, toLanguage(lng ?? DEFAULT_LANGUAGE)) : String(value ?? '')));
    i18n.services.formatter?.add('digits', (value: unknown, lng: string | undefined) =>
      value instanceof Date || typeof value === 'string' ? formatNumericDate(new Date(value), toLanguage(lng ?? DEFAULT_LANGUAGE)) : String(value ?? ''),
    );
  }
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  return i18n;
};

const isIsoDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A certificate or report date in the interface language (`12 March 2025`, `12 marzo 2025`); also the
 * `day` format of the texts (`{{expiry, day}}`), whose values are ISO dates as the findings carry them.
 */
export const formatDate = (value: string | Date, lang: Language): string =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', ...(isIsoDay(value) ? { timeZone: 'UTC' } : {}) }).format(new Date(value));

/** A date in Italian format, dd/mm/yyyy, whatever the interface language (spec 2§9: the confirmation date). */
export const formatItalianDate = (value: Date): string => formatNumericDate(value, 'it');

/** A date in digits as the interface language writes it: 26/11/2026 (it, en), 26.11.2026 (de). */
export const formatNumericDate = (value: Date, lang: Language): string =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(value);

/** An amount of euro in the interface language, with its decimal separator and the euro sign (spec 2§9 money format). */
// Italian leaves four-digit amounts ungrouped by default ('1150,00 €'): thousands are always grouped here ('1.150,00 €').
export const formatEuro = (amount: number, lang: Language): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', useGrouping: 'always' as unknown as boolean }).format(amount);

/** A whole percentage in the interface language (`78%`, `78 %`). */
export const formatPercent = (percent: number, lang: Language): string => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** A file size in the interface language, in MB from 1 MB up, else in kB (`20 MB`, `512 kB`). */
export const formatFileSize = (bytes: number, lang: Language): string =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : bytes / 1024,
  );
