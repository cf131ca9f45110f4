import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { RequestSession } from '@tenant/api-client';
import { featuresConfigured, listingLoaded, regionChosen, regionDetected, routeChanged, sessionRestored, sessionStarted, sessionTimedOut, sessionUnauthorized } from '@tenant/contracts';
import type { FeatureFlags, RouteContext } from '@tenant/contracts';
import { DEFAULT_LANGUAGE, DEFAULT_REGION, regionOfCountry } from '@tenant/domain';
import type { Region } from '@tenant/domain';

/** Extends what the base query of @tenant/api-client reads from this slice for every request. */
export interface SessionState extends RequestSession {
  route: RouteContext;
  region: Region;
  /** the listing's country set the market: the host, the IP location or a remembered choice no longer do */
  regionFromListing: boolean;
  accessToken: string | null;
  features: FeatureFlags;
}

export const initialRoute: RouteContext = { lang: DEFAULT_LANGUAGE, appType: null, applicationId: null, listingId: null, stepRouter: null };

const initialState: SessionState = { route: initialRoute, region: DEFAULT_REGION, regionFromListing: false, accessToken: null, features: { occupationAutoAdvance: false } };

/**
 * What every request needs to know about the session: route context, region and bearer token. Pure:
 * the shell reads a stored token once at start and dispatches sessionRestored.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(routeChanged, (state, { payload }) => {
        state.route = payload;
      })
      .addCase(regionDetected, (state, { payload }) => {
        if (!state.regionFromListing) state.region = payload.region;
      })
      // The property's country decides the market (issue 22): a Munich listing is German from an Italian IP too.
      .addCase(listingLoaded, (state, { payload }) => {
        const region = regionOfCountry(payload.listing.country);
        if (!region) return;
        state.region = region;
        state.regionFromListing = true;
      })
      .addCase(regionChosen, (state, { payload }) => {
        state.region = payload.region;
      })
      .addCase(featuresConfigured, (state, { payload }) => {
        state.features = payload;
      })
      .addCase(sessionTimedOut, (state) => {
        state.accessToken = null;
      })
      .addCase(sessionUnauthorized, (state) => {
        state.accessToken = null;
      })
      .addMatcher(isAnyOf(sessionStarted, sessionRestored), (state, { payload }) => {
        state.accessToken = payload.accessToken;
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
