import { createConfig } from '../tools/rspack/create-config.mjs';

// The host: no build-time remotes; /remotes.json is fetched at start and registered at runtime.
export default createConfig({ dir: import.meta.dirname, name: 'shell', html: true });
