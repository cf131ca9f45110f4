// A file of its own: jest gives it a fresh i18n instance, with no texts loaded by other tests.
import { FIRST_SCREEN_NAMESPACES, i18n, initI18n, loadAllTexts, NAMESPACES } from './i18n.js';

describe('the texts in two parts (the first screen carries only its own)', () => {
  const later = NAMESPACES.filter((ns) => !(FIRST_SCREEN_NAMESPACES as readonly string[]).includes(ns));

  it('starts with the first screen’s namespaces only, brings the rest with loadAllTexts, and both with every language switched to after', async () => {
    await initI18n('de', { texts: 'first-screen' });
    expect(FIRST_SCREEN_NAMESPACES.filter((ns) => !i18n.hasResourceBundle('de', ns))).toEqual([]);
    expect(later.filter((ns) => i18n.hasResourceBundle('de', ns))).toEqual([]);
    expect(i18n.t('Occupation.Heading', { ns: 'occupation' })).not.toBe('Occupation.Heading');

    await loadAllTexts();
    expect(NAMESPACES.filter((ns) => !i18n.hasResourceBundle('de', ns))).toEqual([]);

    await initI18n('it', { texts: 'first-screen' });
    expect(NAMESPACES.filter((ns) => !i18n.hasResourceBundle('it', ns))).toEqual([]);
    expect(later.length).toBeGreaterThan(0);
  });
});
