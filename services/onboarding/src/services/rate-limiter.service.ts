import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SIGNUP_MESSAGES } from '@tenant/validation';
import type { DataSource, EntityManager } from 'typeorm';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export interface RateLimit {
  /** what is counted, e.g. `code-send:ip:203.0.113.7` */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** 429 'Please repeat later' (spec 1§8 too many requests). */
export class TooManyRequestsException extends HttpException {
  constructor() {
    super(SIGNUP_MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Sliding-window counters in PostgreSQL, so every instance of the service shares them. A bucket is
 * locked for the check-and-count, so concurrent requests cannot slip past the limit together.
 */
@Injectable()
export class RateLimiterService {
  constructor(@InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource) {}

  /** Counts one event in every bucket, or throws 429 (counting nothing) when one of them is full. */
  async consume(limits: RateLimit[], manager?: EntityManager): Promise<void> {
    const run = async (m: EntityManager) => {
      for (const { bucket } of [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket))) {
        await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [bucket]);
      }
      for (const { bucket, limit, windowSeconds } of limits) {
        const [{ count }] = (await m.query(
          `SELECT count(*)::int AS count FROM auth_rate_events WHERE bucket = $1 AND created_at > now() - make_interval(secs => $2)`,
          [bucket, windowSeconds],
        )) as Array<{ count: number }>;
        if (count >= limit) throw new TooManyRequestsException();
      }
      for (const { bucket } of limits) await m.query('INSERT INTO auth_rate_events (bucket) VALUES ($1)', [bucket]);
    };
    if (manager) return run(manager);
    return this.dataSource.transaction(run);
  }

  /** Old events are useless after the longest window; RetentionService calls this hourly. */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.dataSource.query('DELETE FROM auth_rate_events WHERE created_at < now() - make_interval(secs => $1)', [olderThanSeconds]);
  }
}
