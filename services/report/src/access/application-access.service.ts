import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationAccessChanged, applicationDeleted } from '@tenant/contracts';
import { ApplicationAccessCopy, DeletedApplications, EventBus, unlessApplicationDeleted, Outbox, ServiceTransactionRunner, withGrantedApplication, type AccessTokenClaims, type UnitOfWork } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';


const REPORT_ACCESS_SUBSCRIBER = 'report-access';

type AccessChanged = ReturnType<typeof applicationAccessChanged>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;

/**
 * Every application-scoped report call's access check: the caller owns the application (or, for
 * reading, was invited to it), as onboarding last said in application/accessChanged or, before that
 * event is here, as the caller's access token says (server-kit's withGrantedApplication). A missing,
 * a foreign and a deleted application give the same 404.
 */
@Injectable()
export class ApplicationAccessService implements OnModuleInit {
  private readonly transactions: ServiceTransactionRunner;

  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    outbox: Outbox,
  ) {
    this.transactions = new ServiceTransactionRunner(dataSource, outbox);
  }

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<AccessChanged>(REPORT_ACCESS_SUBSCRIBER, applicationAccessChanged.type, (event) => this.onAccessChanged(event));
    await this.bus.subscribe<ApplicationDeleted>(REPORT_ACCESS_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  /** Idempotent and order-safe: an older event never overwrites a newer access list (server-kit's ApplicationAccessCopy), a deleted application gets none. */
  onAccessChanged(event: AccessChanged): Promise<void> {
    return unlessApplicationDeleted(this.dataSource, event.payload.applicationId, (manager) => new ApplicationAccessCopy(manager).apply(event));
  }

  /** A deleted application leaves no reports, PDFs or access rights here. */
  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await new DeletedApplications(manager).record(payload.applicationId);
      await manager.query('DELETE FROM report_documents WHERE application_id = $1', [payload.applicationId]);
      await new ApplicationAccessCopy(manager).delete(payload.applicationId);
    });
  }

  withApplication<T>(caller: AccessTokenClaims, applicationId: string, work: (tx: UnitOfWork) => Promise<T>): Promise<T> {
    return withGrantedApplication(this.transactions, caller, applicationId, (_application, tx) => work(tx));
  }
}
