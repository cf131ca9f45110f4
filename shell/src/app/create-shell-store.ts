import { createAppStore } from '@tenant/api-client';
import { startSessionListeners } from '../session/session-listeners.js';
import { startWorkflowListeners } from '../workflow/workflow-listeners.js';
import '../notices/notices-slice.js';
import { createShellListeners } from './shell-listeners.js';
import type { Navigate } from './shell-listeners.js';

export type { Navigate } from './shell-listeners.js';

/**
 * The shell's single store and its bus listeners: the shell reacts to contract actions by
 * navigating; remotes never navigate across steps themselves.
 */
export const createShellStore = (navigate: Navigate) => {
  const listeners = createShellListeners();
  startWorkflowListeners(listeners.startListening, navigate);
  startSessionListeners(listeners.startListening, navigate);
  return createAppStore({ middleware: [listeners.middleware] });
};

export type ShellStore = ReturnType<typeof createShellStore>;
