import { Injectable } from '@nestjs/common';
import { ApplicationAccessCopy, callerIdentity, withAccessibleApplication, type AccessTokenClaims, type ApplicationAccessRow } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';

/**
 * Every payment endpoint's access check: the caller owns the application or was invited to it by
 * e-mail, as onboarding last said in application/accessChanged. An application not known yet answers
 * like a missing or a foreign one.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(private readonly transactions: TransactionRunner) {}

  withApplication<T>(caller: AccessTokenClaims, applicationId: string, work: (application: ApplicationAccessRow, tx: UnitOfWork) => Promise<T>): Promise<T> {
    return withAccessibleApplication(this.transactions, applicationId, (tx, id) => tx.get(ApplicationAccessCopy).findAccessible(id, callerIdentity(caller), 'owner-or-invited'), work);
  }
}
