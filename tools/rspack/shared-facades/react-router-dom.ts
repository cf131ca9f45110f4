/**
 * What the shell and the remotes may use of react-router-dom. Module Federation shares a module
 * whole (no tree-shaking across containers), so sharing the package itself would ship all of
 * react-router (~62 KB gzip) to every first page. This facade is what is shared as the
 * `react-router-dom` singleton instead: one router instance for everybody, tree-shaken to these
 * names. TypeScript and jest resolve `react-router-dom` here too, so a name missing below is a
 * type error, never a runtime surprise in another remote. Add names as screens need them.
 *
 * Declarative routing only: the shell renders its route table with `useRoutes` under a history it
 * owns (`unstable_HistoryRouter`), so it can navigate from outside React. The data router
 * (`createBrowserRouter`, `RouterProvider`, `useMatches`) brought react-router's `createRouter`
 * and would cost about 17 KB gzip more on the first screen (measured by the bench). Tests render
 * routes the same way (MemoryRoutes of @tenant/bus/testing), so MemoryRouter, Routes and Route
 * (0.5 KB) are not shipped for them either.
 */
export {
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { HistoryRouterProps, Params, RouteObject } from 'react-router';
