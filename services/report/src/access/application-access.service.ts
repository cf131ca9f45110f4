import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicationAccessChanged, applicationDeleted } from '@tenant/contracts';
import { ApplicationAccessCopy, DeletedApplications, EventBus, inTransactionUnlessApplicationDeleted, withGrantedApplication, type AccessTokenClaims } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';

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
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<AccessChanged>(REPORT_ACCESS_SUBSCRIBER, applicationAccessChanged.type, (event) => this.onAccessChanged(event));
    await this.bus.subscribe<ApplicationDeleted>(REPORT_ACCESS_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  /** Idempotent and order-safe: an older event never overwrites a newer access list (server-kit's ApplicationAccessCopy), a deleted application gets none. */
  onAccessChanged(event: AccessChanged): Promise<void> {
    return inTransactionUnlessApplicationDeleted(this.transactions, event.payload.applicationId, (tx) => tx.get(ApplicationAccessCopy).apply(event));
  }

  /** A deleted application leaves no reports, PDFs or access rights here. */
  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(payload.applicationId);
      await tx.get(ReportDocumentsRepository).deleteOfApplication(payload.applicationId);
      await tx.get(ApplicationAccessCopy).delete(payload.applicationId);
    });
  }

  withApplication<T>(caller: AccessTokenClaims, applicationId: string, work: (tx: UnitOfWork) => Promise<T>): Promise<T> {
    return withGrantedApplication(this.transactions, caller, applicationId, (_application, tx) => work(tx));
  }
}
