import { createSlice } from '@reduxjs/toolkit';
import { rootReducer, selectListingStatus } from '@tenant/bus';
import type { RootState } from '@tenant/bus';
import { listingRequested } from '@tenant/contracts';

export interface ListingAlertState {
  /** the applicant closed the missing-listing alert */
  dismissed: boolean;
}

/** The shell's missing-listing alert (spec 1§8); the listing itself is the bus's listing slice. */
const listingAlertSlice = createSlice({
  name: 'shell/listingAlert',
  reducerPath: 'shellListingAlert',
  initialState: { dismissed: false } as ListingAlertState,
  reducers: {
    dismissed: (state) => {
      state.dismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(listingRequested, (state) => {
      state.dismissed = false;
    });
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    shellListingAlert: ListingAlertState;
  }
}

const injectedListingAlertSlice = listingAlertSlice.injectInto(rootReducer);
export const { dismissed: missingListingAlertDismissed } = listingAlertSlice.actions;

export const selectMissingListingAlert = (state: RootState) => selectListingStatus(state) === 'missing' && !injectedListingAlertSlice.selectSlice(state).dismissed;
