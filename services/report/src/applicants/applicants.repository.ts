import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportApplicantEntity } from './applicant.entity.js';

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
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  async upsert(applicant: ApplicantRecord): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(ReportApplicantEntity)
      .values({ ...applicant, lang: applicant.lang ?? null })
      .orUpdate(['first_name', 'last_name', 'email', 'lang', 'registered_at', 'updated_at'], ['application_id'])
      .execute();
  }

  find(applicationId: string): Promise<ReportApplicantEntity | null> {
    return this.manager.findOneBy(ReportApplicantEntity, { applicationId });
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.delete(ReportApplicantEntity, { applicationId });
  }
}
