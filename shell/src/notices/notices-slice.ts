import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/bus';
import { invitationRejected } from '@tenant/contracts';

export interface Notice {
  id: string;
  /** a message key of the workflow namespace, or a server text shown as it is */
  message: string;
}

/** Alerts the shell shows above any page (spec 1§4 Invitation). */
const noticesSlice = createSlice({
  name: 'shell/notices',
  reducerPath: 'shellNotices',
  initialState: { items: [] as Notice[] },
  reducers: {
    noticeDismissed: (state, { payload }: PayloadAction<string>) => {
      state.items = state.items.filter((notice) => notice.id !== payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(invitationRejected, (state, { payload }) => {
      state.items = [...state.items.filter((notice) => notice.id !== 'invitation'), { id: 'invitation', message: payload.message }];
    });
  },
  selectors: {
    selectNotices: (state) => state.items,
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    shellNotices: { items: Notice[] };
  }
}

export const injectedNoticesSlice = noticesSlice.injectInto(rootReducer);
export const { noticeDismissed } = noticesSlice.actions;
export const { selectNotices } = injectedNoticesSlice.selectors;
