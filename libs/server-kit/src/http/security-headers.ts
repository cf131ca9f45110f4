import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Stripe.js, its frames and its API (docs.stripe.com/security/guide#content-security-policy, embedded Checkout included). */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com', 'https://merchant-ui-api.stripe.com'],
  image: ['https://*.stripe.com'],
} as const;

/** One year, the preload list's minimum; sent only on answers that came over TLS (req.secure, trust proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The CSP of the API: its answers are data, never a document, so nothing may load and nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The OpenAPI page (Swagger UI: its own scripts and styles, inline styles): framed by the product only. */
export const API_DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

const OPENAPI_PREFIX = '/api/docs';

/**
 * Headers every answer carries (helmet): nosniff, a Referrer-Policy, no X-Powered-By, HSTS when the
 * request came over TLS, and the CSP `csp` gives for the request. The rest of helmet's set stays
 * except X-Frame-Options, which frame-ancestors replaces (a partner's frame would be refused by
 * SAMEORIGIN), and the cross-origin policies that partner pages would trip over (they load the
 * report remote from their own origin and open Stripe's windows).
 */
export function securityHeaders(options: { csp: (req: Request) => string; referrerPolicy: 'no-referrer' | 'strict-origin-when-cross-origin' }): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: options.referrerPolicy },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', options.csp(req));
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    base(req, res, next);
  };
}

/**
 * The API's headers: the data CSP (the OpenAPI page its own), no referrer, and `Cache-Control:
 * no-store` by default, since nearly every answer carries personal data; a route whose answer is
 * public (a listing) sets its own caching, which replaces this default.
 */
export function apiSecurityHeaders(): RequestHandler {
  const headers = securityHeaders({
    csp: (req) => (req.path === OPENAPI_PREFIX || req.path.startsWith(`${OPENAPI_PREFIX}/`) ? API_DOCS_CSP : API_CSP),
    referrerPolicy: 'no-referrer',
  });
  return (req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    res.setHeader('Cache-Control', 'no-store');
    headers(req, res, next);
  };
}
