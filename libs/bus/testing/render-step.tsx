import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import type { HistoryRouterProps, RouteObject } from 'react-router-dom';
import { continuePressed, routeChanged, stepCompleted, stepSaveFailed } from '@tenant/contracts';
import type { RouteContext, StepSaveResult } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { initI18n } from '@tenant/i18n';
import { stepSaveHandlerFor } from '../src/step-save-handlers.js';
import { createAppStore } from '../src/store.js';
import type { AppStore } from '../src/store.js';

/** What a remote puts around its screens in tests, as the shell does (store, i18n, the remote's contexts). */
export type RemoteProvidersComponent = ComponentType<{ store: AppStore; children: ReactNode }>;

export interface RenderStepOptions {
  lang?: Language;
  route?: Partial<RouteContext>;
  path?: string;
  /** the route pattern the screen is mounted at, for its params (default '*') */
  pattern?: string;
  before?: (store: AppStore) => void;
}

export interface RenderedStep {
  store: AppStore;
  /** every action type dispatched */
  seen: string[];
  /** every action dispatched, payload included */
  dispatched: { type: string; payload?: unknown }[];
  /** what the step's save handler answered, in order (the shell's Continue contract) */
  saves: StepSaveResult[];
  location: () => string;
}

/** A memory history at a path, which the router follows on push and replace too (v5Compat). */
export const memoryHistory = (path: string) => createMemoryHistory({ initialEntries: [path], v5Compat: true });

const RouteTable = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);

/**
 * Routes under a history, as the shell renders its screens (its useRoutes under its own history): the
 * shared router facade names no MemoryRouter or <Routes>, which no screen uses.
 */
export const MemoryRoutes = ({ history, routes }: { history: HistoryRouterProps['history']; routes: RouteObject[] }) => (
  <HistoryRouter history={history}>
    <RouteTable routes={routes} />
  </HistoryRouter>
);

/** Where a screen mounted at a pattern navigates away to: nothing, as in the shell another screen would show. */
const ELSEWHERE: RouteObject[] = [{ path: '*', element: null }];

/**
 * A remote screen inside a store, router and i18n as the shell gives it; Continue runs the registered
 * save handler as the shell's workflow engine does (success → stepCompleted, failure → stepSaveFailed).
 */
export const renderStep = async (ui: ReactElement, providers: RemoteProvidersComponent, options: RenderStepOptions = {}): Promise<RenderedStep> => {
  const lang = options.lang ?? 'en';
  await initI18n(lang);
  const seen: string[] = [];
  const dispatched: { type: string; payload?: unknown }[] = [];
  const saves: StepSaveResult[] = [];
  const store = createAppStore({
    middleware: [
      (api) => (next) => (action) => {
        const typed = action as { type: string; payload?: { stepRouter: string } };
        seen.push(typed.type);
        dispatched.push(typed);
        const result = next(action);
        if (continuePressed.match(action)) {
          const { stepRouter } = action.payload;
          void (stepSaveHandlerFor(stepRouter)?.() ?? Promise.resolve({ success: true }))
            .catch((error: unknown) => ({ success: false, message: error instanceof Error ? error.message : 'Error' }))
            .then((answer: StepSaveResult) => {
              saves.push(answer);
              api.dispatch(answer.success ? stepCompleted({ stepRouter }, answer.application_id ?? null) : stepSaveFailed({ stepRouter, message: answer.message ?? 'Error' }));
            });
        }
        return result;
      },
    ],
  });
  store.dispatch(routeChanged({ lang, appType: null, applicationId: null, listingId: null, stepRouter: null, ...options.route }));
  options.before?.(store);
  const history = memoryHistory(options.path ?? '/');
  const RemoteProviders = providers;
  render(
    <RemoteProviders store={store}>
      <MemoryRoutes history={history} routes={[{ path: options.pattern ?? '*', element: ui }, ...(options.pattern ? ELSEWHERE : [])]} />
    </RemoteProviders>,
  );
  return { store, seen, dispatched, saves, location: () => history.location.pathname + history.location.search };
};
