import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, selectApplicantRole, selectListingInfo } from '@tenant/bus';
import type { RootState } from '@tenant/bus';
import { occupationChosen, routeChanged } from '@tenant/contracts';
import type { RouteContext, WorkflowStep } from '@tenant/contracts';
import { INITIAL_STEP_INDEX } from '@tenant/domain';
import { applyStepSkips } from './rules/step-skips.js';

export interface WorkflowState {
  status: 'idle' | 'loading' | 'failed' | 'done';
  occupation: string | null;
  steps: WorkflowStep[];
  hiddenRoutes: string[];
  /** index of the current step in `steps`; -1 before a workflow is entered (spec 1§3) */
  stepIndex: number;
  /** the fill route the user was on when the session ended, for retry-verification */
  interruptedRoute: RouteContext | null;
}

const initialState: WorkflowState = {
  status: 'idle',
  occupation: null,
  steps: [],
  hiddenRoutes: [],
  stepIndex: INITIAL_STEP_INDEX,
  interruptedRoute: null,
};

const indexOf = (steps: WorkflowStep[], router: string | null) => (router ? steps.findIndex((s) => s.router === router) : -1);

/**
 * The workflow of the chosen occupation (spec 1§3 global state: step, step_router, workflow). Its own
 * actions are the shell's (`shell/workflow/...`), not the contract's `workflow/` events.
 */
export const workflowSlice = createSlice({
  name: 'shell/workflow',
  reducerPath: 'shellWorkflow',
  initialState,
  reducers: {
    loaded: (state, { payload }: PayloadAction<{ occupation: string; steps: WorkflowStep[]; hiddenRoutes: string[]; currentRouter: string | null }>) => {
      state.status = 'done';
      state.occupation = payload.occupation;
      state.steps = payload.steps;
      state.hiddenRoutes = payload.hiddenRoutes;
      const index = indexOf(payload.steps, payload.currentRouter);
      if (index >= 0) state.stepIndex = index;
    },
    loadFailed: (state) => {
      state.status = 'failed';
    },
    sessionInterrupted: (state, { payload }: PayloadAction<RouteContext>) => {
      if (payload.stepRouter) state.interruptedRoute = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(occupationChosen, (state, { payload }) => {
        state.status = 'loading';
        state.occupation = payload.occupation;
      })
      .addCase(routeChanged, (state, { payload }) => {
        const index = indexOf(state.steps, payload.stepRouter);
        if (index >= 0) state.stepIndex = index;
      });
  },
  selectors: {
    selectWorkflowStatus: (state) => state.status,
    selectWorkflowOccupation: (state) => state.occupation,
    selectStepIndex: (state) => state.stepIndex,
    selectInterruptedRoute: (state) => state.interruptedRoute,
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    shellWorkflow: WorkflowState;
  }
}

export const injectedWorkflowSlice = workflowSlice.injectInto(rootReducer);
export const { selectWorkflowStatus, selectWorkflowOccupation, selectStepIndex, selectInterruptedRoute } = injectedWorkflowSlice.selectors;

const selectServerSteps = (state: RootState) => injectedWorkflowSlice.selectSlice(state).steps;
const selectLanPays = (state: RootState) => Boolean(selectListingInfo(state)?.lanPays);

/** The steps as this applicant walks them: the server's skips plus guarantor and lanPays (spec 1§4). */
export const selectEffectiveSteps = createSelector([selectServerSteps, selectApplicantRole, selectLanPays], (steps, applicantRole, lanPays) =>
  applyStepSkips(steps, { applicantRole, lanPays }),
);
