import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ReportApplicantEntity } from '../entities/applicant.entity.js';
import { REPORT_DATABASE } from '../report-database.js';

export interface ApplicantRecord {
  applicationId: string;
  firstName: string;
  lastName: string;
  email: string;
  lang?: string | null;
  registeredAt: Date;
}

/** Queries on the report's copy of applicants. */
@Injectable()
export class ApplicantsRepository {
  constructor(@InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource) {}

  async upsert(applicant: ApplicantRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReportApplicantEntity)
      .values({ ...applicant, lang: applicant.lang ?? null })
      .orUpdate(['first_name', 'last_name', 'email', 'lang', 'registered_at', 'updated_at'], ['application_id'])
      .execute();
  }

  find(applicationId: string, manager: EntityManager = this.dataSource.manager): Promise<ReportApplicantEntity | null> {
    return manager.findOneBy(ReportApplicantEntity, { applicationId });
  }

  async delete(applicationId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(ReportApplicantEntity).delete({ applicationId });
  }
}
