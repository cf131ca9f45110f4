import { LANGUAGES } from '@tenant/domain';
import { NAMESPACES, resources } from './i18n.js';

describe('translation resources', () => {
  it.each(NAMESPACES)('has every %s key in en, it and de, none empty', (ns) => {
    const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(resources[lang][ns])));
    for (const lang of LANGUAGES) {
      const missing = [...keys].filter((key) => !resources[lang][ns][key]?.trim());
      expect({ lang, ns, missing }).toEqual({ lang, ns, missing: [] });
    }
  });

  it('keeps each key in one namespace only', () => {
    const seen = new Map<string, string>();
    for (const ns of NAMESPACES) {
      for (const key of Object.keys(resources.en[ns])) {
        expect(seen.get(key)).toBeUndefined();
        seen.set(key, ns);
      }
    }
  });
});
