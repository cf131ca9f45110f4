import { Injectable, NotFoundException } from '@nestjs/common';
import { APPLICATION_NOT_FOUND, type AccessTokenClaims } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationAccessEntity } from '../entities/application-access.entity.js';
import { ApplicationAccessRepository, type AccessMode } from '../repositories/application-access.repository.js';

export type { AccessMode } from '../repositories/application-access.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The access check of every income endpoint (DESIGN §4): the caller owns the application or was
 * invited to it by e-mail, as onboarding last said in application/accessChanged (the income service
 * never reads onboarding's tables). A missing, a foreign and a not-yet-known application give the
 * same 404, so nobody can probe which applications exist.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Opens a transaction, checks the caller's access to the application, and runs `work` with it. */
  withApplication<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    mode: AccessMode,
    work: (application: ApplicationAccessEntity, tx: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    if (!UUID.test(applicationId)) return Promise.reject(new NotFoundException(APPLICATION_NOT_FOUND));
    return this.transactions.run(async (tx) => {
      const application = await tx
        .get(ApplicationAccessRepository)
        .findAccessible(applicationId, { userId: UUID.test(caller.userId) ? caller.userId : null, email: caller.email || null }, mode);
      if (!application) throw new NotFoundException(APPLICATION_NOT_FOUND);
      return work(application, tx);
    });
  }
}
