import { Injectable } from '@nestjs/common';
import { callerIdentity, withAccessibleApplication, type AccessTokenClaims } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';

export { APPLICATION_NOT_FOUND } from '@tenant/server-kit';

/**
 * The access check of every endpoint that names an application (DESIGN §4, README "Who may call
 * what"): the caller owns it. Co-applicants and guarantors fill applications of their own, linked to
 * the inviting one. A missing and a foreign application give the same 404, so nobody can probe which
 * applications exist.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Opens a transaction, checks the caller's access to the application, and runs `work` with it. */
  withApplication<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    work: (application: ApplicationEntity, tx: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return withAccessibleApplication(this.transactions, applicationId, (tx, id) => tx.get(ApplicationsRepository).findAccessible(id, callerIdentity(caller)), work);
  }
}
