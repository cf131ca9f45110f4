import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/api-client';
import { listingLoaded } from '@tenant/contracts';

export interface SignUpState {
  /** the listing's partner: two partners use their own terms and privacy pages (spec 1§2 Sign-up) */
  partnerUuid: string | null;
}

const signUpSlice = createSlice({
  name: 'signUp',
  initialState: { partnerUuid: null } as SignUpState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(listingLoaded, (state, { payload }) => {
      state.partnerUuid = payload.listing.company?.partnerUuid ?? null;
    });
  },
  selectors: { selectPartnerUuid: (state) => state.partnerUuid },
});

declare module '@tenant/api-client' {
  export interface LazyLoadedSlices {
    signUp: SignUpState;
  }
}

export const injectedSignUpSlice = signUpSlice.injectInto(rootReducer);
export const { selectPartnerUuid } = injectedSignUpSlice.selectors;
