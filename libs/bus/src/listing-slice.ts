import { createSlice } from '@reduxjs/toolkit';
import { listingLoaded, listingLoadFailed, listingNotFound, listingRequested } from '@tenant/contracts';
import type { Listing } from '@tenant/contracts';

export interface ListingState {
  status: 'idle' | 'loading' | 'failed' | 'done' | 'missing';
  /** the id the route named */
  listingId: string | null;
  listing: Listing | null;
}

const initialState: ListingState = { status: 'idle', listingId: null, listing: null };

/**
 * The route's listing (spec 1§3 global state: listing): partner branding, lanPays, the partner's legal
 * pages. The one copy the shell and every remote read; part of the root reducer, so a screen loaded
 * later still sees a listing loaded before it.
 */
export const listingSlice = createSlice({
  name: 'listing',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(listingRequested, (state, { payload }) => {
        state.status = 'loading';
        state.listingId = payload.listingId;
      })
      .addCase(listingLoaded, (state, { payload }) => {
        state.status = 'done';
        state.listing = payload.listing;
      })
      .addCase(listingNotFound, (state) => {
        state.status = 'missing';
        state.listing = null;
      })
      .addCase(listingLoadFailed, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectListingInfo: (state) => state.listing,
    selectListingCompany: (state) => state.listing?.company ?? null,
    selectListingStatus: (state) => state.status,
    selectRequestedListingId: (state) => state.listingId,
  },
});

export const { selectListingInfo, selectListingCompany, selectListingStatus, selectRequestedListingId } = listingSlice.selectors;
