import { configureStore } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@tenant/api-client';
import { rootReducer } from './root-reducer.js';
import type { RootState } from './root-reducer.js';

/** The shell's single store (tests build their own with the same function). */
export const createAppStore = (options: { preloadedState?: Partial<RootState>; middleware?: Middleware[] } = {}) =>
  configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    // Extra middleware (the shell's listeners) add no dispatch extensions; keep the thunk-aware typing.
    middleware: (getDefault) =>
      getDefault()
        .prepend(...(options.middleware ?? []))
        .concat(baseApi.middleware) as unknown as ReturnType<typeof getDefault>,
  });

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
