import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, loadServerConfig, type ServerConfig } from '@tenant/server-kit';
import { IncomeModule } from '@tenant/service-income';
import { OnboardingModule } from '@tenant/service-onboarding';
import { PaymentModule } from '@tenant/service-payment';
import { ReportModule } from '@tenant/service-report';

export interface CreateApiAppOptions {
  /** Defaults to the environment (DATABASE_URL, AUTH_* and REPORT_SIGNING_* keys, SMTP_URL, PUBLIC_URL, PORT). */
  config?: ServerConfig;
  /** false silences Nest's logger (tests). */
  logger?: false;
}

/**
 * The four domain services composed into one Nest (Express) app under /api, sharing one pg-boss and one
 * token verifier, each on its own schema. Not listening: the caller mounts static files around it and
 * listens on PORT.
 */
export async function createApiApp(options: CreateApiAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? loadServerConfig(process.env);
  return createServiceApp<NestExpressApplication>(config, [OnboardingModule, IncomeModule, PaymentModule, ReportModule], {
    title: 'Tenant screening API',
    logger: options.logger,
  });
}
