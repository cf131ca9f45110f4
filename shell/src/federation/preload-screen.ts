import { remoteModuleId, STEP_REGISTRY } from '@tenant/contracts';
import { parseRouteContext } from '../platform/paths.js';
import type { RemoteLoader } from './remote-loader.js';

/**
 * Starts loading the remote screen of a fill-step URL (with the texts and the region lookup, not after
 * them). Resolves when it has loaded or failed (RemoteScreen then shows the failure); null when the URL
 * names no fill step.
 */
export const preloadStepScreen = (loader: RemoteLoader, pathname: string): Promise<void> | null => {
  const { stepRouter } = parseRouteContext(pathname);
  const screen = stepRouter ? STEP_REGISTRY[stepRouter] : undefined;
  if (!screen) return null;
  return loader.loadModule(remoteModuleId(screen)).then(
    () => undefined,
    () => undefined,
  );
};
