import { DEFAULT_APPLICATION_TYPE, DEFAULT_LANGUAGE } from './constants.js';
import { isFillStepRouter } from './steps.js';
import { isApplicationType, isLanguage, toApplicationType, toLanguage } from './locale.js';

describe('locale and route segments', () => {
  it('accepts the three interface languages and replaces anything else by it', () => {
    expect(['en', 'it', 'de'].every(isLanguage)).toBe(true);
    expect(toLanguage('de')).toBe('de');
    expect(toLanguage('fr')).toBe(DEFAULT_LANGUAGE);
    expect(toLanguage(undefined)).toBe('it');
  });

  it('knows rent, mortgage and rapid, with rent as the default', () => {
    expect(isApplicationType('rapid')).toBe(true);
    expect(isApplicationType('lease')).toBe(false);
    expect(toApplicationType('mortgage')).toBe('mortgage');
    expect(toApplicationType(null)).toBe(DEFAULT_APPLICATION_TYPE);
  });

  it('recognises the step routers of the fill flow', () => {
    expect(isFillStepRouter('income-check')).toBe(true);
    expect(isFillStepRouter('status')).toBe(false);
  });
});
