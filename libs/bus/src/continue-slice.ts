import { createSlice } from '@reduxjs/toolkit';
import { continuePressed, continueToggled, routeChanged, stepCompleted, stepErrorDismissed, stepSaveFailed } from '@tenant/contracts';

export interface ContinueState {
  /** step router → Continue enabled; a step not listed has Continue disabled (spec 1§4). */
  enabled: Record<string, boolean>;
  status: 'idle' | 'saving';
  /** the last save failure, shown in that step's error banner (empty when the screen lists it in its own summary) */
  error: { stepRouter: string; message: string } | null;
}

const initialState: ContinueState = { enabled: {}, status: 'idle', error: null };

/** The shared Continue button's state; its save handlers live outside the store (step-save-handlers). */
export const continueSlice = createSlice({
  name: 'continue',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(continueToggled, (state, { payload }) => {
        state.enabled[payload.stepRouter] = payload.enabled;
      })
      .addCase(continuePressed, (state) => {
        state.status = 'saving';
        state.error = null;
      })
      .addCase(stepSaveFailed, (state, { payload }) => {
        state.status = 'idle';
        state.error = payload;
      })
      .addCase(stepCompleted, (state) => {
        state.status = 'idle';
      })
      .addCase(stepErrorDismissed, (state, { payload }) => {
        if (state.error?.stepRouter === payload.stepRouter) state.error = null;
      })
      .addCase(routeChanged, (state, { payload }) => {
        if (state.error && state.error.stepRouter !== payload.stepRouter) state.error = null;
      });
  },
  selectors: {
    selectContinueEnabled: (state, stepRouter: string | null) => (stepRouter ? state.enabled[stepRouter] === true : false),
    selectContinueSaving: (state) => state.status === 'saving',
    selectStepError: (state, stepRouter: string | null) => (state.error && state.error.stepRouter === stepRouter ? state.error.message || null : null),
  },
});

export const { selectContinueEnabled, selectContinueSaving, selectStepError } = continueSlice.selectors;
