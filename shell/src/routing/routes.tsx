import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useParams, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { PAGE_REGISTRY, STEP_REGISTRY } from '@tenant/contracts';
import { isApplicationType, isLanguage } from '@tenant/domain';
import { RenderErrorBoundary } from '../platform/render-error-boundary.js';
import { RemoteLoadError, RemoteScreen } from '../federation/remote-screen.js';
import { PAGE_SCREENS } from '../layout/chrome-rules.js';
import type { Screen } from '../layout/chrome-rules.js';
import { PageFrame } from '../layout/page-frame.js';
import { ShellNotices } from '../notices/shell-notices.js';
import { NotFoundPage } from '../pages/not-found.page.js';
import { StepActions } from '../workflow/step-actions.js';
import { fillPath, hostLanguage, parseFillSegments, segmentsOf } from '../platform/paths.js';
import { ScreenContext, screenAt } from '../layout/screen.js';
import type { ScreenHandle } from '../layout/screen.js';
import { StepGuard } from './step-guard.js';

const RootRedirect = () => <Navigate to={`/${hostLanguage()}/fill/occupation`} replace />;

/** An unsupported lang segment becomes the default; a path without one gets the host's language. */
const LangGuard = () => {
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  if (isLanguage(lang)) {
    return (
      <>
        <ShellNotices />
        <Outlet />
      </>
    );
  }
  const segments = segmentsOf(pathname);
  const rest = segments[0]?.length === 2 ? segments.slice(1) : segments;
  return <Navigate to={`/${[hostLanguage(), ...rest].join('/')}${search}`} replace />;
};

/** `/{lang?}/{appType?}/apply/{listingId?}` → the occupation route, keeping appType and listingId. */
const ApplyRedirect = () => {
  const { lang, appType, listingId } = useParams();
  const { search } = useLocation();
  if (appType !== undefined && !isApplicationType(appType)) return <NotFoundPage />;
  const context = { lang: isLanguage(lang) ? lang : hostLanguage(), appType: appType ?? null, applicationId: null, listingId: listingId ?? null };
  return <Navigate to={fillPath(context, 'occupation') + search} replace />;
};

/**
 * A fill-flow step: guarded steps validate the session first; then the step resolves through
 * STEP_REGISTRY to its remote screen with the shared step buttons under it. Anything else is NotFound.
 */
const FillStep = () => {
  const { appType, '*': rest = '' } = useParams();
  if (appType !== undefined && !isApplicationType(appType)) return <NotFoundPage />;
  const fill = parseFillSegments(segmentsOf(rest));
  if (!fill) return <NotFoundPage />;
  const screen = STEP_REGISTRY[fill.stepRouter];
  return (
    <StepGuard stepRouter={fill.stepRouter}>
      {screen ? (
        <>
          <RemoteScreen screen={screen} />
          {!screen.ownActions && <StepActions stepRouter={fill.stepRouter} />}
        </>
      ) : (
        <NotFoundPage />
      )}
    </StepGuard>
  );
};

const page = (screen: Screen): { handle: ScreenHandle } => ({ handle: { screen } });
const FILL: { handle: ScreenHandle } = { handle: { screen: 'fill' } };

const ReportVerification = () => <RemoteScreen screen={PAGE_REGISTRY.reportVerification} />;
const UnauthorizedPage = lazy(() => import('../pages/unauthorized.page.js'));
const TimeoutPage = lazy(() => import('../pages/timeout.page.js'));
const StatusPage = lazy(() => import('../pages/status.page.js'));
const LegalPage = lazy(() => import('../pages/legal/legal.page.js'));
const PartnerEntryPoint = () => <RemoteScreen screen={PAGE_REGISTRY.partnerEntryPoint} />;
const Reviewer = () => <RemoteScreen screen={PAGE_REGISTRY.reviewer} />;

/** The routing table of spec 1§2 (the parts built so far). Pages off the main path load lazily. */
const ROUTES: RouteObject[] = [
  {
    element: <PageFrame />,
    children: [
      { path: '/', element: <RootRedirect />, ...page(PAGE_SCREENS.redirect) },
      { path: '/verify-report', element: <ReportVerification />, ...page(PAGE_SCREENS.reportVerification) },
      { path: '/apply/:listingId?', element: <ApplyRedirect />, ...page(PAGE_SCREENS.redirect) },
      {
        path: '/:lang',
        element: <LangGuard />,
        children: [
          { index: true, element: <Navigate to="fill/occupation" replace />, ...page(PAGE_SCREENS.redirect) },
          { path: 'verify-report', element: <ReportVerification />, ...page(PAGE_SCREENS.reportVerification) },
          { path: 'unauthorized', element: <UnauthorizedPage />, ...page(PAGE_SCREENS.unauthorized) },
          { path: 'timeout', element: <TimeoutPage />, ...page(PAGE_SCREENS.timeout) },
          { path: 'status', element: <StatusPage />, ...page(PAGE_SCREENS.status) },
          { path: 'legal/:document', element: <LegalPage />, ...page(PAGE_SCREENS.legal) },
          { path: 'reviewer', element: <Reviewer />, ...page(PAGE_SCREENS.reviewer) },
          { path: 'rapid/partner-entry-point/:listingId?', element: <PartnerEntryPoint />, ...page(PAGE_SCREENS.partnerEntryPoint) },
          { path: 'apply/:listingId?', element: <ApplyRedirect />, ...page(PAGE_SCREENS.redirect) },
          { path: ':appType/apply/:listingId?', element: <ApplyRedirect />, ...page(PAGE_SCREENS.redirect) },
          { path: 'fill/*', element: <FillStep />, ...FILL },
          { path: ':appType/fill/*', element: <FillStep />, ...FILL },
          { path: '*', element: <NotFoundPage />, ...page(PAGE_SCREENS.notFound) },
        ],
      },
    ],
  },
];

/**
 * The routing table at the history's location, with the screen it shows for the chrome around it. A
 * lazy page suspends inside the router's transition, so the screen before stays until the page's
 * module is in, as the data router's `lazy` did (on a first load the page is empty until then).
 */
export const ShellRoutes = () => {
  const { pathname } = useLocation();
  const element = useRoutes(ROUTES);
  return (
    <ScreenContext value={screenAt(ROUTES, pathname)}>
      {/* a page that fails to load or render says so, localised, rather than leaving the page blank; another address tries again */}
      <RenderErrorBoundary resetKey={pathname} what={`page ${pathname}`} fallback={<RemoteLoadError onRetry={() => globalThis.location.reload()} />}>
        <Suspense fallback={null}>{element}</Suspense>
      </RenderErrorBoundary>
    </ScreenContext>
  );
};
