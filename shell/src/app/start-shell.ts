import { selectAccessToken } from '@tenant/api-client';
import { applicantPrefilled, regionDetected, routeChanged, sessionStarted } from '@tenant/contracts';
import { initI18n } from '@tenant/i18n';
import { isRegion } from '@tenant/domain';
import { parseResumeApplicationLink, resumeRouteContext } from '../entry-links/resume-application-link.js';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { resolveStoredInvitation, storeInvitationCode } from '../invitation/stored-invitation.js';
import { fillPath, parseRouteContext } from '../routing/paths.js';
import { createRoutes } from '../routing/routes.js';
import { cookieAccessToken } from '../session/session-storage.js';
import { DEFAULT_APP_CONFIG, type AppConfig } from './app-config.js';
import { createShellStore } from './create-shell-store.js';
import type { ShellAppProps } from './shell-app.js';

type RouterFactory = (routes: ReturnType<typeof createRoutes>) => ShellAppProps['router'];

const SIGN_UP_STEP = 'sign-up';

/**
 * Wires store, router, i18n and remote loader; the route context is on the bus before the first
 * render, so the first API call of a remote screen already carries lang and application_id. Entry
 * links are handled here: resume_application (pre-fill, locked, to sign-up) and invitation_code.
 */
export const startShell = async (
  createRouter: RouterFactory,
  loader: RemoteLoader,
  url: { pathname: string; search: string; hostname: string },
  config: AppConfig = DEFAULT_APP_CONFIG,
): Promise<ShellAppProps> => {
  const navigation = { router: null as ShellAppProps['router'] | null };
  const store = createShellStore((to, options) => void navigation.router?.navigate(to, options));
  const context = parseRouteContext(url.pathname, url.search);
  store.dispatch(routeChanged(context));
  const hostLabel = url.hostname.split('.')[0];
  if (isRegion(hostLabel)) store.dispatch(regionDetected({ region: hostLabel }));
  const cookieToken = selectAccessToken(store.getState()) ? null : cookieAccessToken();
  if (cookieToken) store.dispatch(sessionStarted({ accessToken: cookieToken }));

  storeInvitationCode(url.search);
  void resolveStoredInvitation(store);

  const i18n = await initI18n(context.lang);
  navigation.router = createRouter(createRoutes());

  const resume = parseResumeApplicationLink(url.search);
  if (resume) {
    store.dispatch(applicantPrefilled({ user: resume.user, application: resume.application }));
    void navigation.router.navigate(fillPath(resumeRouteContext(resume, context.lang), SIGN_UP_STEP) + resume.remainingSearch, { replace: true });
  }
  return { store, router: navigation.router, loader, i18n, config };
};
