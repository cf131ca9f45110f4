import { createSlice } from '@reduxjs/toolkit';
import type { RequestSession } from '@tenant/api-client';
import { featuresConfigured, regionChosen, regionDetected, routeChanged, sessionStarted, sessionTimedOut, sessionUnauthorized } from '@tenant/contracts';
import type { FeatureFlags, RouteContext } from '@tenant/contracts';
import { ACCESS_TOKEN_STORAGE_KEY, DEFAULT_LANGUAGE, DEFAULT_REGION } from '@tenant/domain';
import type { Region } from '@tenant/domain';

/** Extends what the base query of @tenant/api-client reads from this slice for every request. */
export interface SessionState extends RequestSession {
  route: RouteContext;
  region: Region;
  accessToken: string | null;
  features: FeatureFlags;
}

const storedToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};

export const initialRoute: RouteContext = { lang: DEFAULT_LANGUAGE, appType: null, applicationId: null, listingId: null, stepRouter: null };

/** What every request needs to know about the session: route context, region and bearer token. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ route: initialRoute, region: DEFAULT_REGION, accessToken: storedToken(), features: { occupationAutoAdvance: false } }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(routeChanged, (state, { payload }) => {
        state.route = payload;
      })
      .addCase(regionDetected, (state, { payload }) => {
        state.region = payload.region;
      })
      .addCase(regionChosen, (state, { payload }) => {
        state.region = payload.region;
      })
      .addCase(featuresConfigured, (state, { payload }) => {
        state.features = payload;
      })
      .addCase(sessionStarted, (state, { payload }) => {
        state.accessToken = payload.accessToken;
      })
      .addCase(sessionTimedOut, (state) => {
        state.accessToken = null;
      })
      .addCase(sessionUnauthorized, (state) => {
        state.accessToken = null;
      });
  },
  selectors: {
    selectRoute: (state) => state.route,
    selectLang: (state) => state.route.lang,
    selectAppType: (state) => state.route.appType,
    selectRegion: (state) => state.region,
    selectAccessToken: (state) => state.accessToken,
    selectFeatures: (state) => state.features,
  },
});

export const { selectRoute, selectLang, selectAppType, selectRegion, selectAccessToken, selectFeatures } = sessionSlice.selectors;
