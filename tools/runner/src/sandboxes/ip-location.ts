import { Router, type Request } from 'express';
import { IP_LOCATION_SANDBOX_PATH } from '../config.js';

/**
 * Documentation address ranges (RFC 5737) the sandbox places in a country, so a test can pick where
 * the browser "is" with an X-Forwarded-For header; any other address gets the configured country.
 */
export const SANDBOX_ADDRESS_COUNTRIES: Array<{ prefix: string; country: string; name: string }> = [
  { prefix: '192.0.2.', country: 'IT', name: 'Italy' },
  { prefix: '198.51.100.', country: 'DE', name: 'Germany' },
  { prefix: '203.0.113.', country: 'FR', name: 'France' },
];

const COUNTRY_NAMES: Record<string, string> = { IT: 'Italy', DE: 'Germany', FR: 'France', AT: 'Austria', CH: 'Switzerland' };

const clientAddress = (req: Request) => {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || '';
};

/** The local stand-in for a public IP location service (ipapi-style `GET /json` → `{ ip, country_code, ... }`). */
export function ipLocationSandboxRouter(options: { defaultCountry: string }): Router {
  const router = Router();
  router.get(IP_LOCATION_SANDBOX_PATH, (req, res) => {
    const ip = clientAddress(req);
    const known = SANDBOX_ADDRESS_COUNTRIES.find((range) => ip.startsWith(range.prefix));
    const country = known?.country ?? options.defaultCountry;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ip, country_code: country, country_name: known?.name ?? COUNTRY_NAMES[country] ?? country });
  });
  return router;
}
