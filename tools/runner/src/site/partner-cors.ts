import type { NextFunction, Request, Response } from 'express';
import { HEADER_APPLICATION_TYPE, HEADER_DEVICE_ID, HEADER_REGION } from '@tenant/domain';

/** Headers a partner's page sends to the API (spec 1§7: application type, region, bearer token; the device id every call carries). */
const ALLOWED_HEADERS = ['authorization', 'content-type', HEADER_APPLICATION_TYPE, HEADER_REGION, HEADER_DEVICE_ID].join(', ');

/**
 * CORS for the partner origins only (PARTNER_ORIGINS and the listing companies' sites, the same list
 * as frame-ancestors): their pages call the API and load the remotes map; any other origin gets no
 * CORS headers, so the browser keeps the answers from it. The list is the one known now: a preflight
 * never waits for the database.
 */
export function partnerCors(allowedOrigins: () => string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (!origin || !allowedOrigins().includes(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
