import { runStandaloneService } from '@tenant/server-kit';
import { OnboardingModule } from './onboarding.module.js';

await runStandaloneService('onboarding', OnboardingModule, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
