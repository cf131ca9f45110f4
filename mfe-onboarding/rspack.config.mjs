import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_onboarding',
  exposes: { './version': './src/version.ts', './occupation': './src/features/occupation/occupation.page.tsx' },
});
