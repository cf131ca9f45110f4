import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicationDeleted, applicationLinked } from '@tenant/contracts';
import { DeletedApplications, EventBus } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationLinkEntity } from './application-link.entity.js';
import { ApplicationLinksRepository } from './application-links.repository.js';

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
    private readonly transactions: TransactionRunner,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ApplicationLinked>(APPLICATION_LINKS_SUBSCRIBER, applicationLinked.type, (event) => this.onApplicationLinked(event));
    await this.bus.subscribe<ApplicationDeleted>(APPLICATION_LINKS_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  /** Dropped when either side was deleted already (a late event, README: deleted applications). */
  async onApplicationLinked({ payload, meta }: ApplicationLinked): Promise<void> {
    await this.transactions.run(async (tx) => {
      const deleted = tx.get(DeletedApplications);
      if ((await deleted.isDeleted(payload.applicationId)) || (await deleted.isDeleted(payload.linkedApplicationId))) return;
      await tx
        .get(ApplicationLinksRepository)
        .save({ applicationId: payload.applicationId, mainApplicationId: payload.linkedApplicationId, applicantRole: payload.applicantRole, linkedAt: new Date(meta.occurredAt) });
    });
  }

  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(payload.applicationId);
      await tx.get(ApplicationLinksRepository).deleteOfApplication(payload.applicationId);
    });
  }

  /** The applications linked to a main one, in the order the aggregated PDF prints them. */
  async linkedTo(tx: UnitOfWork, mainApplicationId: string): Promise<ApplicationLinkEntity[]> {
    const links = await tx.get(ApplicationLinksRepository).linkedTo(mainApplicationId);
    return links.sort((a, b) => partRank(a) - partRank(b));
  }
}
