import { jest } from '@jest/globals';
import { FIRST_SCREEN_MODULES, withScreenTexts } from './screen-texts.js';
import type { RemoteLoader } from './remote-loader.js';

describe(withScreenTexts.name, () => {
  const occupation = [...FIRST_SCREEN_MODULES][0];
  const modules: Record<string, unknown> = { [occupation]: { default: 'occupation' }, 'mfe_income/income-check': { default: 'income-check' } };
  const inner: RemoteLoader = { remotes: {}, loadModule: async (id) => modules[id], loaded: (id) => modules[id] };

  it('loads the first screen without the rest of the texts, and shows it at once', async () => {
    const loadTexts = jest.fn(async () => undefined);
    const sut = withScreenTexts(inner, loadTexts);
    await expect(sut.loadModule(occupation)).resolves.toEqual({ default: 'occupation' });
    expect(sut.loaded?.(occupation)).toEqual({ default: 'occupation' });
    expect(loadTexts).not.toHaveBeenCalled();
  });

  it('hands any other screen over only once the rest of the texts is in', async () => {
    let textsIn!: () => void;
    const loadTexts = jest.fn(() => new Promise<void>((resolve) => (textsIn = resolve)));
    const sut = withScreenTexts(inner, loadTexts);
    let handed = false;
    const loading = sut.loadModule('mfe_income/income-check').then((module) => {
      handed = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handed).toBe(false);
    expect(sut.loaded?.('mfe_income/income-check')).toBeUndefined();
    textsIn();
    await expect(loading).resolves.toEqual({ default: 'income-check' });
  });
});
