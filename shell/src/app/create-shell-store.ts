import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createAppStore, rootReducer, selectRoute } from '@tenant/api-client';
import type { RootState } from '@tenant/api-client';
import { applicationTypeChosen, occupationChosen, paymentRequired, sessionTimedOut, sessionUnauthorized } from '@tenant/contracts';
import { ACCESS_TOKEN_STORAGE_KEY, DEFAULT_APPLICATION_TYPE } from '@tenant/domain';
import { fillPath } from '../routing/paths.js';
import { workflowApi } from '../workflow/workflow-api.js';
import { nextStepAfter, workflowSlice } from '../workflow/workflow-slice.js';

declare module '@tenant/api-client' {
  export interface LazyLoadedSlices {
    workflow: ReturnType<typeof workflowSlice.reducer>;
  }
}

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const OCCUPATION_STEP = 'occupation';

/**
 * The shell's single store and its bus listeners: the shell reacts to contract actions by
 * navigating; remotes never navigate across steps themselves.
 */
export const createShellStore = (navigate: Navigate) => {
  rootReducer.inject(workflowSlice);
  const listeners = createListenerMiddleware<RootState>();
  const search = () => globalThis.location?.search ?? '';

  listeners.startListening({
    actionCreator: occupationChosen,
    effect: async ({ payload }, api) => {
      const route = selectRoute(api.getState());
      const request = api.dispatch(workflowApi.endpoints.getWorkflow.initiate(payload, { subscribe: false, forceRefetch: true }));
      const { data, error } = await request;
      if (error || !data?.success) {
        // Loading failures of the workflow are logged only (spec 1§8).
        console.error('workflow could not be loaded', error ?? data);
        api.dispatch(workflowSlice.actions.loadFailed());
        return;
      }
      const next = nextStepAfter(data.workflow, OCCUPATION_STEP);
      api.dispatch(workflowSlice.actions.loaded({ steps: data.workflow, hiddenRoutes: data.hidden_routes, stepIndex: next?.index ?? 0 }));
      if (!next) return;
      const appType = route.appType ?? (payload.applicationType === DEFAULT_APPLICATION_TYPE ? null : payload.applicationType);
      navigate(fillPath({ ...route, appType }, next.step.router) + search());
    },
  });

  listeners.startListening({
    actionCreator: applicationTypeChosen,
    effect: ({ payload }, api) => {
      const route = selectRoute(api.getState());
      const appType = payload.applicationType === DEFAULT_APPLICATION_TYPE ? route.appType : payload.applicationType;
      if (appType === route.appType) return;
      navigate(fillPath({ ...route, appType }, route.stepRouter ?? OCCUPATION_STEP) + search(), { replace: true });
    },
  });

  listeners.startListening({
    actionCreator: sessionUnauthorized,
    effect: (_action, api) => navigate(`/${selectRoute(api.getState()).lang}/unauthorized`),
  });

  listeners.startListening({
    actionCreator: sessionTimedOut,
    effect: (_action, api) => {
      globalThis.localStorage?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      navigate(`/${selectRoute(api.getState()).lang}/timeout`);
    },
  });

  listeners.startListening({
    actionCreator: paymentRequired,
    effect: (_action, api) => navigate(fillPath(selectRoute(api.getState()), 'payment')),
  });

  return createAppStore({ middleware: [listeners.middleware] });
};

export type ShellStore = ReturnType<typeof createShellStore>;
