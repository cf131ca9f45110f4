import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_REGISTRY, PARTNER_REGISTRY, REMOTE_NAMES, STEP_REGISTRY } from '@tenant/contracts';
import type { RemoteName, ScreenRef } from '@tenant/contracts';

const root = join(import.meta.dirname, '..', '..', '..');

// create-config.mjs is plain JavaScript run by rspack; its path is computed so TypeScript does not resolve it.
const loadRemoteExposes = async () => {
  const configModule = pathToFileURL(join(root, 'tools', 'rspack', 'create-config.mjs')).href;
  return ((await import(configModule)) as { remoteExposes: (projectDir: string) => Record<string, string> }).remoteExposes;
};

const registered = (remote: RemoteName) =>
  [...Object.values(STEP_REGISTRY), ...Object.values(PAGE_REGISTRY), ...Object.values(PARTNER_REGISTRY)]
    .filter((ref: ScreenRef) => ref.remote === remote)
    .map((ref) => `./${ref.module}`)
    .sort();

describe('remote exposes (tools/rspack/create-config.mjs) and the screen registry (@tenant/contracts)', () => {
  it.each(REMOTE_NAMES)('mfe-%s exposes its version and exactly the screens the registry gives it', async (remote) => {
    const remoteExposes = await loadRemoteExposes();
    const exposes = remoteExposes(join(root, `mfe-${remote}`));
    expect(exposes['./version']).toBe('./src/version.ts');
    expect(Object.keys(exposes).filter((name) => name !== './version').sort()).toEqual(registered(remote));
  });

  it('finds a screen by its feature folder: src/features/<screen>/<screen>.page.tsx', async () => {
    const remoteExposes = await loadRemoteExposes();
    expect(remoteExposes(join(root, 'mfe-onboarding'))['./sign-up']).toBe('./src/features/sign-up/sign-up.page.tsx');
  });
});
