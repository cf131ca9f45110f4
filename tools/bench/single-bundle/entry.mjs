// The Occupation screen as one bundle without federation: the shell's own start-up, store, routes
// and page frame, with the remote screen imported statically instead of loaded at runtime. Only the
// federation runtime and the remotes map differ from the federated build.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from '../../../shell/src/app/shell-app.js';
import { browserHistory, startShell } from '../../../shell/src/app/start-shell.js';
import * as occupation from '../../../mfe-onboarding/src/features/occupation/occupation.page.js';

const modules = { 'mfe_onboarding/occupation': occupation };

/** The RemoteLoader contract served from static imports. */
const staticLoader = {
  remotes: { mfe_onboarding: 'static' },
  loadModule: async (id) => {
    if (!(id in modules)) throw new Error(`${id} is not part of the single bundle`);
    return modules[id];
  },
};

const start = async () => {
  const props = await startShell(browserHistory, staticLoader, globalThis.location);
  createRoot(document.getElementById('root')).render(createElement(ShellApp, props));
};

void start();
