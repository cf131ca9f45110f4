/** The four domain services, as the runner names the processes of the API_LAYOUT=services layout. */
export const API_SERVICES = ['onboarding', 'income', 'payment', 'report'] as const;
export type ApiService = (typeof API_SERVICES)[number];

/**
 * Which service owns a path under /api when each runs alone: the longest prefix a path starts with
 * wins, and onboarding owns the rest. Paths are the spec's, so two prefixes are shared (README:
 * Configuration). deploy/ingress/nginx.conf routes the same way; service-routes.spec.ts checks both
 * against every controller of every service.
 */
export const SERVICE_ROUTES: Readonly<Record<string, ApiService>> = {
  '/api/': 'onboarding',
  '/api/v2/report/create-new-app': 'onboarding',
  '/api/v1/income': 'income',
  '/api/v1/bank-account': 'income',
  '/api/v1/other-documents': 'income',
  '/api/v1/psd2': 'income',
  '/api/v2/income-check': 'income',
  '/api/v1/payment': 'payment',
  '/api/v1/report': 'report',
  '/api/v2/report': 'report',
  '/api/v2/reviewer': 'report',
  '/api/v1/openapis/verify-qr-code': 'report',
  '/api/v1/openapis/report-summary': 'report',
  '/api/v1/openapis/short-code': 'report',
  '/api/v1/openapis/r/': 'report',
};

const PREFIXES = Object.keys(SERVICE_ROUTES).sort((a, b) => b.length - a.length);

/** The service that owns an /api path (or its URL with a query). */
export function ownerOf(path: string): ApiService {
  const pathname = path.split('?')[0];
  const prefix = PREFIXES.find((candidate) => pathname.startsWith(candidate));
  return prefix ? SERVICE_ROUTES[prefix] : 'onboarding';
}
