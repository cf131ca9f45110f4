import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicantRegistered, applicationDeleted } from '@tenant/contracts';
import { DeletedApplications, EventBus, inTransactionUnlessApplicationDeleted } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import type { ReportApplicantEntity } from './applicant.entity.js';
import { ApplicantsRepository, type ApplicantRecord } from './applicants.repository.js';

export type { ApplicantRecord } from './applicants.repository.js';

export const REPORT_SUBSCRIBER = 'report';

type ApplicantRegistered = ReturnType<typeof applicantRegistered>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;

/** Keeps the report's copy of applicants up to date from applicant/registered and application/deleted. */
@Injectable()
export class ApplicantsReadModelService implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly applicants: ApplicantsRepository,
    /** required: without the bus the read model would silently miss events */
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ApplicantRegistered>(REPORT_SUBSCRIBER, applicantRegistered.type, (event) => this.onApplicantRegistered(event));
    await this.bus.subscribe<ApplicationDeleted>(REPORT_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  /** Idempotent: events are delivered at least once; one arriving after its application was deleted is dropped. */
  async onApplicantRegistered(event: ApplicantRegistered): Promise<void> {
    const { applicationId, firstName, lastName, email, lang } = event.payload;
    await inTransactionUnlessApplicationDeleted(this.transactions, applicationId, (tx) =>
      tx.get(ApplicantsRepository).upsert({ applicationId, firstName, lastName, email, lang: lang ?? null, registeredAt: new Date(event.meta.occurredAt) }),
    );
  }

  /** A deleted application leaves no personal data behind here either. Idempotent. */
  async onApplicationDeleted(event: ApplicationDeleted): Promise<void> {
    await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(event.payload.applicationId);
      await tx.get(ApplicantsRepository).delete(event.payload.applicationId);
    });
  }

  /** Records an applicant as a registration would (demo tooling and tests), in a transaction of its own. */
  upsert(applicant: ApplicantRecord): Promise<void> {
    return this.transactions.run((tx) => tx.get(ApplicantsRepository).upsert(applicant));
  }

  find(applicationId: string): Promise<ReportApplicantEntity | null> {
    return this.applicants.find(applicationId);
  }
}
