import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_report',
  exposes: { './version': './src/version.ts', './report-verification': './src/features/report-verification/report-verification.page.tsx' },
});
