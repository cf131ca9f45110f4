// Test helpers of the remotes: a step screen inside the store, router and i18n the shell gives it.
export { MemoryRoutes, memoryHistory, renderStep } from './render-step.js';
export type { RemoteProvidersComponent, RenderedStep, RenderStepOptions } from './render-step.js';
export { StoreAndI18n } from './store-and-i18n.js';
