import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AccessTokenClaims } from '../auth/access-tokens.js';
import { ApplicationAccessCopy } from '../database/application-access-copy.js';
import { DeletedApplications } from '../database/deleted-applications.js';
import type { ServiceTransactionRunner, UnitOfWork } from '../database/unit-of-work.js';
import { APPLICATION_NOT_FOUND } from './application-scoped.js';

/** An application the caller may open, as a service that keeps a copy of onboarding's access lists knows it. */
export interface GrantedApplication {
  applicationId: string;
}

/**
 * How long a call waits for onboarding's events to reach the service's read model when it needs their
 * data (`ready`) and the caller may open the application. Delivery takes well under a second; the
 * bound answers a stalled bus with a "try again" instead of a request that never ends.
 */
export const READ_MODEL_WAIT_MS = 10_000;
/** The message of a call whose read-model data did not arrive in time (the same "try again" as an outage). */
export const READ_MODEL_NOT_READY = SERVICE_UNAVAILABLE_MESSAGE;

/** 503: the events a call needs have not reached the service's read model within READ_MODEL_WAIT_MS. */
export class ReadModelNotReadyException extends ServiceUnavailableException {
  /** for the Retry-After header: the bus is behind, a moment's wait usually does */
  readonly retryAfterSeconds = 2;

  constructor() {
    super(READ_MODEL_NOT_READY);
  }
}

export interface GrantedApplicationOptions {
  /**
   * Whether the service's read model holds what `work` needs of the application (e.g. its payment
   * terms). While it does not, the call waits outside any transaction and tries again.
   */
  ready?: (tx: UnitOfWork, applicationId: string) => Promise<boolean>;
  waitMs?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_READY = Symbol('not ready');
/** Pauses between two looks at the read model: short first (the event is usually a moment away), then steady. */
const pauseMs = (attempt: number) => Math.min(25 * 2 ** attempt, 400);

/**
 * The access check of a service that keeps a copy of onboarding's access lists (DESIGN §8): the copy
 * allows the caller, or the signed access token grants the application (onboarding issued it after
 * making the application or changing who may open it, before its application/accessChanged reached
 * this copy) and the service has not learnt of its deletion. A malformed, missing, foreign or deleted
 * id is the same immediate 404. When `ready` says the read model lacks data `work` needs, the
 * transaction ends (no connection is held while waiting) and the whole check runs again after a
 * pause, for up to `waitMs`, then the answer is 503.
 */
export async function withGrantedApplication<T>(
  transactions: ServiceTransactionRunner,
  caller: AccessTokenClaims,
  applicationId: string,
  work: (application: GrantedApplication, tx: UnitOfWork) => Promise<T>,
  { ready, waitMs = READ_MODEL_WAIT_MS }: GrantedApplicationOptions = {},
): Promise<T> {
  if (!UUID.test(applicationId)) throw new NotFoundException(APPLICATION_NOT_FOUND);
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await transactions.run(async (tx) => {
      const source = await tx.get(ApplicationAccessCopy).accessBy(applicationId, caller);
      // Asked even when the copy allows it: the lock this takes orders the call with a deletion under way.
      if (!source || (await tx.get(DeletedApplications).isDeleted(applicationId))) throw new NotFoundException(APPLICATION_NOT_FOUND);
      if (ready && !(await ready(tx, applicationId))) return NOT_READY;
      return { value: await work({ applicationId }, tx) };
    });
    if (outcome !== NOT_READY) return outcome.value;
    if (Date.now() >= deadline) throw new ReadModelNotReadyException();
    await sleep(pauseMs(attempt));
  }
}
