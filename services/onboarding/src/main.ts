import 'reflect-metadata';
import { loadServerConfig } from '@tenant/server-kit';
import { createOnboardingApp } from './onboarding-app.js';

const config = loadServerConfig(process.env, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
const app = await createOnboardingApp(config);
app.enableShutdownHooks();
await app.listen(config.port);
console.log(`onboarding service on http://localhost:${config.port}/api (docs: /api/docs)`);
