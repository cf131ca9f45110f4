import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/bus';
import { invitationRejected, serviceUnavailable } from '@tenant/contracts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';

export interface Notice {
  id: string;
  /** a message key of the workflow namespace, or a server text shown as it is */
  message: string;
}

const upsert = (items: Notice[], notice: Notice) => [...items.filter((other) => other.id !== notice.id), notice];

/** Alerts the shell shows above any page (spec 1§4 Invitation; a call the service could not serve now, whichever screen made it). */
const noticesSlice = createSlice({
  name: 'shell/notices',
  reducerPath: 'shellNotices',
  initialState: { items: [] as Notice[] },
  reducers: {
    noticeDismissed: (state, { payload }: PayloadAction<string>) => {
      state.items = state.items.filter((notice) => notice.id !== payload);
    },
    /** A continue-later link that opens nothing (issue 22): said, and the visitor starts anew. */
    resumeLinkRejected: (state, { payload }: PayloadAction<string>) => {
      state.items = upsert(state.items, { id: 'resume-link', message: payload });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(invitationRejected, (state, { payload }) => {
        state.items = upsert(state.items, { id: 'invitation', message: payload.message });
      })
      .addCase(serviceUnavailable, (state) => {
        state.items = upsert(state.items, { id: 'service-unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
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
export const { noticeDismissed, resumeLinkRejected } = noticesSlice.actions;
export const { selectNotices } = injectedNoticesSlice.selectors;
