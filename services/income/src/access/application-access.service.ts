import { Injectable } from '@nestjs/common';
import { callerIdentity, withAccessibleApplication, type AccessTokenClaims } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationAccessEntity } from '../entities/application-access.entity.js';
import { ApplicationAccessRepository, type AccessMode } from '../repositories/application-access.repository.js';

export type { AccessMode } from '../repositories/application-access.repository.js';

/**
 * Every income endpoint's access check: the caller owns the application or was invited to it by
 * e-mail, as onboarding last said in application/accessChanged (the income service never reads
 * onboarding's tables). An application not known yet answers like a missing or a foreign one.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(private readonly transactions: TransactionRunner) {}

  withApplication<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    mode: AccessMode,
    work: (application: ApplicationAccessEntity, tx: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return withAccessibleApplication(this.transactions, applicationId, (tx, id) => tx.get(ApplicationAccessRepository).findAccessible(id, callerIdentity(caller), mode), work);
  }
}
