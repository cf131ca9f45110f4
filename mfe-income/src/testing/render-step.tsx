import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, stepSaveHandlerFor } from '@tenant/bus';
import { continuePressed, routeChanged, stepCompleted, stepSaveFailed } from '@tenant/contracts';
import type { RouteContext, StepSaveResult } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { initI18n } from '@tenant/i18n';
import { RemoteProviders } from './remote-providers.js';

export interface RenderedStep {
  store: ReturnType<typeof createAppStore>;
  /** every action type dispatched */
  seen: string[];
  /** what the step's save handler answered, in order (the shell's Continue contract) */
  saves: StepSaveResult[];
  location: () => string;
}

const LocationProbe = ({ onLocation }: { onLocation: (path: string) => void }) => {
  const location = useLocation();
  onLocation(location.pathname + location.search);
  return null;
};

/**
 * A remote screen inside a store, router and i18n as the shell gives it; Continue runs the registered
 * save handler as the shell's workflow engine does (success → stepCompleted, failure → stepSaveFailed).
 */
export const renderStep = async (ui: ReactElement, options: { lang?: Language; route?: Partial<RouteContext>; path?: string; before?: (store: ReturnType<typeof createAppStore>) => void } = {}): Promise<RenderedStep> => {
  const lang = options.lang ?? 'en';
  await initI18n(lang);
  const seen: string[] = [];
  const saves: StepSaveResult[] = [];
  const store = createAppStore({
    middleware: [
      (api) => (next) => (action) => {
        const typed = action as { type: string; payload?: { stepRouter: string } };
        seen.push(typed.type);
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
  let current = options.path ?? '/';
  render(
    <RemoteProviders store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <LocationProbe onLocation={(path) => (current = path)} />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </RemoteProviders>,
  );
  return { store, seen, saves, location: () => current };
};
