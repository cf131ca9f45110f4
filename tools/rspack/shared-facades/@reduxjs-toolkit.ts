/**
 * What the shell, the remotes and RTK Query (inside @tenant/api-client) use of @reduxjs/toolkit,
 * shared as the `@reduxjs/toolkit` singleton instead of the whole package: a shared module is never
 * tree-shaken, so the package root would ship the entity adapter, dynamic middleware and the rest
 * that nobody calls. The names come from `@facade-source/@reduxjs/toolkit`, an alias of the
 * package's own ESM entry (a facade importing `@reduxjs/toolkit` would consume itself). jest
 * resolves the same facade, and tools/lint/src/shared-facades.spec.ts fails when the apps or RTK
 * Query import a name missing here (a consumed shared module is opaque to the bundler, so the build
 * would not). Add names as code needs them. Types keep coming from the package itself.
 */
export {
  // the apps (stores, slices, listeners)
  combineSlices,
  configureStore,
  createAction,
  createListenerMiddleware,
  createSelector,
  createSlice,
  isAnyOf,
  // RTK Query's own imports of the package (dist/query/rtk-query.modern.mjs, rtk-query-react.modern.mjs)
  SHOULD_AUTOBATCH,
  combineReducers,
  createAsyncThunk,
  createNextState,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@facade-source/@reduxjs/toolkit';
