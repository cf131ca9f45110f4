import { Injectable } from '@nestjs/common';
import { callerIdentity, withAccessibleApplication, type AccessTokenClaims } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import { ApplicationsRepository, type AccessMode } from '../repositories/applications.repository.js';

export type { AccessMode } from '../repositories/applications.repository.js';

export { APPLICATION_NOT_FOUND } from '@tenant/server-kit';

/**
 * The access check of every endpoint that names an application (DESIGN §4): the caller owns it or
 * was invited to it by e-mail. A missing and a foreign application give the same 404, so nobody can
 * probe which applications exist.
 *
 * An invited person may read the application and save what is theirs in it (rows keyed by
 * application and applicant: personal details, address, identity); what belongs to the application
 * itself (household, questionnaire, saved step, deletion, links) only its owner may change: 'owner'.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Opens a transaction, checks the caller's access to the application, and runs `work` with it. */
  withApplication<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    mode: AccessMode,
    work: (application: ApplicationEntity, tx: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return withAccessibleApplication(this.transactions, applicationId, (tx, id) => tx.get(ApplicationsRepository).findAccessible(id, callerIdentity(caller), mode), work);
  }
}
