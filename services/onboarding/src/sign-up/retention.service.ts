import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { applicationDeleted } from '@tenant/contracts';
import { tryTransactionLock } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { EmailCodesRepository } from '../repositories/email-codes.repository.js';
import { ResumeLinksRepository } from '../repositories/resume-links.repository.js';
import { RateLimiterService } from './rate-limiter.service.js';

/** How long data that never became an account, or stopped counting, is kept. */
export const RETENTION = {
  /** a sign-up whose e-mail was never verified: person, applications and everything under them */
  unverifiedSignupDays: 7,
  /** used or expired e-mail codes */
  spentCodeDays: 1,
  /** rate-limit events: the longest window is an hour */
  rateEventSeconds: 60 * 60,
  /** how often the housekeeping runs in each instance (one purge at a time across instances, and a purge finds nothing the last one removed) */
  intervalMs: 60 * 60 * 1000,
} as const;

export interface RetentionResult {
  deletedApplicants: number;
  deletedApplications: number;
}

/**
 * Housekeeping of personal data nobody can use (data minimisation): a sign-up never verified is
 * removed after 7 days, with application/deleted for every service holding a copy; spent codes and
 * old rate-limit events and expired continue-later links go too.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionService.name);
  private timer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly limiter: RateLimiterService,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => void this.purge().catch((error: Error) => this.logger.error(`retention run failed: ${error.message}`));
    this.timer = setInterval(run, RETENTION.intervalMs);
    this.timer.unref();
    run();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<RetentionResult> {
    const result = await this.transactions.run(async (tx) => {
      // One instance at a time: two purges at once would both find the same sign-ups and both write their application/deleted.
      if (!(await tryTransactionLock(tx.manager, 'onboarding:unverified-signup-retention'))) return { deletedApplicants: 0, deletedApplications: 0 };
      const applications = await tx.get(ApplicationsRepository).idsOfUnverifiedSignups(RETENTION.unverifiedSignupDays);
      for (const id of applications) await tx.record(applicationDeleted({ applicationId: id }, id));
      // Applications, codes, invitations and details go with the applicant (ON DELETE CASCADE).
      const deletedApplicants = await tx.get(ApplicantsRepository).deleteUnverified(RETENTION.unverifiedSignupDays);
      await tx.get(EmailCodesRepository).deleteSpent(RETENTION.spentCodeDays);
      await tx.get(ResumeLinksRepository).deleteExpired();
      return { deletedApplicants, deletedApplications: applications.length };
    });
    await this.limiter.prune(RETENTION.rateEventSeconds);
    if (result.deletedApplicants) this.logger.log(`removed ${result.deletedApplicants} unverified sign-ups (${result.deletedApplications} applications)`);
    return result;
  }
}
