import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@tenant/api-client';
import { applicationSlice } from './application-slice.js';
import { continueSlice } from './continue-slice.js';
import { listingSlice } from './listing-slice.js';
import { sessionSlice } from './session-slice.js';

/** Slices a remote injects when it loads; remotes extend this interface by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The bus's root reducer, shared by the shell's store and every remote (a federation singleton):
 * remotes add their slices with `rootReducer.inject(slice)` or `slice.injectInto(rootReducer)`.
 */
export const rootReducer = combineSlices(baseApi, sessionSlice, applicationSlice, continueSlice, listingSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
