import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { applicationDeleted, reportCompleted } from '@tenant/contracts';
import { contractDataRetentionCutoff, marketingConsentRetentionCutoff } from '@tenant/domain';
import { EventBus } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ONBOARDING_SUBSCRIBER } from '../household/invitation-mailer.service.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';

/** How often each instance sweeps (idempotent and lock-safe, so instances may overlap) and how many applications one transaction removes. */
export const CONTRACT_RETENTION_SWEEP = { intervalMs: 60 * 60 * 1000, batchSize: 100 } as const;

export interface SweepResult {
  deletedApplications: number;
  deletedApplicants: number;
}

type ReportCompleted = ReturnType<typeof reportCompleted>;

/**
 * Contract data retention (privacy policy, spec 1§9 / 2§1; rule in retention/README.md): an application
 * last active (created, a step saved, its report completed) more than CONTRACT_DATA_RETENTION_MONTHS
 * ago is removed with everything under it, and application/deleted, written in the same transaction,
 * tells every other service to remove its own copy. A person left without applications goes too,
 * unless their marketing consent still runs (MARKETING_CONSENT_RETENTION_YEARS), and then when it ends.
 */
@Injectable()
export class ContractDataRetentionService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ContractDataRetentionService.name);
  private timer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ReportCompleted>(ONBOARDING_SUBSCRIBER, reportCompleted.type, (event) => this.onReportCompleted(event));
  }

  onApplicationBootstrap(): void {
    const run = () => void this.sweep(new Date()).catch((error: Error) => this.logger.error(`contract data retention sweep failed: ${error.message}`));
    this.timer = setInterval(run, CONTRACT_RETENTION_SWEEP.intervalMs);
    this.timer.unref();
    run();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** A completed report is activity: the data behind it is kept the full period after the report (at least as long as it is valid). */
  onReportCompleted({ payload, meta }: ReportCompleted): Promise<void> {
    return this.transactions.run((tx) => tx.get(ApplicationsRepository).recordActivity(payload.applicationId, new Date(meta.occurredAt)));
  }

  /**
   * Removes every application whose retention period was over at `now` (the scheduler's clock; tests
   * pass theirs), a batch per transaction, then the people kept only for a marketing consent that ran out.
   */
  async sweep(now: Date): Promise<SweepResult> {
    const cutoff = contractDataRetentionCutoff(now);
    const consentCutoff = marketingConsentRetentionCutoff(now);
    const total: SweepResult = { deletedApplications: 0, deletedApplicants: 0 };
    for (;;) {
      const batch = await this.transactions.run(async (tx) => {
        const applications = tx.get(ApplicationsRepository);
        const expired = await applications.lockInactiveSince(cutoff, CONTRACT_RETENTION_SWEEP.batchSize);
        for (const { id } of expired) await tx.record(applicationDeleted({ applicationId: id }, id));
        // Details, household, questionnaire, declarations, invitations and identity checks go with it (ON DELETE CASCADE).
        await applications.deleteAll(expired.map(({ id }) => id));
        const owners = [...new Set(expired.map(({ applicantId }) => applicantId))];
        const deletedApplicants = await tx.get(ApplicantsRepository).forgetThoseWithoutApplications(owners, consentCutoff);
        return { deletedApplications: expired.length, deletedApplicants };
      });
      total.deletedApplications += batch.deletedApplications;
      total.deletedApplicants += batch.deletedApplicants;
      if (batch.deletedApplications < CONTRACT_RETENTION_SWEEP.batchSize) break;
    }
    total.deletedApplicants += await this.transactions.run((tx) => tx.get(ApplicantsRepository).deleteExpiredMarketingContacts(consentCutoff));
    if (total.deletedApplications) this.logger.log(`contract data retention: removed ${total.deletedApplications} applications, ${total.deletedApplicants} people`);
    return total;
  }
}
