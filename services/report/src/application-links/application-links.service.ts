import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationDeleted, applicationLinked } from '@tenant/contracts';
import { DeletedApplications, EventBus } from '@tenant/server-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ApplicationLinkEntity } from './application-link.entity.js';

/** Its own subscriber name: the access copy and the report inputs take application/deleted too (one queue per subscriber and type). */
export const APPLICATION_LINKS_SUBSCRIBER = 'report-application-links';

type ApplicationLinked = ReturnType<typeof applicationLinked>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;

/** The order of the aggregated PDF's parts: co-applicants, then guarantors. */
const partRank = (link: ApplicationLinkEntity) => (link.applicantRole === 'co-applicant' ? 0 : 1);

/**
 * The applications invited people linked to a main application, from onboarding's
 * application/linked (at least once, any order: the newest link of an application wins, a
 * redelivered one changes nothing), forgotten when either side is deleted.
 */
@Injectable()
export class ApplicationLinksService implements OnModuleInit {
  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ApplicationLinked>(APPLICATION_LINKS_SUBSCRIBER, applicationLinked.type, (event) => this.onApplicationLinked(event));
    await this.bus.subscribe<ApplicationDeleted>(APPLICATION_LINKS_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  /** Dropped when either side was deleted already (a late event, README: deleted applications). */
  async onApplicationLinked({ payload, meta }: ApplicationLinked): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const deleted = new DeletedApplications(manager);
      if ((await deleted.isDeleted(payload.applicationId)) || (await deleted.isDeleted(payload.linkedApplicationId))) return;
      await manager.query(
        `INSERT INTO application_links (application_id, main_application_id, applicant_role, linked_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (application_id) DO UPDATE SET main_application_id = EXCLUDED.main_application_id, applicant_role = EXCLUDED.applicant_role, linked_at = EXCLUDED.linked_at
         WHERE application_links.linked_at < EXCLUDED.linked_at`,
        [payload.applicationId, payload.linkedApplicationId, payload.applicantRole, meta.occurredAt],
      );
    });
  }

  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await new DeletedApplications(manager).record(payload.applicationId);
      await manager.query('DELETE FROM application_links WHERE application_id = $1 OR main_application_id = $1', [payload.applicationId]);
    });
  }

  /** The applications linked to a main one, in the order the aggregated PDF prints them. */
  async linkedTo(mainApplicationId: string, manager: EntityManager = this.dataSource.manager): Promise<ApplicationLinkEntity[]> {
    const links = await manager.find(ApplicationLinkEntity, { where: { mainApplicationId }, order: { linkedAt: 'ASC' } });
    return links.sort((a, b) => partRank(a) - partRank(b));
  }
}
