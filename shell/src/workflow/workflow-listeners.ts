import { isAnyOf } from '@reduxjs/toolkit';
import { selectAccessToken, selectRoute, stepSaveHandlerFor } from '@tenant/bus';
import type { StepSaveHandler } from '@tenant/bus';
import {
  applicationStateFailed,
  applicationStateRequested,
  applicationStateRestored,
  applicationTypeChosen,
  continuePressed,
  navigateToStep,
  occupationChosen,
  routeChanged,
  stateRestored,
  stepBackRequested,
  stepCompleted,
  stepSaveFailed,
} from '@tenant/contracts';
import type { StepSaveResult } from '@tenant/contracts';
import { DEFAULT_APPLICATION_TYPE, STEP_SAVE_DELAY_MS, toApplicationType } from '@tenant/domain';
import type { ApplicationType } from '@tenant/domain';
import { currentSearch, type Navigate, type ShellStartListening } from '../platform/shell-listeners.js';
import { fillPath } from '../platform/paths.js';
import { highlightFields } from './highlight-fields.js';
import { restoreTarget } from './rules/restore-target.js';
import { nextStepAfter, previousStepBefore } from './rules/step-navigation.js';
import { workflowApi } from './workflow-api.js';
import { injectedWorkflowSlice, selectEffectiveSteps, workflowSlice } from './workflow-slice.js';

const OCCUPATION_STEP = 'occupation';
/** What a failed save shows when the server gave no message (spec 1§4). */
export const STEP_SAVE_ERROR = 'Error';

type ListenerApi = Parameters<Parameters<ShellStartListening>[0]['effect']>[1];

/** Fetches and stores the workflow of an occupation; false when it could not be loaded (logged only, spec 1§8). */
const loadWorkflow = async (api: ListenerApi, occupation: string, applicationType: ApplicationType, currentRouter: string | null): Promise<boolean> => {
  const { data, error } = await api.dispatch(workflowApi.endpoints.getWorkflow.initiate({ occupation, applicationType }, { subscribe: false, forceRefetch: true }));
  if (error || !data?.success) {
    console.error('workflow could not be loaded', error ?? data);
    api.dispatch(workflowSlice.actions.loadFailed());
    return false;
  }
  api.dispatch(workflowSlice.actions.loaded({ occupation, steps: data.workflow, hiddenRoutes: data.hidden_routes, currentRouter }));
  return true;
};

/** Runs a step's save handler; a throw or `success: false` is a failure with the message, if any. */
const runSave = async (handler: StepSaveHandler | undefined): Promise<StepSaveResult> => {
  if (!handler) return { success: true };
  try {
    return await handler();
  } catch (error) {
    return { success: false, message: error instanceof Error ? error.message : undefined };
  }
};

/** The workflow engine (spec 1§4): start, Continue, back, step saving and state restore. */
export const startWorkflowListeners = (startListening: ShellStartListening, navigate: Navigate) => {
  startListening({
    actionCreator: occupationChosen,
    effect: async ({ payload }, api) => {
      if (!(await loadWorkflow(api, payload.occupation, payload.applicationType, OCCUPATION_STEP))) return;
      const next = nextStepAfter(selectEffectiveSteps(api.getState()), OCCUPATION_STEP);
      if (!next) return;
      const route = selectRoute(api.getState());
      const appType = route.appType ?? (payload.applicationType === DEFAULT_APPLICATION_TYPE ? null : payload.applicationType);
      navigate(fillPath({ ...route, appType }, next.step.router) + currentSearch());
    },
  });

  startListening({
    actionCreator: applicationTypeChosen,
    effect: ({ payload }, api) => {
      const route = selectRoute(api.getState());
      const appType = payload.applicationType === DEFAULT_APPLICATION_TYPE ? route.appType : payload.applicationType;
      if (appType === route.appType) return;
      navigate(fillPath({ ...route, appType }, route.stepRouter ?? OCCUPATION_STEP) + currentSearch(), { replace: true });
    },
  });

  startListening({
    actionCreator: continuePressed,
    effect: async ({ payload: { stepRouter } }, api) => {
      const result = await runSave(stepSaveHandlerFor(stepRouter));
      if (!result.success && result.summarised) {
        api.dispatch(stepSaveFailed({ stepRouter, message: '' }));
        return;
      }
      if (!result.success) {
        api.dispatch(stepSaveFailed({ stepRouter, message: result.message || STEP_SAVE_ERROR }));
        await highlightFields();
        return;
      }
      const route = selectRoute(api.getState());
      const applicationId = route.applicationId ?? result.application_id ?? null;
      api.dispatch(stepCompleted({ stepRouter }, applicationId));
      const next = result.advance === false ? null : nextStepAfter(selectEffectiveSteps(api.getState()), stepRouter);
      if (next) navigate(fillPath({ ...route, applicationId }, next.step.router) + currentSearch());
      else if (applicationId !== route.applicationId) navigate(fillPath({ ...route, applicationId }, stepRouter) + currentSearch(), { replace: true });
    },
  });

  startListening({
    actionCreator: stepBackRequested,
    effect: ({ payload }, api) => {
      const route = selectRoute(api.getState());
      const target = payload.target ?? (route.stepRouter ? previousStepBefore(selectEffectiveSteps(api.getState()), route.stepRouter)?.step.router : undefined);
      if (target) navigate(fillPath(route, target) + currentSearch());
    },
  });

  startListening({
    actionCreator: navigateToStep,
    effect: ({ payload }, api) => {
      const route = selectRoute(api.getState());
      navigate(fillPath({ ...route, applicationId: payload.applicationId ?? route.applicationId }, payload.stepRouter) + currentSearch());
    },
  });

  // The step is saved about 0.5 s after each step change, once an application exists (spec 1§4).
  let lastSaved: string | null = null;
  startListening({
    matcher: isAnyOf(routeChanged, workflowSlice.actions.loaded),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      const route = selectRoute(state);
      const index = selectEffectiveSteps(state).findIndex((s) => s.router === route.stepRouter);
      if (index < 0 || !route.stepRouter || !route.applicationId || !selectAccessToken(state)) return;
      const key = `${route.applicationId}|${index}`;
      if (key === lastSaved) return;
      await api.delay(STEP_SAVE_DELAY_MS);
      lastSaved = key;
      const result = await api.dispatch(workflowApi.endpoints.updateStep.initiate({ step: index, step_router: route.stepRouter }));
      if ('error' in result) console.error('Failed to update State', result.error);
    },
  });

  // State restore (spec 1§4): once per application, when there is a session to ask with.
  let restoredFor: string | null = null;
  startListening({
    actionCreator: routeChanged,
    effect: async ({ payload: route }, api) => {
      if (!route.applicationId || route.applicationId === restoredFor || !selectAccessToken(api.getState())) return;
      const applicationId = route.applicationId;
      restoredFor = applicationId;
      api.dispatch(applicationStateRequested({ applicationId }));
      const { data, error } = await api.dispatch(workflowApi.endpoints.getState.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (error || !data?.success) {
        console.error('state could not be loaded', error ?? data);
        api.dispatch(applicationStateFailed({ applicationId }));
        return;
      }
      const { user, application, documents, step, step_router } = data;
      api.dispatch(stateRestored({ user, application, documents, step, step_router }));
      api.dispatch(applicationStateRestored({ applicationId }));
      const occupation = user.employment_status;
      if (!occupation) return;
      const workflow = injectedWorkflowSlice.selectSlice(api.getState());
      if (workflow.status !== 'done' || workflow.occupation !== occupation) {
        const applicationType = route.appType ?? toApplicationType(application.applicationType);
        if (!(await loadWorkflow(api, occupation, applicationType, selectRoute(api.getState()).stepRouter))) return;
      }
      const current = selectRoute(api.getState());
      if (current.applicationId !== route.applicationId) return;
      const target = restoreTarget({ steps: selectEffectiveSteps(api.getState()), saved: { step, step_router }, currentRouter: current.stepRouter, email: user.email });
      if (target) navigate(fillPath(current, target.step.router) + currentSearch(), { replace: true });
    },
  });
};
