/**
 * Stores a report for an application of a demo session, so the result step has something to show,
 * and prints one JSON line {"report_id": "..."}. The application's owner is given access as
 * application/accessChanged would, and the application counts as paid; the applicant is named as the fixture says.
 * Same environment as the report service (DATABASE_URL).
 *
 *   node services/report/dist-test/test/tooling/seed-demo-report.js --application-id ID --applicant-id ID \
 *     [--fixture italian-employed-renter] [--hide] [--withheld]
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { REPORT_FIXTURES, type ReportFixtureName } from '@tenant/report-view/fixtures';
import { applicationAccessChanged } from '@tenant/contracts';
import { ApplicationAccessCopy, createServiceDataSource, loadServerConfig, Outbox } from '@tenant/server-kit';
import { ApplicantsRepository } from '../../src/applicants/applicants.repository.js';
import { TransactionRunner } from '../../src/database/transaction-runner.js';
import { PaymentClearancesRepository } from '../../src/payment-clearance/payment-clearances.repository.js';
import { reportDatabase } from '../../src/report-database.js';
import { ReportDocumentEntity } from '../../src/reports/report-document.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead of its drafts a seeded report is dated (longer than any e2e test runs). */
const SEEDED_REPORT_LEAD_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'application-id': { type: 'string' },
      'applicant-id': { type: 'string' },
      fixture: { type: 'string', default: 'italian-employed-renter' },
      hide: { type: 'boolean', default: false },
      withheld: { type: 'boolean', default: false },
    },
  });
  const applicationId = values['application-id'];
  const applicantId = values['applicant-id'];
  const fixture = REPORT_FIXTURES[values.fixture as ReportFixtureName];
  if (!applicationId || !applicantId || !fixture) throw new Error(`usage: --application-id ID --applicant-id ID [--fixture ${Object.keys(REPORT_FIXTURES).join('|')}]`);
  const config = loadServerConfig(process.env, { portVariable: 'REPORT_PORT', defaultPort: 4304 });
  const dataSource = await createServiceDataSource(config.databaseUrl, { ...reportDatabase, poolSize: 2 });
  try {
    const now = new Date();
    const reportId = randomUUID();
    const report = {
      ...fixture,
      personal_details: {
        ...fixture.personal_details,
        report_id: reportId,
        generated_on: now.toISOString(),
        valid_until: new Date(now.getTime() + REPORT_VALIDITY_DAYS * DAY_MS).toISOString(),
      },
    };
    const [firstName, ...rest] = report.personal_details.name.split(' ');
    // The demo session's own events make the report job build a (hidden) draft from its few inputs a
    // couple of seconds later; the seeded report is dated after any such draft so it stays the latest,
    // and one that is shown is an issued version 1 (README "Versions": only issued versions are printed).
    const issued = values.hide ? {} : { version: 1, issuedAt: now, declaredAt: now, validUntil: new Date(report.personal_details.valid_until) };
    await new TransactionRunner(dataSource, new Outbox(reportDatabase.name)).run(async (tx) => {
      // The owner as application/accessChanged would give access, now.
      await tx.get(ApplicationAccessCopy).apply(applicationAccessChanged({ applicationId, ownerApplicantId: applicantId, invitedEmails: [] }, applicationId));
      // A finished report is a paid one: the result step would otherwise answer 402 (payment-clearance).
      await tx.get(PaymentClearancesRepository).save({ applicationId, cleared: true, reason: 'paid', changedAt: now });
      await tx.get(ApplicantsRepository).upsert({ applicationId, firstName, lastName: rest.join(' '), email: report.personal_details.email, registeredAt: now });
      // a row as the build writes it, dated ahead (the repository stores only what a build computes)
      await tx.manager.insert(ReportDocumentEntity, {
        reportId,
        applicationId,
        report,
        hideReport: values.hide,
        contentWithheld: values.withheld,
        createdAt: new Date(now.getTime() + SEEDED_REPORT_LEAD_MS),
        ...issued,
      });
    });
    process.stdout.write(`${JSON.stringify({ report_id: reportId })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
