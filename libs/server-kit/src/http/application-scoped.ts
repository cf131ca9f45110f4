import { NotFoundException } from '@nestjs/common';
import { applicationIdQuerySchema } from '@tenant/validation';
import type { AccessTokenClaims } from '../auth/access-tokens.js';
import type { ServiceTransactionRunner, UnitOfWork } from '../database/unit-of-work.js';
import { validateRequest } from './validate-request.js';

/** The one answer for an application the caller may not see, whether it exists or not. */
export const APPLICATION_NOT_FOUND = 'Application.Error.NotFound';

/** The validated `application_id` query parameter (422 in the spec's envelope when malformed). */
export const applicationIdOf = (applicationId: string | undefined): string =>
  validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query').application_id;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller as access queries take it (only ownership counts): a user id that is not a uuid (never issued by us) matches nothing. */
export const callerIdentity = (caller: AccessTokenClaims): { userId: string | null } => ({
  userId: UUID.test(caller.userId) ? caller.userId : null,
});

/**
 * The one access check (DESIGN §4, STYLE requireAccess): opens a transaction, finds the application
 * the caller may open with the service's own query, and runs `work` with it; a malformed, missing or
 * foreign id is the same 404.
 */
export function withAccessibleApplication<A, T>(
  transactions: ServiceTransactionRunner,
  applicationId: string,
  find: (tx: UnitOfWork, applicationId: string) => Promise<A | null>,
  work: (application: A, tx: UnitOfWork) => Promise<T>,
): Promise<T> {
  if (!UUID.test(applicationId)) return Promise.reject(new NotFoundException(APPLICATION_NOT_FOUND));
  return transactions.run(async (tx) => {
    const application = await find(tx, applicationId);
    if (!application) throw new NotFoundException(APPLICATION_NOT_FOUND);
    return work(application, tx);
  });
}
