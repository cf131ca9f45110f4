import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ApplicationAccessEntity } from '../entities/application-access.entity.js';
import { INCOME_DATABASE } from '../income-database.js';

/** Queries on application_access (the copy of onboarding's access lists; who may open one: server-kit's withGrantedApplication). */
@Injectable()
export class ApplicationAccessRepository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  find(applicationId: string): Promise<ApplicationAccessEntity | null> {
    return this.manager.findOneBy(ApplicationAccessEntity, { applicationId });
  }

  /** Replaces the access list unless a newer one is already stored (events may arrive out of order or twice). */
  async replace(access: Omit<ApplicationAccessEntity, 'uploadDoneAt'>): Promise<void> {
    await this.manager.query(
      `INSERT INTO application_access (application_id, owner_applicant_id, invited_emails, changed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (application_id) DO UPDATE SET owner_applicant_id = EXCLUDED.owner_applicant_id, invited_emails = EXCLUDED.invited_emails,
         changed_at = EXCLUDED.changed_at
       WHERE application_access.changed_at <= EXCLUDED.changed_at`,
      [access.applicationId, access.ownerApplicantId, access.invitedEmails.map((email) => email.toLowerCase()), access.changedAt],
    );
  }

  /** rapid: when the applicant finished uploading */
  async setUploadDoneAt(applicationId: string, uploadDoneAt: Date): Promise<void> {
    await this.manager.update(ApplicationAccessEntity, { applicationId }, { uploadDoneAt });
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.delete(ApplicationAccessEntity, { applicationId });
  }
}
