import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_onboarding',
  exposes: {
    './version': './src/version.ts',
    './occupation': './src/features/occupation/occupation.page.tsx',
    './personal-details': './src/features/personal-details/personal-details.page.tsx',
    './current-address': './src/features/current-address/current-address.page.tsx',
    './additional-details': './src/features/additional-details/additional-details.page.tsx',
    './questionnaire': './src/features/questionnaire/questionnaire.page.tsx',
  },
});
