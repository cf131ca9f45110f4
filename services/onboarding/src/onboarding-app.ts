import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ServerKitModule, configureHttpApp, type ServerConfig } from '@tenant/server-kit';
import { OnboardingModule } from './onboarding.module.js';

@Module({})
class OnboardingAppModule {}

/** The onboarding service as its own HTTP app (not listening yet). */
export async function createOnboardingApp(config: ServerConfig, options: { logger?: false } = {}): Promise<INestApplication> {
  const app = await NestFactory.create(
    { module: OnboardingAppModule, imports: [ServerKitModule.forRoot(config), OnboardingModule] },
    { logger: options.logger },
  );
  return configureHttpApp(app, { title: 'Onboarding service' });
}
