import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { applicantPrefilled, featuresConfigured, occupationChosen, regionDetected, routeChanged, sessionRestored } from '@tenant/contracts';
import { initI18n, type InitI18nOptions } from '@tenant/i18n';
import { DEFAULT_APPLICATION_TYPE } from '@tenant/domain';
import { parseResumeApplicationLink, resumeRouteContext } from '../entry-links/resume-application-link.js';
import { openResumeLinkToken, withoutResumeQuery } from '../entry-links/resume-link-token.js';
import { resumeLinkRejected } from '../notices/notices-slice.js';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { resolveStoredInvitation, storeInvitationCode } from '../invitation/stored-invitation.js';
import { createIpLocationProvider, detectRegion, regionRedirectUrl } from '../region/detect-region.js';
import type { CountryLocator } from '../region/detect-region.js';
import { fillPath, parseRouteContext } from '../platform/paths.js';
import { loadAccessToken } from '../session/session-storage.js';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../platform/app-config.js';
import { createShellStore } from './create-shell-store.js';
import type { Navigate } from '../platform/shell-listeners.js';
import type { ShellAppProps } from './shell-app.js';

type HistoryFactory = () => ShellAppProps['history'];

/** The page's history for the router: v5Compat makes push and replace notify the router too, not only back and forward. */
export const browserHistory: HistoryFactory = () => createBrowserHistory({ v5Compat: true });

const SIGN_UP_STEP = 'sign-up';

/** Where the shell runs: the IP location port, leaving for another host, the window a partner may frame. */
export interface ShellEnvironment {
  locateCountry: CountryLocator;
  redirectTo: (url: string) => void;
  window?: Window;
  /** 'first-screen': the first screen's texts only; the loader brings the rest with a later screen (withScreenTexts). 'all' unless told. */
  texts?: InitI18nOptions['texts'];
}

export interface StartUrl {
  pathname: string;
  search: string;
  hostname: string;
  host?: string;
  protocol?: string;
  hash?: string;
}

/**
 * Wires store, history, i18n and remote loader; the route context and the region are on the bus before
 * the first render, so the first API call of a remote screen already carries lang, application_id and
 * the region header (the IP location lookup runs while the texts load). Entry links are handled here:
 * resume_application (pre-fill, locked, to sign-up; a continue-later link's token is exchanged for the
 * pre-fill first) and invitation_code.
 */
export const startShell = async (
  createHistory: HistoryFactory,
  loader: RemoteLoader,
  url: StartUrl,
  config: AppConfig = DEFAULT_APP_CONFIG,
  environment: Partial<ShellEnvironment> = {},
): Promise<ShellAppProps> => {
  const redirectTo = environment.redirectTo ?? ((target: string) => globalThis.location.replace(target));
  const navigation = { history: null as ShellAppProps['history'] | null, early: null as Parameters<Navigate> | null };
  const go = (history: ShellAppProps['history'], ...[to, options]: Parameters<Navigate>) => (options?.replace ? history.replace(to) : history.push(to));
  // Bus events can ask to navigate before the history exists (a fast 402 on the state restore): the last such request is kept and made once it does.
  const navigate: Navigate = (to, options) => {
    if (navigation.history) go(navigation.history, to, options);
    else navigation.early = [to, options];
  };
  const store = createShellStore(navigate, {
    config,
    redirectTo,
    window: environment.window ?? globalThis.window,
  });
  const accessToken = loadAccessToken();
  if (accessToken) store.dispatch(sessionRestored({ accessToken }));
  store.dispatch(featuresConfigured({ occupationAutoAdvance: config.occupationAutoAdvance }));
  const context = parseRouteContext(url.pathname, url.search);
  store.dispatch(routeChanged(context));

  storeInvitationCode(url.search);
  void resolveStoredInvitation(store);

  const [i18n, { region }, resumeLink] = await Promise.all([
    initI18n(context.lang, { texts: environment.texts ?? 'all' }),
    detectRegion(url, environment.locateCountry ?? createIpLocationProvider(config.ipLocationUrl)),
    openResumeLinkToken(store, url.search),
  ]);
  store.dispatch(regionDetected({ region }));
  const target = regionRedirectUrl({ protocol: url.protocol ?? 'https:', host: url.host ?? url.hostname, pathname: url.pathname, search: url.search, hash: url.hash }, region, config.regionHosts);
  if (target) redirectTo(target);
  const history = createHistory();
  navigation.history = history;
  if (navigation.early) go(history, ...navigation.early);

  if (resumeLink && 'rejected' in resumeLink) {
    store.dispatch(resumeLinkRejected(resumeLink.rejected));
    history.replace(url.pathname + withoutResumeQuery(url.search));
  }
  const resume = resumeLink && 'rejected' in resumeLink ? null : parseResumeApplicationLink(resumeLink?.search ?? url.search);
  if (resume) {
    store.dispatch(applicantPrefilled({ user: resume.user, application: resume.application }));
    // The link names the occupation: its workflow is loaded, so sign-up can move on to verification.
    if (resume.user.employment_status) {
      store.dispatch(occupationChosen({ occupation: resume.user.employment_status, applicationType: resume.application.applicationType ?? DEFAULT_APPLICATION_TYPE }));
    }
    history.replace(fillPath(resumeRouteContext(resume, context.lang), SIGN_UP_STEP) + resume.remainingSearch);
  }
  return { store, history, loader, i18n, config };
};
