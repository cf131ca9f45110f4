import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'mfe_payment', exposes: { './version': './src/version.ts' } });
