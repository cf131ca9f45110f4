import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { fetchAppConfig } from './platform/app-config.js';
import { ShellApp } from './app/shell-app.js';
import { startShell } from './app/start-shell.js';
import { createFederationLoader } from './federation/federation-loader.js';
import { fetchRemotesMap } from './federation/remotes-map.js';

const [remotes, config] = await Promise.all([fetchRemotesMap(), fetchAppConfig()]);
const props = await startShell((routes) => createBrowserRouter(routes), createFederationLoader(remotes), globalThis.location, config);
createRoot(document.getElementById('root') as HTMLElement).render(<ShellApp {...props} />);
