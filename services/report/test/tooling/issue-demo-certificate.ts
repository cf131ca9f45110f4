/**
 * Issues a real verification certificate for a demo applicant and prints one JSON line
 * {"token": "...", "url": "<PUBLIC_URL>/<lang>/verify-report?token=..."}.
 * Same environment as the report service (DATABASE_URL, REPORT_SIGNING_* keys, PUBLIC_URL).
 *
 *   node services/report/dist-test/test/tooling/issue-demo-certificate.js --name "Maria Rossi" [--issued-days-ago 0] [--lang en]
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Outbox, createServiceDataSource, loadServerConfig } from '@tenant/server-kit';
import { ApplicantsRepository } from '../../src/applicants/applicants.repository.js';
import { CertificatesRepository } from '../../src/certificates/certificates.repository.js';
import { CertificatesService } from '../../src/certificates/certificates.service.js';
import { TransactionRunner } from '../../src/database/transaction-runner.js';
import { reportDatabase } from '../../src/report-database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same name always maps to the same demo application, so repeated runs upsert one applicant. */
const demoApplicationId = (name: string): string => {
  const hex = createHash('sha1').update(`demo-applicant:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string', default: 'Maria Rossi' },
      'issued-days-ago': { type: 'string', default: '0' },
      lang: { type: 'string', default: 'en' },
    },
  });
  const name = values.name.trim();
  const daysAgo = Number(values['issued-days-ago']);
  if (!name || !Number.isFinite(daysAgo)) throw new Error('usage: --name "First Last" [--issued-days-ago N] [--lang en]');
  const [firstName, ...rest] = name.split(/\s+/);
  const config = loadServerConfig(process.env, { portVariable: 'REPORT_PORT', defaultPort: 4304 });

  const dataSource = await createServiceDataSource(config.databaseUrl, { ...reportDatabase, poolSize: 2 });
  try {
    const applicationId = demoApplicationId(name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
    const transactions = new TransactionRunner(dataSource, new Outbox(reportDatabase.name));
    const certificates = new CertificatesService(transactions, new CertificatesRepository(dataSource.manager), config);
    const { token } = await transactions.run(async (tx) => {
      await tx.get(ApplicantsRepository).upsert({ applicationId, firstName, lastName: rest.join(' '), email: `${slug || 'demo'}@demo.invalid`, registeredAt: new Date() });
      return certificates.issue(applicationId, new Date(Date.now() - daysAgo * DAY_MS), {}, tx);
    });
    const url = `${config.publicUrl}/${values.lang}/verify-report?token=${encodeURIComponent(token)}`;
    process.stdout.write(`${JSON.stringify({ token, url })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
