import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/bus';
import { occupationChosen } from '@tenant/contracts';
import type { ApplicationType } from '@tenant/domain';

export type OccupationStage = 'intro' | 'application-type' | 'occupation';

export interface OccupationState {
  stage: OccupationStage;
  applicationType: ApplicationType | null;
  occupationRef: string | null;
  status: 'idle' | 'submitted';
}

const initialState: OccupationState = { stage: 'intro', applicationType: null, occupationRef: null, status: 'idle' };

/**
 * The occupation screen's progress, on the bus so it survives the remount when choosing mortgage
 * rewrites the URL's appType segment.
 */
const occupationSlice = createSlice({
  name: 'occupation',
  initialState,
  reducers: {
    stageEntered: (state, { payload }: PayloadAction<OccupationStage>) => {
      state.stage = payload;
    },
    applicationTypeSelected: (state, { payload }: PayloadAction<ApplicationType>) => {
      state.applicationType = payload;
    },
    occupationSelected: (state, { payload }: PayloadAction<string>) => {
      state.occupationRef = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(occupationChosen, (state, { payload }) => {
      state.occupationRef = payload.occupation;
      state.status = 'submitted';
    });
  },
  selectors: {
    selectStage: (state) => state.stage,
    selectChosenApplicationType: (state) => state.applicationType,
    selectOccupationRef: (state) => state.occupationRef,
    selectSubmitted: (state) => state.status === 'submitted',
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    occupation: OccupationState;
  }
}

export const injectedOccupationSlice = occupationSlice.injectInto(rootReducer);
export const { stageEntered, applicationTypeSelected, occupationSelected } = occupationSlice.actions;
export const { selectStage, selectChosenApplicationType, selectOccupationRef, selectSubmitted } = injectedOccupationSlice.selectors;
