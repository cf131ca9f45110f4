import { createRoot } from 'react-dom/client';
import { fetchAppConfig } from './platform/app-config.js';
import { ShellApp } from './app/shell-app.js';
import { browserHistory, startShell } from './app/start-shell.js';
import { createFederationLoader } from './federation/federation-loader.js';
import { preloadStepScreen } from './federation/preload-screen.js';
import { rememberingLoads } from './federation/remote-loader.js';
import { withScreenTexts } from './federation/screen-texts.js';
import { fetchRemotesMap } from './federation/remotes-map.js';

const [remotes, config] = await Promise.all([fetchRemotesMap(), fetchAppConfig()]);
// Every screen but the first comes with the rest of the texts: the first screen's JS carries only its own.
const loader = rememberingLoads(withScreenTexts(createFederationLoader(remotes)));
const container = document.getElementById('root') as HTMLElement;
// A pre-rendered first screen (shell/prerender) stays until React's first commit replaces it: that
// commit must already hold the step's screen, not a spinner, so its remote module is loaded first.
const screen = preloadStepScreen(loader, globalThis.location.pathname);
const props = await startShell(browserHistory, loader, globalThis.location, config, { texts: 'first-screen' });
if (container.hasChildNodes()) await screen;
createRoot(container).render(<ShellApp {...props} />);
