// Built by shell/prerender/prerender.mjs (not by the shell's own build) and run in a jsdom window at
// build time: the shell's real start and first commit of a fill step, with the remote's screen
// module handed in by that build (from the remote's source) instead of loaded through federation. What React commits first in the
// browser (shell/src/bootstrap.tsx waits for the step's module) is the same markup, so it replaces
// the pre-rendered HTML without a layout shift.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ShellApp } from '../app/shell-app.js';
import { browserHistory, startShell } from '../app/start-shell.js';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { DEFAULT_APP_CONFIG } from '../platform/app-config.js';

/** A loader that has the given modules (by remote module id, `mfe_onboarding/occupation`) and no other. */
const loaderOf = (modules: Record<string, unknown>): RemoteLoader => ({
  remotes: {},
  loadModule: (id) => (id in modules ? Promise.resolve(modules[id]) : Promise.reject(new Error(`${id} is not pre-rendered`))),
  loaded: (id) => modules[id],
});

export interface FirstScreen {
  /** the children of #root after the first commit */
  html: string;
  /** the style elements the components injected into the head */
  styles: string;
  /** attributes the shell set on <html> (lang, the theme's custom properties) */
  htmlAttributes: Record<string, string>;
}

/** Renders the page at the jsdom window's URL, as the shell's first commit in the browser would. */
export const renderFirstScreen = async (modules: Record<string, unknown>): Promise<FirstScreen> => {
  const props = await startShell(browserHistory, loaderOf(modules), globalThis.location, DEFAULT_APP_CONFIG, {
    locateCountry: async () => null,
    redirectTo: () => undefined,
  });
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  flushSync(() => root.render(<ShellApp {...props} />));
  // A select's value is a property, not markup: the HTML marks the chosen option instead.
  for (const select of container.querySelectorAll('select')) {
    for (const option of select.options) option.toggleAttribute('selected', option.value === select.value);
  }
  const html = container.innerHTML;
  root.unmount();
  return {
    html,
    styles: [...document.head.querySelectorAll('style')].map((style) => style.outerHTML).join('\n'),
    htmlAttributes: Object.fromEntries([...document.documentElement.attributes].map((attribute) => [attribute.name, attribute.value])),
  };
};
