import { createSlice } from '@reduxjs/toolkit';
import { listingLoaded, listingNotFound } from '@tenant/contracts';
import type { Listing } from '@tenant/contracts';

/**
 * The route's listing as every remote may read it (spec 1§3 global state: listing), kept from the
 * shell's listing/loaded events. Part of the root reducer, so a screen loaded later still sees a
 * listing loaded before it.
 */
export const listingInfoSlice = createSlice({
  name: 'listingInfo',
  initialState: { listing: null as Listing | null },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(listingLoaded, (state, { payload }) => {
        state.listing = payload.listing;
      })
      .addCase(listingNotFound, (state) => {
        state.listing = null;
      });
  },
  selectors: {
    selectListingInfo: (state) => state.listing,
  },
});

export const { selectListingInfo } = listingInfoSlice.selectors;
