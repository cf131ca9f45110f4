import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { reportCompleted } from '@tenant/contracts';
import { DeletedApplications, EventBus, Outbox } from '@tenant/server-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { buildReport } from '../computation/build-report.js';
import { isContentWithheld, pendingReasonOf } from '../computation/report-readiness.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportInputsRepository } from '../report-inputs/report-inputs.repository.js';
import { ReportsService } from '../reports/reports.service.js';

/** The pg-boss queue of report builds: data `{ applicationId }`, at most one waiting per application. */
export const BUILD_REPORT_QUEUE = 'report.build-report';
/**
 * A build waits this long after the change that asked for it, so a burst of events makes one build: the
 * events of one commit reach the report service in one relay batch within milliseconds of each other
 * (the relay and the subscriber are woken on commit, server-kit events/). Longer only delays the report:
 * every event of the journey's last step (the payment) waits it out before the report is ready.
 */
export const BUILD_COALESCE_SECONDS = 0.5;
const BUILD_JOB_EXPIRE_SECONDS = 120;
/**
 * Builds of different applications run side by side in a process (a build mostly waits on its queries;
 * one application's builds stay one at a time: its report_builds row is locked by the build and only one
 * job per application waits). One at a time, 50 applicants' builds queued behind each other for seconds.
 */
const BUILD_CONCURRENCY = 4;
const BUILD_JOB_RETRIES = 3;

interface BuildRow {
  /** bigint columns: strings */
  inputs_version: string;
  built_version: string;
  job_pending: boolean;
  report_id: string | null;
  completed_report_id: string | null;
}

/**
 * (Re)builds an application's report when its inputs change (report-inputs/README.md): a change bumps
 * the inputs' version and queues a build unless one is already waiting (coalescing a burst); the build
 * computes the report, stores it with ReportsService.store, hidden while checks run, and publishes
 * report/completed once it is ready and paid. A change during a build queues the next one. A completed
 * report is never overwritten: later changes make a new report (new id), so its certificate and PDF
 * stay those of what was checked.
 */
@Injectable()
export class ReportBuildsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly inputs: ReportInputsRepository,
    private readonly reports: ReportsService,
    private readonly outbox: Outbox,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.workJobs<{ applicationId: string }>(BUILD_REPORT_QUEUE, ({ applicationId }) => this.build(applicationId), { concurrency: BUILD_CONCURRENCY });
  }

  /** In the caller's transaction: the inputs changed; queue a build unless one is waiting. */
  async inputsChanged(manager: EntityManager, applicationId: string): Promise<void> {
    // FOR UPDATE waits for a build in progress and then reads what it left (job_pending false: queue the next build)
    const [row] = (await manager.query('SELECT job_pending FROM report_builds WHERE application_id = $1 FOR UPDATE', [applicationId])) as { job_pending: boolean }[];
    await manager.query(
      `INSERT INTO report_builds (application_id, inputs_version, job_pending) VALUES ($1, 1, true)
       ON CONFLICT (application_id) DO UPDATE SET inputs_version = report_builds.inputs_version + 1, job_pending = true`,
      [applicationId],
    );
    if (!row?.job_pending) await this.queue(manager, applicationId);
  }

  private queue(manager: EntityManager, applicationId: string): Promise<string> {
    return this.bus.sendJob(BUILD_REPORT_QUEUE, { applicationId }, manager, { startAfter: BUILD_COALESCE_SECONDS, expireInSeconds: BUILD_JOB_EXPIRE_SECONDS, retryLimit: BUILD_JOB_RETRIES });
  }

  /** application/deleted: no build bookkeeping stays (a queued job then finds nothing to do). */
  async forget(manager: EntityManager, applicationId: string): Promise<void> {
    await manager.query('DELETE FROM report_builds WHERE application_id = $1', [applicationId]);
  }

  /** The job: builds and stores the report of the inputs as they are now. Idempotent. */
  async build(applicationId: string, now: Date = new Date()): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // a job queued before the deletion stores no report (checked before any row lock, see DeletedApplications)
      if (await new DeletedApplications(manager).isDeleted(applicationId)) return;
      const [row] = (await manager.query('SELECT inputs_version, built_version, job_pending, report_id, completed_report_id FROM report_builds WHERE application_id = $1 FOR UPDATE', [applicationId])) as BuildRow[];
      // nothing changed since the last build (a job run twice: redelivered, or expired while its first run finished)
      if (!row || (row.report_id && BigInt(row.built_version) >= BigInt(row.inputs_version))) return;
      const inputs = await this.inputs.load(applicationId, manager);
      const pending = pendingReasonOf(inputs);
      // a completed report keeps what it showed: a change after completion makes a new report
      const reportId = row.report_id && row.report_id !== row.completed_report_id ? row.report_id : randomUUID();
      const report = buildReport(inputs, { reportId, generatedAt: now });
      await this.reports.store({ applicationId, report, hideReport: pending !== null, contentWithheld: isContentWithheld(inputs) }, manager);
      const complete = pending === null && inputs.payment?.cleared === true;
      if (complete) await this.outbox.record(manager, reportCompleted({ applicationId, reportId }, applicationId));
      await manager.query(
        `UPDATE report_builds SET built_version = inputs_version, job_pending = false, report_id = $2, completed_report_id = CASE WHEN $3 THEN $2::uuid ELSE completed_report_id END, built_at = $4
         WHERE application_id = $1`,
        [applicationId, reportId, complete, now],
      );
    });
  }
}
