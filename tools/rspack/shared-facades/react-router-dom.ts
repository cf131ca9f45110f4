/**
 * What the shell and the remotes may use of react-router-dom. Module Federation shares a module
 * whole (no tree-shaking across containers), so sharing the package itself would ship all of
 * react-router (~62 KB gzip) to every first page. This facade is what is shared as the
 * `react-router-dom` singleton instead: one router instance for everybody, tree-shaken to these
 * names. TypeScript and jest resolve `react-router-dom` here too, so a name missing below is a
 * type error, never a runtime surprise in another remote. Add names as screens need them.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Params, RouteObject } from 'react-router';
// The DOM router provider (flushSync-aware), as react-router-dom itself exports it.
export { RouterProvider } from 'react-router/dom';
