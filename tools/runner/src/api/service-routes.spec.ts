import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { API_SERVICES, ownerOf, SERVICE_ROUTES, type ApiService } from './service-routes.js';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** Every route a service's controllers declare, as /api/<controller>/<method> with its parameters filled in. */
function routesOf(service: ApiService): string[] {
  const sources = readdirSync(join(REPO_ROOT, 'services', service, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.controller.ts'));
  const routes = sources.flatMap((file) => {
    const source = read(join('services', service, 'src', file));
    const controller = /@Controller\('([^']*)'\)/.exec(source)?.[1];
    if (controller === undefined) return [];
    return [...source.matchAll(/@(?:Get|Post|Put|Patch|Delete)\((?:'([^']*)')?\)/g)].map(([, method]) => `/api/${controller}${method ? `/${method}` : ''}`.replace(/:\w+/g, 'x'));
  });
  // the health controller's path is made from the service's name (healthControllerFor)
  return [...routes, `/api/v1/${service}/health`];
}

describe(ownerOf.name, () => {
  it.each(API_SERVICES)('gives every route the %s service declares to it', (service) => {
    const routes = routesOf(service);
    expect(routes.length).toBeGreaterThan(1);
    expect(routes.filter((route) => ownerOf(route) !== service)).toEqual([]);
  });

  it('reads the path of a URL with a query', () => {
    expect(ownerOf('/api/v1/openapis/verify-qr-code?token=abc')).toBe('report');
    expect(ownerOf('/api/v1/openapis/country-flags?lang=it')).toBe('onboarding');
  });

  it('is the routing of the production ingress (deploy/ingress/nginx.conf), which sends the rest to the site', () => {
    const locations = Object.fromEntries([...read('deploy/ingress/nginx.conf').matchAll(/location (\/\S*) \{ proxy_pass http:\/\/(\w+); \}/g)].map(([, prefix, upstream]) => [prefix, upstream]));

    expect(locations).toEqual({ ...SERVICE_ROUTES, '/': 'site' });
  });
});
