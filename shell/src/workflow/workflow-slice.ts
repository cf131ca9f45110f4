import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { occupationChosen } from '@tenant/contracts';
import type { WorkflowStep } from '@tenant/contracts';
import { INITIAL_STEP_INDEX } from '@tenant/domain';

export interface WorkflowState {
  status: 'idle' | 'loading' | 'failed' | 'done';
  occupation: string | null;
  steps: WorkflowStep[];
  hiddenRoutes: string[];
  stepIndex: number;
}

const initialState: WorkflowState = { status: 'idle', occupation: null, steps: [], hiddenRoutes: [], stepIndex: INITIAL_STEP_INDEX };

/** The workflow of the chosen occupation (spec 1§3 global state: step, workflow). */
export const workflowSlice = createSlice({
  name: 'workflow',
  initialState,
  reducers: {
    loaded: (state, { payload }: PayloadAction<{ steps: WorkflowStep[]; hiddenRoutes: string[]; stepIndex: number }>) => {
      state.status = 'done';
      state.steps = payload.steps;
      state.hiddenRoutes = payload.hiddenRoutes;
      state.stepIndex = payload.stepIndex;
    },
    loadFailed: (state) => {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(occupationChosen, (state, { payload }) => {
      state.status = 'loading';
      state.occupation = payload.occupation;
    });
  },
  selectors: {
    selectWorkflowStatus: (state) => state.status,
  },
});

/** The first step after `from` that is not flagged skip (spec 1§4 Continue button). */
export const nextStepAfter = (steps: WorkflowStep[], from: string): { step: WorkflowStep; index: number } | null => {
  const start = steps.findIndex((s) => s.router === from);
  for (let index = start + 1; index < steps.length; index += 1) {
    if (!steps[index].skip) return { step: steps[index], index };
  }
  return null;
};
