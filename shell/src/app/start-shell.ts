import { regionDetected, routeChanged } from '@tenant/contracts';
import { initI18n } from '@tenant/i18n';
import { isRegion } from '@tenant/domain';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { parseRouteContext } from '../routing/paths.js';
import { createRoutes } from '../routing/routes.js';
import { createShellStore } from './create-shell-store.js';
import type { ShellAppProps } from './shell-app.js';

type RouterFactory = (routes: ReturnType<typeof createRoutes>) => ShellAppProps['router'];

/**
 * Wires store, router, i18n and remote loader; the route context is on the bus before the first
 * render, so the first API call of a remote screen already carries lang and application_id.
 */
export const startShell = async (createRouter: RouterFactory, loader: RemoteLoader, url: { pathname: string; search: string; hostname: string }): Promise<ShellAppProps> => {
  const navigation = { router: null as ShellAppProps['router'] | null };
  const store = createShellStore((to, options) => void navigation.router?.navigate(to, options));
  const context = parseRouteContext(url.pathname, url.search);
  store.dispatch(routeChanged(context));
  const hostLabel = url.hostname.split('.')[0];
  if (isRegion(hostLabel)) store.dispatch(regionDetected({ region: hostLabel }));
  const i18n = await initI18n(context.lang);
  navigation.router = createRouter(createRoutes());
  return { store, router: navigation.router, loader, i18n };
};
