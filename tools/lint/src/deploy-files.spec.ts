import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The production layout's files (deploy/, README: Production layout) are not built or run here (no
 * Docker engine on these machines): this proves what they name exists, so a moved entry point or a
 * renamed project cannot leave them behind silently. The ingress's routes are checked with the
 * runner's (tools/runner/src/api/service-routes.spec.ts).
 */
const root = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  volumes?: string[];
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const DOMAIN_SERVICES = readdirSync(join(root, 'services'));
const built = Object.entries(compose.services).filter(([, service]) => service.build);

/** Workspace package names with a build script, by folder. */
const buildableProjects = new Map(
  ['libs', 'services', 'tools']
    .flatMap((group) => readdirSync(join(root, group)).map((folder) => join(group, folder)))
    .concat(['shell', 'mfe-onboarding', 'mfe-income', 'mfe-payment', 'mfe-report'])
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .map((folder) => [folder, JSON.parse(read(join(folder, 'package.json'))) as { name: string; scripts?: Record<string, string> }] as const)
    .filter(([, pkg]) => pkg.scripts?.build),
);
const projectNames = new Set([...buildableProjects.values()].map((pkg) => pkg.name));

/** A Dockerfile with its build arguments filled in. */
const dockerfileFor = ({ build }: ComposeService) => {
  let text = read(build!.dockerfile);
  for (const [name, value] of Object.entries(build!.args ?? {})) text = text.replaceAll(`\${${name}}`, value);
  return text;
};

const nginx = read('deploy/ingress/nginx.conf');

describe('the production layout (deploy/)', () => {
  it('builds an image for each domain service and the site, from the repository root', () => {
    expect(built.map(([name]) => name).sort()).toEqual([...DOMAIN_SERVICES, 'site'].sort());
    for (const [name, service] of built) {
      expect({ name, context: join(root, 'deploy', service.build!.context) }).toEqual({ name, context: root });
      expect(existsSync(join(root, service.build!.dockerfile))).toBe(true);
      if (name !== 'site') expect(service.build!.args?.SERVICE).toBe(name);
    }
  });

  it.each(built.map(([name]) => name))('the %s image builds projects that exist and runs an entry point built from a source that exists', (name) => {
    const dockerfile = dockerfileFor(compose.services[name]);
    const projects = [...dockerfile.matchAll(/nx (?:build (\S+)|run-many -t build -p (\S+))/g)].flatMap(([, one, many]) => (one ?? many).split(','));
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect({ project, known: projectNames.has(project) }).toEqual({ project, known: true });

    for (const [, source] of dockerfile.matchAll(/COPY --from=build \/repo\/(\S+) /g)) {
      // a build output comes from a project that builds, node_modules from the install; anything else is in the repository
      const [folder, output] = source.split(/\/(?=dist$)/);
      const exists = source === 'node_modules' || (output ? buildableProjects.has(folder) : existsSync(join(root, source)));
      expect({ source, exists }).toEqual({ source, exists: true });
    }
    const entry = /(?:"node", "|exec node )(\S+?)\/dist\/(\S+?)\.js/.exec(dockerfile);
    expect(entry).not.toBeNull();
    expect(existsSync(join(root, entry![1], 'src', `${entry![2]}.ts`))).toBe(true);
  });

  it.each(DOMAIN_SERVICES)('the %s image listens where its main does, and its health check asks a route the service has', (service) => {
    const { args } = compose.services[service].build!;
    expect(read(join('services', service, 'src', 'main.ts'))).toContain(`defaultPort: ${args!.SERVICE_PORT}`);
    expect(nginx).toContain(`server ${service}:${args!.SERVICE_PORT} `);
    expect(dockerfileFor(compose.services[service])).toContain(`'/api/v1/'+process.env.SERVICE+'/health'`);
    expect(readdirSync(join(root, 'services', service, 'src'), { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.module.ts') && read(join('services', service, 'src', file)).includes('healthControllerFor('))).toBe(true);
  });

  it('the ingress mounts its configuration file (its routes: tools/runner/src/api/service-routes.spec.ts)', () => {
    expect(compose.services.ingress.volumes).toContain('./ingress/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx).toContain('server site:8080 ');
  });
});
