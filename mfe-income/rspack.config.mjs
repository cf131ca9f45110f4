import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'mfe_income', exposes: { './version': './src/version.ts' } });
