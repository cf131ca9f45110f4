import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ApplicationLinkEntity } from './application-link.entity.js';

/** Queries on application_links: which invited people's applications are linked to a main one. */
@Injectable()
export class ApplicationLinksRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /**
   * Keeps the link unless a newer one of the application is stored (at least once, any order). Raw SQL:
   * an upsert whose update is conditional on the stored row reads clearest as the statement itself.
   */
  async save(link: ApplicationLinkEntity): Promise<void> {
    await this.manager.query(
      `INSERT INTO application_links (application_id, main_application_id, applicant_role, linked_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (application_id) DO UPDATE SET main_application_id = EXCLUDED.main_application_id, applicant_role = EXCLUDED.applicant_role, linked_at = EXCLUDED.linked_at
       WHERE application_links.linked_at < EXCLUDED.linked_at`,
      [link.applicationId, link.mainApplicationId, link.applicantRole, link.linkedAt],
    );
  }

  /** An application's links on either side: as the invited one and as the main one. */
  async deleteOfApplication(applicationId: string): Promise<void> {
    await this.manager.delete(ApplicationLinkEntity, [{ applicationId }, { mainApplicationId: applicationId }]);
  }

  /** The applications linked to a main one, oldest link first. */
  linkedTo(mainApplicationId: string): Promise<ApplicationLinkEntity[]> {
    return this.manager.find(ApplicationLinkEntity, { where: { mainApplicationId }, order: { linkedAt: 'ASC' } });
  }
}
