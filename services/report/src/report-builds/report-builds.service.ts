import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { reportCompleted, type Report } from '@tenant/contracts';
import { DeletedApplications, EventBus } from '@tenant/server-kit';
import { buildReport } from '../computation/build-report.js';
import type { ReportInputs } from '../computation/inputs.js';
import { isContentWithheld, pendingReasonOf } from '../computation/report-readiness.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { ReportInputsRepository } from '../report-inputs/report-inputs.repository.js';
import type { ReportDocumentEntity } from '../reports/report-document.entity.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { reissueNeeds, sameReportContent } from '../versions/version-rule.js';
import { ReportBuildsRepository, type BuildRow } from './report-builds.repository.js';

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

/** What a build left: the report it stored last (draft or issued) and the version it issued, if any. */
interface Built {
  reportId: string;
  issuedId: string | null;
}

/**
 * (Re)builds an application's report when its inputs change (report-inputs/README.md): a change bumps
 * the inputs' version and queues a build unless one is already waiting (coalescing a burst); the build
 * computes the report, stores it (ReportDocumentsRepository.store), hidden while checks run, and issues it as
 * version 1 (report/completed) once it is ready and paid. A change during a build queues the next one.
 * An issued version is never overwritten: later changes make a draft, issued as the next version only
 * after a new declaration (README "Versions"), so a certificate and PDF stay those of what was checked.
 */
@Injectable()
export class ReportBuildsService implements OnApplicationBootstrap {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.workJobs<{ applicationId: string }>(BUILD_REPORT_QUEUE, ({ applicationId }) => this.build(applicationId), { concurrency: BUILD_CONCURRENCY });
  }

  /** In the caller's transaction: the inputs changed; queue a build unless one is waiting. */
  async inputsChanged(tx: UnitOfWork, applicationId: string): Promise<void> {
    const builds = tx.get(ReportBuildsRepository);
    // waits for a build in progress and then reads what it left (no job pending: queue the next build)
    const jobPending = await builds.lockJobPending(applicationId);
    await builds.bumpInputs(applicationId);
    if (!jobPending) await this.queue(tx, applicationId);
  }

  /** The job is queued in the transaction (pg-boss on its connection): it exists only if the change commits. */
  private queue(tx: UnitOfWork, applicationId: string): Promise<string> {
    return this.bus.sendJob(BUILD_REPORT_QUEUE, { applicationId }, tx.manager, { startAfter: BUILD_COALESCE_SECONDS, expireInSeconds: BUILD_JOB_EXPIRE_SECONDS, retryLimit: BUILD_JOB_RETRIES });
  }

  /** application/deleted: no build bookkeeping stays (a queued job then finds nothing to do). */
  async forget(tx: UnitOfWork, applicationId: string): Promise<void> {
    await tx.get(ReportBuildsRepository).delete(applicationId);
  }

  /** The job: builds and stores the report of the inputs as they are now. Idempotent. */
  async build(applicationId: string, now: Date = new Date()): Promise<void> {
    await this.transactions.run(async (tx) => {
      // a job queued before the deletion stores no report (checked before any row lock, see DeletedApplications)
      if (await tx.get(DeletedApplications).isDeleted(applicationId)) return;
      const builds = tx.get(ReportBuildsRepository);
      const row = await builds.lockForBuild(applicationId);
      // nothing changed since the last build (a job run twice: redelivered, or expired while its first run finished)
      if (!row || (row.report_id && BigInt(row.built_version) >= BigInt(row.inputs_version))) return;
      const inputs = await tx.get(ReportInputsRepository).load(applicationId);
      const issued = row.completed_report_id ? await tx.get(ReportDocumentsRepository).find(row.completed_report_id) : null;
      const built = issued ? await this.buildDraft(tx, inputs, issued, row, now) : await this.buildFirst(tx, inputs, row, now);
      await builds.recordBuilt(applicationId, built.reportId, built.issuedId ?? row.completed_report_id, now);
    });
  }

  /** Before the first issue: one report, rebuilt in place, hidden while checks run, issued as version 1 once shown and paid. */
  private async buildFirst(tx: UnitOfWork, inputs: ReportInputs, row: BuildRow, now: Date): Promise<Built> {
    const { applicationId } = inputs;
    const pending = pendingReasonOf(inputs);
    const issuing = pending === null && inputs.payment?.cleared === true;
    // version 1 is the paid report: the payment's id is its reference, on the receipt and on the report
    const reportId = (issuing && inputs.payment?.paymentId) || row.report_id || randomUUID();
    const documents = tx.get(ReportDocumentsRepository);
    if (row.report_id && row.report_id !== reportId) await documents.discardDraft(applicationId, row.report_id);
    const report = buildReport(inputs, { reportId, generatedAt: now });
    await documents.store({ applicationId, report, hideReport: pending !== null, contentWithheld: isContentWithheld(inputs) });
    if (!issuing) return { reportId, issuedId: null };
    await this.issue(tx, inputs, report, now);
    return { reportId, issuedId: reportId };
  }

  /**
   * After an issue the issued version never changes (README "Versions"): a build whose content differs
   * is a draft (one per application, rebuilt in place), issued as the next version once reissueNeeds
   * has nothing left; a build equal to the issued version leaves no draft.
   */
  private async buildDraft(tx: UnitOfWork, inputs: ReportInputs, issued: ReportDocumentEntity, row: BuildRow, now: Date): Promise<Built> {
    const { applicationId } = inputs;
    const draftId = row.report_id && row.report_id !== issued.reportId ? row.report_id : null;
    const pending = pendingReasonOf(inputs);
    const report = buildReport(inputs, { reportId: draftId ?? randomUUID(), generatedAt: now, validUntil: issued.validUntil ?? undefined });
    const documents = tx.get(ReportDocumentsRepository);
    if (sameReportContent(report, issued.report)) {
      if (draftId) await documents.discardDraft(applicationId, draftId);
      return { reportId: issued.reportId, issuedId: null };
    }
    const reportId = report.personal_details.report_id;
    await documents.store({ applicationId, report, hideReport: pending !== null, contentWithheld: isContentWithheld(inputs) });
    if (reissueNeeds(inputs, pending, issued, now).length) return { reportId, issuedId: null };
    await this.issue(tx, inputs, report, now);
    return { reportId, issuedId: reportId };
  }

  /** Issues a stored report as the application's next version and announces it (it is mailed once, with its PDF). */
  private async issue(tx: UnitOfWork, inputs: ReportInputs, report: Report, now: Date): Promise<void> {
    const reportId = report.personal_details.report_id;
    const declaredAt = inputs.veridicity ? new Date(inputs.veridicity.declaredAt) : null;
    await tx.get(ReportDocumentsRepository).issue({ applicationId: inputs.applicationId, reportId, issuedAt: now, declaredAt, validUntil: new Date(report.personal_details.valid_until) });
    await tx.record(reportCompleted({ applicationId: inputs.applicationId, reportId }, inputs.applicationId));
  }
}
