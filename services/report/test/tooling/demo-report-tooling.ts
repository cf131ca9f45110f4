/**
 * The report service's demo tooling on a small pool of its database: real verification certificates
 * for demo applicants, and fixture reports for demo sessions. The e2e journeys load it once per
 * Playwright worker (each call is then a few queries, not a Node process of its own); the two CLIs
 * beside it (issue-demo-certificate, seed-demo-report) print what it returns.
 * Same environment as the report service (DATABASE_URL, REPORT_SIGNING_* keys, PUBLIC_URL).
 */
import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { applicationAccessChanged } from '@tenant/contracts';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { REPORT_FIXTURES, type ReportFixtureName } from '@tenant/report-view/fixtures';
import { ApplicationAccessCopy, createServiceDataSource, loadServerConfig, Outbox } from '@tenant/server-kit';
import { ApplicantsRepository } from '../../src/applicants/applicants.repository.js';
import { CertificatesRepository } from '../../src/certificates/certificates.repository.js';
import { CertificatesService } from '../../src/certificates/certificates.service.js';
import { TransactionRunner } from '../../src/database/transaction-runner.js';
import { PaymentClearancesRepository } from '../../src/payment-clearance/payment-clearances.repository.js';
import { reportDatabase } from '../../src/report-database.js';
import { ReportDocumentEntity } from '../../src/reports/report-document.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead of its drafts a seeded report is dated (longer than any e2e test runs). */
const SEEDED_REPORT_LEAD_MS = 60 * 60 * 1000;

export interface DemoCertificateOptions {
  /** "First Last" */
  name: string;
  issuedDaysAgo?: number;
  lang?: string;
}

export interface DemoReportOptions {
  applicationId: string;
  applicantId: string;
  fixture?: string;
  /** stored hidden, as a draft the applicant does not see */
  hide?: boolean;
  /** content withheld */
  withheld?: boolean;
}

export interface DemoReportTooling {
  /** A real certificate token and the verification page's address for it. */
  issueCertificate(options: DemoCertificateOptions): Promise<{ token: string; url: string }>;
  /** Stores a fixture report for a demo session's application. */
  seedReport(options: DemoReportOptions): Promise<{ report_id: string }>;
  close(): Promise<void>;
}

/** The same name always maps to the same demo application, so repeated runs upsert one applicant. */
const demoApplicationId = (name: string): string => {
  const hex = createHash('sha1').update(`demo-applicant:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const REPORT_FIXTURE_NAMES = Object.keys(REPORT_FIXTURES);

/** Opens a pool of two on the report database of `env` (the service's variables), used until closed. */
export async function openDemoReportTooling(env: NodeJS.ProcessEnv): Promise<DemoReportTooling> {
  const config = loadServerConfig(env, { portVariable: 'REPORT_PORT', defaultPort: 4304 });
  const dataSource = await createServiceDataSource(config.databaseUrl, { ...reportDatabase, poolSize: 2 });
  const transactions = new TransactionRunner(dataSource, new Outbox(reportDatabase.name));
  const certificates = new CertificatesService(transactions, new CertificatesRepository(dataSource.manager), config);

  const issueCertificate: DemoReportTooling['issueCertificate'] = async ({ name: fullName, issuedDaysAgo = 0, lang = 'en' }) => {
    const name = fullName.trim();
    if (!name || !Number.isFinite(issuedDaysAgo)) throw new Error('a certificate needs a name ("First Last") and a number of days ago');
    const [firstName, ...rest] = name.split(/\s+/);
    const applicationId = demoApplicationId(name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
    const { token } = await transactions.run(async (tx) => {
      await tx.get(ApplicantsRepository).upsert({ applicationId, firstName, lastName: rest.join(' '), email: `${slug || 'demo'}@demo.invalid`, registeredAt: new Date() });
      return certificates.issue(applicationId, new Date(Date.now() - issuedDaysAgo * DAY_MS), {}, tx);
    });
    return { token, url: `${config.publicUrl}/${lang}/verify-report?token=${encodeURIComponent(token)}` };
  };

  const seedReport: DemoReportTooling['seedReport'] = async ({ applicationId, applicantId, fixture: fixtureName = 'italian-employed-renter', hide = false, withheld = false }) => {
    const fixture = REPORT_FIXTURES[fixtureName as ReportFixtureName];
    if (!fixture) throw new Error(`unknown report fixture ${fixtureName} (${REPORT_FIXTURE_NAMES.join(', ')})`);
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
    const issued = hide ? {} : { version: 1, issuedAt: now, declaredAt: now, validUntil: new Date(report.personal_details.valid_until) };
    await transactions.run(async (tx) => {
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
        hideReport: hide,
        contentWithheld: withheld,
        createdAt: new Date(now.getTime() + SEEDED_REPORT_LEAD_MS),
        ...issued,
      });
    });
    return { report_id: reportId };
  };

  return { issueCertificate, seedReport, close: () => dataSource.destroy() };
}

/** Runs one CLI: opens the tooling on the process environment, prints the answer as one JSON line, closes. */
export async function printDemoReportToolingAnswer(call: (tooling: DemoReportTooling) => Promise<unknown>): Promise<void> {
  try {
    const tooling = await openDemoReportTooling(process.env);
    try {
      process.stdout.write(`${JSON.stringify(await call(tooling))}\n`);
    } finally {
      await tooling.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
