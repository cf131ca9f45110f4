import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/bus';
import { applicationStateFailed, applicationStateRequested, applicationStateRestored, stateRestored } from '@tenant/contracts';

export interface LayoutState {
  /** hideNav=true|1|True was on the URL (spec 1§2), or the restored application was started so: no navigation and no footer */
  hideNav: boolean;
  /** a saved application is loading: the page shows the loading skeleton */
  applicationLoading: boolean;
}

const initialState: LayoutState = { hideNav: false, applicationLoading: false };

/** `hideNav=true`, `1` or `True` (spec 1§2). */
export const hideNavRequested = (search: string) => ['true', '1', 'True'].includes(new URLSearchParams(search).get('hideNav') ?? '');

/** What the page frame shows around the screen. */
export const layoutSlice = createSlice({
  name: 'shell/layout',
  reducerPath: 'shellLayout',
  initialState,
  reducers: {
    /** Once asked for (an embedding partner's link), the navigation stays hidden for the visit. */
    navHidden: (state) => {
      state.hideNav = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(applicationStateRequested, (state) => {
        state.applicationLoading = true;
      })
      .addCase(applicationStateRestored, (state) => {
        state.applicationLoading = false;
      })
      .addCase(applicationStateFailed, (state) => {
        state.applicationLoading = false;
      })
      // An application started embedded (hide_nav) stays so when it is continued from a link without the query.
      .addCase(stateRestored, (state, { payload }) => {
        if (payload.application.hide_nav) state.hideNav = true;
      });
  },
  selectors: {
    selectHideNav: (state) => state.hideNav,
    selectApplicationLoading: (state) => state.applicationLoading,
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    shellLayout: LayoutState;
  }
}

export const injectedLayoutSlice = layoutSlice.injectInto(rootReducer);
export const { selectHideNav, selectApplicationLoading } = injectedLayoutSlice.selectors;
