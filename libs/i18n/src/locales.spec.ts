import { LANGUAGES } from '@tenant/domain';
import { LANGUAGE_TEXTS, LAZY_NAMESPACES, NAMESPACES } from './i18n.js';

type Texts = Record<string, string>;

const lazyResources = async (): Promise<Record<string, Record<string, Texts>>> => {
  const loaded: Record<string, Record<string, Texts>> = {};
  for (const [ns, loaders] of Object.entries(LAZY_NAMESPACES)) {
    loaded[ns] = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lang) => [lang, await loaders[lang]()] as const)));
  }
  return loaded;
};

describe('translation resources', () => {
  let all: Record<string, Record<string, Texts>>;

  beforeAll(async () => {
    const resources = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lang) => [lang, await LANGUAGE_TEXTS[lang]()] as const)));
    all = {
      ...Object.fromEntries(NAMESPACES.map((ns) => [ns, Object.fromEntries(LANGUAGES.map((lang) => [lang, resources[lang][ns]]))])),
      ...(await lazyResources()),
    };
  });

  it.each([...NAMESPACES, ...Object.keys(LAZY_NAMESPACES)])('has every %s key in en, it and de, none empty', (ns) => {
    const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(all[ns][lang])));
    for (const lang of LANGUAGES) {
      const missing = [...keys].filter((key) => !all[ns][lang][key]?.trim());
      expect({ lang, ns, missing }).toEqual({ lang, ns, missing: [] });
    }
  });

  it('uses the same interpolation values in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    for (const [ns, byLang] of Object.entries(all)) {
      for (const key of Object.keys(byLang.en)) {
        for (const lang of LANGUAGES) expect({ ns, key, lang, values: placeholders(byLang[lang][key]) }).toEqual({ ns, key, lang, values: placeholders(byLang.en[key]) });
      }
    }
  });

  it('keeps each key in one namespace only', () => {
    const seen = new Map<string, string>();
    for (const [ns, byLang] of Object.entries(all)) {
      for (const key of Object.keys(byLang.en)) {
        expect({ key, in: seen.get(key) }).toEqual({ key, in: undefined });
        seen.set(key, ns);
      }
    }
  });
});
