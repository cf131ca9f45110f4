import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/bus';
import { listingLoaded, listingNotFound } from '@tenant/contracts';
import type { Listing } from '@tenant/contracts';

export interface ListingState {
  status: 'idle' | 'loading' | 'failed' | 'done' | 'missing';
  /** the id the route named */
  listingId: string | null;
  listing: Listing | null;
  /** the applicant closed the missing-listing alert */
  alertDismissed: boolean;
}

const initialState: ListingState = { status: 'idle', listingId: null, listing: null, alertDismissed: false };

/** The listing of the route (spec 1§3 global state: listing): partner branding and lanPays. */
export const listingSlice = createSlice({
  name: 'listing',
  initialState,
  reducers: {
    requested: (state, { payload }: PayloadAction<{ listingId: string }>) => {
      state.status = 'loading';
      state.listingId = payload.listingId;
      state.alertDismissed = false;
    },
    loadFailed: (state) => {
      state.status = 'failed';
    },
    alertDismissed: (state) => {
      state.alertDismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(listingLoaded, (state, { payload }) => {
        state.status = 'done';
        state.listing = payload.listing;
      })
      .addCase(listingNotFound, (state) => {
        state.status = 'missing';
        state.listing = null;
      });
  },
  selectors: {
    selectListing: (state) => state.listing,
    selectListingCompany: (state) => state.listing?.company ?? null,
    selectListingStatus: (state) => state.status,
    selectMissingListingAlert: (state) => state.status === 'missing' && !state.alertDismissed,
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    listing: ListingState;
  }
}

export const injectedListingSlice = listingSlice.injectInto(rootReducer);
export const { selectListing, selectListingCompany, selectListingStatus, selectMissingListingAlert } = injectedListingSlice.selectors;
