import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { selectListingCompany, selectListingInfo, selectRoute } from '@tenant/bus';
import { routeChanged } from '@tenant/contracts';
import { initI18n } from '@tenant/i18n';
import { ErrorBanner } from '@tenant/ui';
import { missingListingAlertDismissed, selectMissingListingAlert } from '../branding/listing-alert-slice.js';
import { ListingSummary } from '../branding/listing-summary.js';
import { applyPageIcon, applyPartnerTheme, partnerThemeVariables } from '../branding/partner-theme.js';
import { parseRouteContext } from '../platform/paths.js';
import { useScreen } from './screen.js';
import { chromeOf } from './chrome-rules.js';
import { ensureChromeStyles } from './chrome-styles.js';
import { CookieBanner } from './cookie-consent/cookie-banner.js';
import { Footer } from './footer/footer.js';
import { hideNavRequested, layoutSlice, selectApplicationLoading, selectHideNav } from './layout-slice.js';
import { LoadingSkeleton } from './loading-skeleton.js';
import { TopBar } from './top-bar/top-bar.js';
import { useStepHeadingFocus } from './use-step-heading-focus.js';

ensureChromeStyles();

// Not on the first screen (Occupation has no progress navigation): loaded when a step needs it.
const ProgressNav = lazy(() => import('./progress-nav/progress-nav.js').then((m) => ({ default: m.ProgressNav })));

/** Keeps the bus's route context, hideNav and the interface language in step with the URL. */
const useRouteSync = () => {
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  const { i18n } = useTranslation();
  useEffect(() => {
    const context = parseRouteContext(pathname, search);
    dispatch(routeChanged(context));
    if (hideNavRequested(search)) dispatch(layoutSlice.actions.navHidden());
    if (i18n.language !== context.lang) void initI18n(context.lang);
    document.documentElement.lang = context.lang;
  }, [pathname, search, dispatch, i18n]);
};

/** The partner's colours on the root (every component reads them) and its logo as the page icon. */
const usePartnerBranding = () => {
  const company = useSelector(selectListingCompany);
  useEffect(() => {
    applyPartnerTheme(document.documentElement, partnerThemeVariables(company));
    applyPageIcon(document, company?.logo ?? null);
  }, [company]);
};

const MissingListingAlert = () => {
  const { t } = useTranslation('chrome');
  const dispatch = useDispatch();
  return (
    <ErrorBanner
      variant="warning"
      lead={t('Listing.NotFound.Lead')}
      message={t('Listing.NotFound.Text')}
      onClose={() => dispatch(missingListingAlertDismissed())}
      closeLabel={t('Listing.NotFound.Close')}
    />
  );
};

/** Top bar, progress navigation, the listing applied for, the screen (or its loading skeleton), footer and cookie banner. */
export const PageFrame = () => {
  useRouteSync();
  usePartnerBranding();
  const screen = useScreen();
  const main = useRef<HTMLElement>(null);
  useStepHeadingFocus(main, useLocation().pathname);
  const route = useSelector(selectRoute);
  const hideNav = useSelector(selectHideNav);
  const listing = useSelector(selectListingInfo);
  const missingListing = useSelector(selectMissingListingAlert);
  const applicationLoading = useSelector(selectApplicationLoading);
  const chrome = chromeOf({ screen, hideNav, appType: route.appType, applicationId: route.applicationId, hasListing: Boolean(route.listingId || listing) });
  return (
    <>
      <TopBar />
      {chrome.cookieBanner && <CookieBanner />}
      {chrome.progressNav && (
        <Suspense fallback={null}>
          <ProgressNav currentStep={screen} />
        </Suspense>
      )}
      <main ref={main} className="shell-main">
        {missingListing && <MissingListingAlert />}
        {listing?.name && !hideNav && <ListingSummary listing={listing} />}
        {applicationLoading ? <LoadingSkeleton /> : <Outlet />}
      </main>
      {chrome.footer && <Footer chrome={chrome} />}
    </>
  );
};
