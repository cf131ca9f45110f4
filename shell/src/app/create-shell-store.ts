import { createAppStore } from '@tenant/bus';
import { startListingListener } from '../branding/listing-listener.js';
import { startParentEvents } from '../embedding/parent-events.js';
import { startRegionListener } from '../region/region-listener.js';
import { startSessionListeners } from '../session/session-listeners.js';
import { startWorkflowListeners } from '../workflow/workflow-listeners.js';
import '../notices/notices-slice.js';
import '../layout/layout-slice.js';
import type { AppConfig } from '../platform/app-config.js';
import { DEFAULT_APP_CONFIG } from '../platform/app-config.js';
import { createShellListeners } from '../platform/shell-listeners.js';
import type { Navigate } from '../platform/shell-listeners.js';

export interface ShellStoreOptions {
  config?: Pick<AppConfig, 'partnerOrigins' | 'regionHosts'>;
  /** leaves the page for another host (region redirect) */
  redirectTo?: (url: string) => void;
  /** the window whose parent receives the embedding events */
  window?: Window;
}

/**
 * The shell's single store and its bus listeners: the shell reacts to contract actions by
 * navigating; remotes never navigate across steps themselves.
 */
export const createShellStore = (navigate: Navigate, options: ShellStoreOptions = {}) => {
  const config = options.config ?? DEFAULT_APP_CONFIG;
  const listeners = createShellListeners();
  startWorkflowListeners(listeners.startListening, navigate);
  startSessionListeners(listeners.startListening, navigate);
  startListingListener(listeners.startListening);
  startRegionListener(listeners.startListening, { regionHosts: config.regionHosts, redirectTo: options.redirectTo ?? ((url) => globalThis.location.replace(url)) });
  startParentEvents(listeners.startListening, { partnerOrigins: config.partnerOrigins, window: options.window });
  return createAppStore({ middleware: [listeners.middleware] });
};

export type ShellStore = ReturnType<typeof createShellStore>;
