import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tenant/domain';
import type { Language } from '@tenant/domain';
import deChrome from './locales/de/chrome.json';
import deCommon from './locales/de/common.json';
import deHousehold from './locales/de/household.json';
import deOccupation from './locales/de/occupation.json';
import dePersonal from './locales/de/personal.json';
import deReport from './locales/de/report.json';
import deSignup from './locales/de/signup.json';
import deUi from './locales/de/ui.json';
import deWorkflow from './locales/de/workflow.json';
import enChrome from './locales/en/chrome.json';
import enCommon from './locales/en/common.json';
import enHousehold from './locales/en/household.json';
import enOccupation from './locales/en/occupation.json';
import enPersonal from './locales/en/personal.json';
import enReport from './locales/en/report.json';
import enSignup from './locales/en/signup.json';
import enUi from './locales/en/ui.json';
import enWorkflow from './locales/en/workflow.json';
import itChrome from './locales/it/chrome.json';
import itCommon from './locales/it/common.json';
import itHousehold from './locales/it/household.json';
import itOccupation from './locales/it/occupation.json';
import itPersonal from './locales/it/personal.json';
import itReport from './locales/it/report.json';
import itSignup from './locales/it/signup.json';
import itUi from './locales/it/ui.json';
import itWorkflow from './locales/it/workflow.json';

/**
 * Namespaces: `common` (shell, server-seeded document keys), `ui` (the shared components of
 * @tenant/ui), `workflow` (the workflow engine and session), `chrome` (the shell's top bar, progress
 * navigation, footer, cookie banner) and one per remote screen area.
 */
export const NAMESPACES = ['common', 'ui', 'chrome', 'occupation', 'personal', 'report', 'workflow', 'household', 'signup'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources: Record<Language, Record<Namespace, Record<string, string>>> = {
  en: { common: enCommon, ui: enUi, chrome: enChrome, occupation: enOccupation, personal: enPersonal, report: enReport, workflow: enWorkflow, household: enHousehold, signup: enSignup },
  it: { common: itCommon, ui: itUi, chrome: itChrome, occupation: itOccupation, personal: itPersonal, report: itReport, workflow: itWorkflow, household: itHousehold, signup: itSignup },
  de: { common: deCommon, ui: deUi, chrome: deChrome, occupation: deOccupation, personal: dePersonal, report: deReport, workflow: deWorkflow, household: deHousehold, signup: deSignup },
};

type Texts = Record<string, string>;
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

/** Keys asked for but absent in every namespace; tests assert this stays empty. */
export const missingTranslationKeys = (): string[] => [...missing];
export const resetMissingTranslationKeys = () => missing.clear();

/**
 * The one i18next instance (the lib is a federation singleton, so shell and remotes share it).
 * Keys are the spec's flat dotted names (`Oops.PageDoesNotExit`), hence no key separator.
 */
export const i18n: I18n = i18next.createInstance();

export const initI18n = async (lang: Language = DEFAULT_LANGUAGE): Promise<I18n> => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources,
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
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) => missing.add(`${ns}:${key}`),
      initAsync: false,
    });
  } else if (i18n.language !== lang) {
    await i18n.changeLanguage(lang);
  }
  return i18n;
};

/** A certificate or report date in the interface language (`12 March 2025`, `12 marzo 2025`). */
export const formatDate = (value: string | Date, lang: Language): string =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(value));
