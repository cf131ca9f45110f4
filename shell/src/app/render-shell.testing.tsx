import { render } from '@testing-library/react';
import { memoryHistory } from '@tenant/bus/testing';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../platform/app-config.js';
import { ShellApp } from './shell-app.js';
import { startShell } from './start-shell.js';
import type { ShellEnvironment } from './start-shell.js';

export interface RenderShellEnvironment extends Partial<ShellEnvironment> {
  /** the page's address (default http://localhost) */
  origin?: string;
}

/**
 * Renders the whole shell at a path with a memory history and the given remote loader (tests only).
 * Without a locator the IP location lookup answers nothing; redirects are recorded, not followed.
 */
export const renderShell = async (path: string, loader: RemoteLoader, config: Partial<AppConfig> = {}, environment: RenderShellEnvironment = {}) => {
  const url = new URL(path, environment.origin ?? 'http://localhost');
  const redirects: string[] = [];
  const props = await startShell(
    () => memoryHistory(path),
    loader,
    { pathname: url.pathname, search: url.search, hostname: url.hostname, host: url.host, protocol: url.protocol },
    { ...DEFAULT_APP_CONFIG, ...config },
    {
      locateCountry: environment.locateCountry ?? (async () => null),
      redirectTo: environment.redirectTo ?? ((target) => void redirects.push(target)),
      window: environment.window,
    },
  );
  const view = render(<ShellApp {...props} />);
  const location = () => `${props.history.location.pathname}${props.history.location.search}`;
  return { ...view, ...props, location, redirects };
};

/** A loader serving fixed modules; `failures` makes the first N loads of an id reject. */
export const fakeLoader = (modules: Record<string, unknown>, failures: Record<string, number> = {}): RemoteLoader & { calls: string[] } => {
  const calls: string[] = [];
  const remaining = { ...failures };
  return {
    calls,
    remotes: { mfe_onboarding: '/remotes/mfe-onboarding/1.0.0/mf-manifest.json', mfe_report: '/remotes/mfe-report/1.0.0/mf-manifest.json' },
    loadModule: async (id) => {
      calls.push(id);
      if ((remaining[id] ?? 0) > 0) {
        remaining[id] -= 1;
        throw new Error(`404 ${id}`);
      }
      if (!(id in modules)) throw new Error(`no module ${id}`);
      return modules[id];
    },
  };
};
