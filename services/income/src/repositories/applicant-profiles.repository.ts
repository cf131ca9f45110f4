import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ApplicantProfileEntity } from '../entities/applicant-profile.entity.js';
import { INCOME_DATABASE } from '../income-database.js';

export type ProfileFields = Partial<Omit<ApplicantProfileEntity, 'applicationId'>>;

/** Queries on applicant_profiles. */
@Injectable()
export class ApplicantProfilesRepository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  find(applicationId: string): Promise<ApplicantProfileEntity | null> {
    return this.manager.findOneBy(ApplicantProfileEntity, { applicationId });
  }

  /** Sets the given fields, creating the row on first use (idempotent). */
  async merge(applicationId: string, fields: ProfileFields): Promise<void> {
    await this.manager.upsert(ApplicantProfileEntity, { applicationId, ...fields }, ['applicationId']);
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.delete(ApplicantProfileEntity, { applicationId });
  }
}
