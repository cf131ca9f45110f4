import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, loadServerConfig, type ServerConfig } from '@tenant/server-kit';
import { IncomeModule } from '@tenant/service-income';
import { OnboardingModule } from '@tenant/service-onboarding';
import { PaymentModule } from '@tenant/service-payment';
import { ReportModule } from '@tenant/service-report';
import { API_SERVICES, type ApiService } from './service-routes.js';

const SERVICE_MODULES: Record<ApiService, Type> = { onboarding: OnboardingModule, income: IncomeModule, payment: PaymentModule, report: ReportModule };

export interface CreateApiAppOptions {
  /** Defaults to the environment (DATABASE_URL, AUTH_* and REPORT_SIGNING_* keys, SMTP_URL, PUBLIC_URL, PORT). */
  config?: ServerConfig;
  /** false silences Nest's logger (tests). */
  logger?: false;
  /** the services to compose; all four unless given (an instance of the API_LAYOUT=services layout runs one) */
  services?: readonly ApiService[];
}

/**
 * The four domain services (or those given) composed into one Nest (Express) app under /api, sharing
 * one pg-boss and one token verifier, each on its own schema. Not listening: the caller mounts static
 * files around it and listens on PORT.
 */
export async function createApiApp(options: CreateApiAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? loadServerConfig(process.env);
  const services = options.services ?? API_SERVICES;
  return createServiceApp<NestExpressApplication>(config, services.map((service) => SERVICE_MODULES[service]), {
    title: services.length === API_SERVICES.length ? 'Tenant screening API' : `${services.join(', ')} service`,
    logger: options.logger,
  });
}
