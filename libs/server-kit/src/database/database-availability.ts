import { Logger } from '@nestjs/common';

/**
 * Why the database cannot serve a call now: every connection is busy ('saturated': the acquire timeout
 * passed, too many connections, a statement timed out) or the server is gone ('outage'). Either way the
 * caller should try again shortly; nothing is wrong with the request.
 */
export type DatabaseUnavailability = 'saturated' | 'outage';

/** pg-pool's error when no connection came free within connectionTimeoutMillis */
const ACQUIRE_TIMEOUT = 'timeout exceeded when trying to connect';
/** Socket errors of a server that is down or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's errors for a connection that broke or never opened. */
const BROKEN_CONNECTION = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;
/** SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE: 57014 statement timeout (or cancel). */
const STATEMENT_TIMEOUT = '57014';

const codeOf = (error: object): unknown => (error as { code?: unknown }).code;

/** The error itself, then what it wraps: TypeORM's driverError, a cause, an AggregateError's errors (a refused IPv4 and IPv6 connect). */
function* chainOf(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  yield error;
  const wrapped = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  yield* chainOf(wrapped.driverError, depth + 1);
  yield* chainOf(wrapped.cause, depth + 1);
  if (Array.isArray(wrapped.errors)) for (const inner of wrapped.errors) yield* chainOf(inner, depth + 1);
}

const classify = (error: object): DatabaseUnavailability | undefined => {
  const code = codeOf(error);
  const message = (error as { message?: unknown }).message;
  if (message === ACQUIRE_TIMEOUT) return 'saturated';
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || code.startsWith('08')) return 'outage';
    // class 53: insufficient resources, 53300 too many connections among them
    if (code.startsWith('53') || code === STATEMENT_TIMEOUT) return 'saturated';
  }
  return typeof message === 'string' && BROKEN_CONNECTION.test(message) ? 'outage' : undefined;
};

/** Whether `error` says the database cannot serve now (and how), or undefined for any other error. */
export function databaseUnavailability(error: unknown): DatabaseUnavailability | undefined {
  for (const link of chainOf(error)) {
    const kind = classify(link);
    if (kind) return kind;
  }
  return undefined;
}

const describe = (error: unknown): string => {
  const code = error && typeof error === 'object' ? codeOf(error) : undefined;
  const message = error instanceof Error ? error.message || error.name : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
};

/**
 * One log line when the database stops answering and one when it answers again, however many calls
 * fail in between (issue 18 saw 1,900 stack traces in 20 s). The outage ends at the first connection a
 * pool hands out after a quiet moment without failures, so a saturated pool that refuses one call and
 * serves the next is one episode, not a line per call.
 */
export class DatabaseOutageLog {
  private since?: number;
  private lastFailureAt = 0;
  private refused = 0;

  constructor(
    private readonly logger = new Logger('Database'),
    private readonly now: () => number = Date.now,
    private readonly quietMs = 1_000,
  ) {}

  get inOutage(): boolean {
    return this.since !== undefined;
  }

  /** Records `error` when it is an unavailability and answers true; false for any other error (the caller reports it). */
  record(error: unknown): boolean {
    const kind = databaseUnavailability(error);
    if (!kind) return false;
    this.lastFailureAt = this.now();
    this.refused += 1;
    if (this.since === undefined) {
      this.since = this.lastFailureAt;
      this.logger.warn(`database ${kind === 'outage' ? 'unavailable' : 'saturated'} (${describe(error)}): calls answer 503 with Retry-After until it serves again`);
    }
    return true;
  }

  /** A pool handed out a connection: the end of an outage, once no call has failed for a moment. */
  served(): void {
    if (this.since === undefined || this.now() - this.lastFailureAt < this.quietMs) return;
    const seconds = Math.round((this.now() - this.since) / 100) / 10;
    this.logger.log(`database serves again after ${seconds} s (${this.refused} failed calls)`);
    this.since = undefined;
    this.refused = 0;
  }
}

/** The process's one log: every pool and every service of a process reports to it (they share one database). */
export const databaseOutages = new DatabaseOutageLog();

/** A connection a pg pool hands out ends an outage (after the quiet moment). */
export const reportServedConnections = (pool: { on(event: 'acquire', listener: () => void): unknown }): void => {
  pool.on('acquire', () => databaseOutages.served());
};
