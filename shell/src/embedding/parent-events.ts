import { selectListingInfo } from '@tenant/bus';
import type { RootState } from '@tenant/bus';
import { applicationStarted, PARENT_EVENT_VALUES, reportCompleted } from '@tenant/contracts';
import type { ParentEventValue, ParentWindowEvent } from '@tenant/contracts';
import type { ShellStartListening } from '../platform/shell-listeners.js';

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** The embedding page's origin, as far as the browser tells. */
const parentOriginOf = (win: Window): string | null => win.location.ancestorOrigins?.[0] ?? originOf(win.document.referrer);

/**
 * Posts an event to the embedding page, only to an allowed partner origin (never '*'): to the parent's
 * origin when it is allowed; when the browser does not tell it, to each allowed origin (the browser
 * delivers only to the one that matches).
 */
export const postToParent = (win: Window, message: ParentWindowEvent, allowedOrigins: string[]) => {
  if (win.parent === win || !allowedOrigins.length) return;
  const parentOrigin = parentOriginOf(win);
  const targets = parentOrigin ? allowedOrigins.filter((origin) => origin === parentOrigin) : allowedOrigins;
  for (const origin of targets) win.parent.postMessage(message, origin);
};

/**
 * Turns bus events into the parent-window events of the spec: STARTED on entering personal details,
 * COMPLETED when the report is completed. Allowed origins: configured partner origins and the origin
 * of the listing company's site.
 */
export const startParentEvents = (startListening: ShellStartListening, options: { partnerOrigins: string[]; window?: Window }) => {
  const win = options.window ?? globalThis.window;
  const allowedOrigins = (state: RootState) => {
    const companyOrigin = originOf(selectListingInfo(state)?.company?.url);
    return [...new Set([...options.partnerOrigins, ...(companyOrigin ? [companyOrigin] : [])])];
  };
  const post = (state: RootState, applicationId: string, value: ParentEventValue) => {
    if (win) postToParent(win, { type: 'event', applicationId, value }, allowedOrigins(state));
  };

  // The personal-details screen reports application/started when it is shown; the partner hears it once per application.
  const started = new Set<string>();
  startListening({
    actionCreator: applicationStarted,
    effect: ({ payload }, api) => {
      if (started.has(payload.applicationId)) return;
      started.add(payload.applicationId);
      post(api.getState(), payload.applicationId, PARENT_EVENT_VALUES.started);
    },
  });

  startListening({
    actionCreator: reportCompleted,
    effect: ({ payload }, api) => post(api.getState(), payload.applicationId, PARENT_EVENT_VALUES.completed),
  });
};
