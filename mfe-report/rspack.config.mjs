import { createConfig } from '../tools/rspack/create-config.mjs';

// Exposes ./version and every src/features/<screen>/<screen>.page.tsx (tools/rspack/create-config.mjs).
export default createConfig({ dir: import.meta.dirname, name: 'mfe_report', remote: true });
