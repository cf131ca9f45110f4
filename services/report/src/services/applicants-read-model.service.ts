import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicantRegistered, applicationDeleted } from '@tenant/contracts';
import { DeletedApplications, EventBus, unlessApplicationDeleted } from '@tenant/server-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { ReportApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicantsRepository, type ApplicantRecord } from '../repositories/applicants.repository.js';
import { REPORT_DATABASE } from '../report-database.js';

export type { ApplicantRecord } from '../repositories/applicants.repository.js';

export const REPORT_SUBSCRIBER = 'report';

type ApplicantRegistered = ReturnType<typeof applicantRegistered>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;

/** Keeps the report's copy of applicants up to date from applicant/registered and application/deleted. */
@Injectable()
export class ApplicantsReadModelService implements OnModuleInit {
  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
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
    await unlessApplicationDeleted(this.dataSource, applicationId, (manager) =>
      this.upsert({ applicationId, firstName, lastName, email, lang: lang ?? null, registeredAt: new Date(event.meta.occurredAt) }, manager),
    );
  }

  /** A deleted application leaves no personal data behind here either. Idempotent. */
  async onApplicationDeleted(event: ApplicationDeleted): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await new DeletedApplications(manager).record(event.payload.applicationId);
      await this.applicants.delete(event.payload.applicationId, manager);
    });
  }

  upsert(applicant: ApplicantRecord, manager?: EntityManager): Promise<void> {
    return this.applicants.upsert(applicant, manager);
  }

  find(applicationId: string): Promise<ReportApplicantEntity | null> {
    return this.applicants.find(applicationId);
  }
}
