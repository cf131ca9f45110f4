import { DEFAULT_LANGUAGE, isApplicationType, isFillStepRouter, isLanguage } from '@tenant/domain';
import type { Language } from '@tenant/domain';
import type { RouteContext } from '@tenant/contracts';

/** The interface language a bare URL starts in: the host's first label when it is a language (spec 1§2). */
export const hostLanguage = (hostname: string = globalThis.location?.hostname ?? ''): Language => {
  const label = hostname.split('.')[0];
  return isLanguage(label) ? label : DEFAULT_LANGUAGE;
};

export const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

export interface FillSegments {
  applicationId: string | null;
  stepRouter: string;
  listingId: string | null;
}

/**
 * The part after `fill/`: `{applicationId?}/{stepRouter}/{listingId?}`. With two segments the first is
 * the step when it names a fill step, otherwise it is the application id.
 */
export const parseFillSegments = (rest: string[]): FillSegments | null => {
  if (rest.length === 1) return { applicationId: null, stepRouter: rest[0], listingId: null };
  if (rest.length === 2) {
    return isFillStepRouter(rest[0])
      ? { applicationId: null, stepRouter: rest[0], listingId: rest[1] }
      : { applicationId: rest[0], stepRouter: rest[1], listingId: null };
  }
  if (rest.length === 3) return { applicationId: rest[0], stepRouter: rest[1], listingId: rest[2] };
  return null;
};

/** What the bus needs to know about the current URL. */
export const parseRouteContext = (pathname: string, search = ''): RouteContext => {
  const segments = segmentsOf(pathname);
  const lang = isLanguage(segments[0]) ? segments[0] : hostLanguage();
  const afterLang = isLanguage(segments[0]) ? segments.slice(1) : segments;
  const appType = isApplicationType(afterLang[0]) && (afterLang[1] === 'fill' || afterLang[1] === 'apply') ? afterLang[0] : null;
  const rest = appType ? afterLang.slice(1) : afterLang;
  const query = new URLSearchParams(search);
  const queryListing = query.get('listing_id') ?? query.get('listingId');
  const fill = rest[0] === 'fill' ? parseFillSegments(rest.slice(1)) : null;
  return {
    lang,
    appType,
    applicationId: fill?.applicationId ?? null,
    stepRouter: fill?.stepRouter ?? null,
    listingId: fill?.listingId ?? (rest[0] === 'apply' ? rest[1] : undefined) ?? queryListing,
  };
};

/** `/{lang}[/{appType}]/fill[/{applicationId}]/{stepRouter}[/{listingId}]` */
export const fillPath = (context: Pick<RouteContext, 'lang' | 'appType' | 'applicationId' | 'listingId'>, stepRouter: string): string =>
  `/${[context.lang, context.appType, 'fill', context.applicationId, stepRouter, context.listingId].filter(Boolean).join('/')}`;

/** The same URL in another language (the first segment is the lang segment, or it is added). */
export const withLanguage = (pathname: string, lang: Language): string => {
  const segments = segmentsOf(pathname);
  const rest = isLanguage(segments[0]) ? segments.slice(1) : segments;
  return `/${[lang, ...rest].join('/')}`;
};
