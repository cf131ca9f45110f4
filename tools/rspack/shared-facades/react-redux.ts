/**
 * What the shell, the remotes and RTK Query's React hooks (inside @tenant/api-client) use of
 * react-redux, shared as the `react-redux` singleton instead of the whole package (connect() and
 * its helpers are never used; a shared module is never tree-shaken). The names come from
 * `@facade-source/react-redux`, an alias of the package's own ESM entry. jest resolves the same
 * facade and tools/lint/src/shared-facades.spec.ts fails when code imports a name missing here.
 */
export {
  // the apps
  Provider,
  useDispatch,
  useSelector,
  // RTK Query's own imports of the package (dist/query/react/rtk-query-react.modern.mjs)
  ReactReduxContext,
  batch,
  shallowEqual,
  useStore,
} from '@facade-source/react-redux';
