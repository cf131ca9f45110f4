import { Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicantRegistered, applicationDeleted } from '@tenant/contracts';
import { EventBus } from '@tenant/server-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { ReportApplicantEntity } from '../entities/applicant.entity.js';
import { REPORT_DATABASE } from '../report-database.js';

export const REPORT_SUBSCRIBER = 'report';

export interface ApplicantRecord {
  applicationId: string;
  firstName: string;
  lastName: string;
  email: string;
  registeredAt: Date;
}

type ApplicantRegistered = ReturnType<typeof applicantRegistered>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;

/** Keeps the report's copy of applicants up to date from applicant/registered and application/deleted. */
@Injectable()
export class ApplicantsReadModelService implements OnModuleInit {
  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    /** absent in the CLI, which only writes */
    @Optional() private readonly bus?: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus?.subscribe<ApplicantRegistered>(REPORT_SUBSCRIBER, applicantRegistered.type, (event) => this.onApplicantRegistered(event));
    await this.bus?.subscribe<ApplicationDeleted>(REPORT_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  /** Idempotent: events are delivered at least once. */
  async onApplicantRegistered(event: ApplicantRegistered): Promise<void> {
    const { applicationId, firstName, lastName, email } = event.payload;
    await this.upsert({ applicationId, firstName, lastName, email, registeredAt: new Date(event.meta.occurredAt) });
  }

  /** A deleted application leaves no personal data behind here either. Idempotent. */
  async onApplicationDeleted(event: ApplicationDeleted): Promise<void> {
    await this.dataSource.getRepository(ReportApplicantEntity).delete({ applicationId: event.payload.applicationId });
  }

  async upsert(applicant: ApplicantRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReportApplicantEntity)
      .values(applicant)
      .orUpdate(['first_name', 'last_name', 'email', 'registered_at', 'updated_at'], ['application_id'])
      .execute();
  }

  find(applicationId: string): Promise<ReportApplicantEntity | null> {
    return this.dataSource.getRepository(ReportApplicantEntity).findOneBy({ applicationId });
  }
}
