import { Injectable } from '@nestjs/common';
import { withGrantedApplication, type AccessTokenClaims, type GrantedApplication, type GrantedApplicationOptions } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';

/**
 * Every income endpoint's access check: the caller owns the application, as onboarding last said in application/accessChanged (the income service never reads
 * onboarding's tables) or, before that event is here, as the caller's access token says (server-kit's
 * withGrantedApplication). A missing, foreign or deleted application gives the same 404.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(private readonly transactions: TransactionRunner) {}

  withApplication<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    work: (application: GrantedApplication, tx: UnitOfWork) => Promise<T>,
    options?: GrantedApplicationOptions,
  ): Promise<T> {
    return withGrantedApplication(this.transactions, caller, applicationId, work, options);
  }
}
