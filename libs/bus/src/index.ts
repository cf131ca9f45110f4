// The event bus every front end shares (DESIGN §3): the root reducer with the cross-remote slices,
// the store factory and the shared Continue button's contract. HTTP lives in @tenant/api-client.
// The store's shape is part of the contract a remote is built for (CONTRACT_SEMVER of @tenant/contracts).
export { CONTRACT_SEMVER } from '@tenant/contracts';
export { rootReducer } from './root-reducer.js';
export type { LazyLoadedSlices, RootState } from './root-reducer.js';
export { createAppStore } from './store.js';
export type { AppDispatch, AppStore } from './store.js';
export { initialRoute, selectAccessToken, selectAppType, selectFeatures, selectLang, selectRegion, selectRoute, sessionSlice } from './session-slice.js';
export type { SessionState } from './session-slice.js';
export { applicationSlice, selectApplicantRole, selectApplicationInfo, selectDocuments, selectUser } from './application-slice.js';
export { listingSlice, selectListingCompany, selectListingInfo, selectListingStatus, selectRequestedListingId } from './listing-slice.js';
export type { ListingState } from './listing-slice.js';
export { continueSlice, selectContinueEnabled, selectContinueSaving, selectStepError } from './continue-slice.js';
export type { ContinueState } from './continue-slice.js';
export { stepSaveHandlerFor } from './step-save-handlers.js';
export type { StepSaveHandler } from './step-save-handlers.js';
export { useStepContinue } from './use-step-continue.js';
