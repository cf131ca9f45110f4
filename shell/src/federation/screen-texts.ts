import { remoteModuleId, STEP_REGISTRY } from '@tenant/contracts';
import { loadAllTexts } from '@tenant/i18n';
import type { RemoteLoader } from './remote-loader.js';

/** The remote screens the first-screen texts serve (FIRST_SCREEN_NAMESPACES): the pre-rendered Occupation step. */
export const FIRST_SCREEN_MODULES: ReadonlySet<string> = new Set([remoteModuleId(STEP_REGISTRY.occupation)]);

/**
 * The loader bringing every screen after the first with the rest of the texts (the shell starts with
 * the first screen's only): such a module counts as loaded once its texts are in too, so no screen
 * renders a key without its text.
 */
export const withScreenTexts = (loader: RemoteLoader, loadTexts: () => Promise<void> = loadAllTexts): RemoteLoader => ({
  ...loader,
  loadModule: (id) => (FIRST_SCREEN_MODULES.has(id) ? loader.loadModule(id) : Promise.all([loader.loadModule(id), loadTexts()]).then(([module]) => module)),
  // a module the inner loader has is shown at once only if it needs no more texts (the pre-rendered first screen)
  loaded: (id) => (FIRST_SCREEN_MODULES.has(id) ? loader.loaded?.(id) : undefined),
});
