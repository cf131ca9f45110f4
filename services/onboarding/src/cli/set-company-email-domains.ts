/**
 * Sets a registered company's staff e-mail domains (spec 2§6 organisation users: their applications
 * are billed to the company, no card payment) and publishes them to the payment service. The whole
 * list each time; none clears it. Same environment as the onboarding service (DATABASE_URL).
 *
 *   node services/onboarding/dist/cli/set-company-email-domains.js --company-id 2 --domain berg-hausverwaltung.de [--domain …]
 * Prints one JSON line {"companyId", "emailDomains"}.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Outbox, createServiceDataSource, loadServerConfig } from '@tenant/server-kit';
import { setCompanyEmailDomains } from '../companies/company-email-domains.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { onboardingDatabase } from '../onboarding-database.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'company-id': { type: 'string' }, domain: { type: 'string', multiple: true, default: [] } } });
  const companyId = Number(values['company-id']);
  if (!Number.isInteger(companyId) || companyId <= 0) throw new Error('usage: --company-id ID [--domain example.com …]; see the header of this file');
  const config = loadServerConfig(process.env, { portVariable: 'ONBOARDING_PORT', defaultPort: 4301 });
  const dataSource = await createServiceDataSource(config.databaseUrl, { ...onboardingDatabase, poolSize: 1 });
  try {
    const transactions = new TransactionRunner(dataSource, new Outbox(onboardingDatabase.name));
    const emailDomains = await transactions.run((tx) => setCompanyEmailDomains(tx, companyId, values.domain));
    process.stdout.write(`${JSON.stringify({ companyId, emailDomains })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
