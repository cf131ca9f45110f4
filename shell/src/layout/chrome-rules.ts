import type { ApplicationType } from '@tenant/domain';

/** What the page shows: a fill-flow step (its router name) or one of the pages outside the flow. */
export type Screen = string;
export const PAGE_SCREENS = {
  redirect: 'redirect',
  notFound: 'not-found',
  timeout: 'timeout',
  unauthorized: 'unauthorized',
  reportVerification: 'verify-report',
  partnerEntryPoint: 'partner-entry-point',
  status: 'status',
  legal: 'legal',
  reviewer: 'reviewer',
} as const;

const OCCUPATION = 'occupation';
const PAGES = new Set<string>(Object.values(PAGE_SCREENS));

/** Steps without the 'continue later' link (spec 1§2 Shell). */
const NO_CONTINUE_LATER = new Set([OCCUPATION, 'sign-up', 'verify-email', 'result', 'resume-application', PAGE_SCREENS.reportVerification]);
/** Pages without the footer (spec 1§2 Shell). */
const NO_FOOTER = new Set<string>([PAGE_SCREENS.notFound, PAGE_SCREENS.timeout, PAGE_SCREENS.unauthorized, PAGE_SCREENS.partnerEntryPoint]);

export const isFillStep = (screen: Screen) => !PAGES.has(screen);

export interface ChromeContext {
  screen: Screen;
  hideNav: boolean;
  appType: ApplicationType | null;
  applicationId: string | null;
  /** a listing is set (in the route or loaded) */
  hasListing: boolean;
}

/**
 * The shell's chrome per screen (spec 1§2 Shell): the progress navigation lists the steps of the fill
 * flow, but not on Occupation (nor on NotFound, Timeout, Unauthorized, ReportVerification and
 * PartnerEntryPoint, which are not steps); hideNav removes navigation and footer.
 */
export const chromeOf = ({ screen, hideNav, appType, applicationId, hasListing }: ChromeContext) => {
  const footer = !hideNav && !NO_FOOTER.has(screen) && screen !== PAGE_SCREENS.redirect;
  return {
    progressNav: !hideNav && isFillStep(screen) && screen !== OCCUPATION,
    footer,
    // The link e-mails a way back into an application, so there must be one.
    continueLater: footer && isFillStep(screen) && !NO_CONTINUE_LATER.has(screen) && Boolean(applicationId),
    termsLink: appType !== 'rapid',
    regionSwitch: footer && screen === OCCUPATION && !hasListing,
    cookieBanner: screen === OCCUPATION,
  };
};
export type Chrome = ReturnType<typeof chromeOf>;
