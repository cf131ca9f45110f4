import type { RequestHandler } from 'express';
import { securityHeaders, STRIPE_ORIGINS } from '@tenant/server-kit';
import type { RemotesMap } from '@tenant/contracts';
import { readRemotesMap } from '../remotes/remote-releases.js';
import { frameAncestorsPolicy } from './frame-ancestors.js';

/**
 * The site's CSP: scripts, frames and calls only from the product's own origins (`origins`: the CDN of
 * the remotes, the sandboxes' hosts locally) and Stripe's; inline styles (React style attributes,
 * Stripe's elements) but no inline or evaluated script; framed only by the product and the partner
 * sites. Directive values are joined once per answer: the partner list changes at run time.
 */
export function sitePolicy(origins: readonly string[], frameAncestors: readonly string[]): string {
  const own = ["'self'", ...new Set(origins)];
  return [
    "default-src 'self'",
    `script-src ${[...own, ...STRIPE_ORIGINS.script].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...own, 'data:', 'blob:', ...STRIPE_ORIGINS.image].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...own, ...STRIPE_ORIGINS.connect].join(' ')}`,
    `frame-src ${[...own, ...STRIPE_ORIGINS.frame].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    frameAncestorsPolicy(frameAncestors),
  ].join('; ');
}

/** The origin of an absolute URL; none for a path on the site itself or a value that is no URL. */
export const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The hosts the remotes map loads bundles from besides the site (a CDN). */
export const remoteOrigins = (map: RemotesMap): string[] => Object.values(map).flatMap(originOf);

/** helmet's headers with the site's CSP on every answer of the site (pages, bundles, the dev pages). */
export const siteSecurityHeaders = (options: { origins?: () => readonly string[]; frameAncestors?: () => readonly string[] }): RequestHandler =>
  securityHeaders({
    csp: () => sitePolicy(options.origins?.() ?? [], options.frameAncestors?.() ?? []),
    // same-origin navigations keep their path (the shell reads document.referrer inside a frame); others get the origin only
    referrerPolicy: 'strict-origin-when-cross-origin',
  });

/**
 * The origins the site's pages load from besides their own, read on each answer: the remotes map's
 * hosts (a release may move them to a CDN) and the fixed ones the settings name (Stripe.js stand-in,
 * IP lookup).
 */
export const siteOrigins = (remotesMapFile: string, urls: readonly (string | undefined)[]): (() => string[]) => {
  const fixed = urls.flatMap(originOf);
  return () => [...remoteOrigins(readRemotesMap(remotesMapFile)), ...fixed];
};
