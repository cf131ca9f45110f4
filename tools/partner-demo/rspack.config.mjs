import { createConfig } from '../rspack/create-config.mjs';

// A partner's host: no build-time remotes; it registers only the report remote from the product's
// /remotes.json at run time (src/report-remote.ts) and shares React with it.
export default createConfig({ dir: import.meta.dirname, name: 'partner_demo', html: true });
