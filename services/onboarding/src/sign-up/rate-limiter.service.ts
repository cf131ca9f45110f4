import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { SIGNUP_MESSAGES } from '@tenant/validation';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { EmailCodesRepository } from '../repositories/email-codes.repository.js';

export interface RateLimit {
  /** what is counted, e.g. `code-send:ip:203.0.113.7` */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * 429 'Please repeat later' (spec 1§8 too many requests), saying when (issue 22): Retry-After and
 * `params.retry_after`, the seconds until the limit lets one more through.
 */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: SIGNUP_MESSAGES.tooManyRequests, params: { retry_after: retryAfterSeconds } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Sliding-window counters in PostgreSQL, so every instance of the service shares them. A bucket is
 * locked for the check-and-count, so concurrent requests cannot slip past the limit together.
 */
@Injectable()
export class RateLimiterService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly codes: EmailCodesRepository,
  ) {}

  /** Counts one event in every bucket, or throws 429 (counting nothing) with the wait until all have room. */
  async consume(limits: RateLimit[], tx?: UnitOfWork): Promise<void> {
    const run = async (work: UnitOfWork) => {
      const events = work.get(EmailCodesRepository);
      for (const { bucket } of [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket))) await events.lock(bucket);
      const full = [];
      for (const { bucket, limit, windowSeconds } of limits) {
        if ((await events.countRateEvents(bucket, windowSeconds)) >= limit) full.push(await events.secondsUntilFree(bucket, windowSeconds, limit));
      }
      if (full.length) throw new TooManyRequestsException(Math.max(...full));
      for (const { bucket } of limits) await events.addRateEvent(bucket);
    };
    if (tx) return run(tx);
    return this.transactions.run(run);
  }

  /** Old events are useless after the longest window; RetentionService calls this hourly. */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.codes.deleteRateEvents(olderThanSeconds);
  }
}
