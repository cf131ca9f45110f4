import { createConfig } from '../tools/rspack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_onboarding',
  exposes: {
    './version': './src/version.ts',
    './occupation': './src/features/occupation/occupation.page.tsx',
    './sign-up': './src/features/sign-up/sign-up.page.tsx',
    './verify-email': './src/features/verify-email/verify-email.page.tsx',
    './resume-application': './src/features/resume-application/resume-application.page.tsx',
    './partner-entry-point': './src/features/partner-entry-point/partner-entry-point.page.tsx',
    './personal-details': './src/features/personal-details/personal-details.page.tsx',
    './current-address': './src/features/current-address/current-address.page.tsx',
    './additional-details': './src/features/additional-details/additional-details.page.tsx',
    './questionnaire': './src/features/questionnaire/questionnaire.page.tsx',
  },
});
