import { Logger } from '@nestjs/common';
import { describeError, OutageLog } from '../outage/outage-log.js';

/**
 * Why the database cannot serve a call now: every connection is busy ('saturated': the acquire timeout
 * passed, too many connections, a statement timed out) or the server is gone ('outage'). Either way the
 * caller should try again shortly; nothing is wrong with the request.
 */
export type DatabaseUnavailability = 'saturated' | 'outage';

/** pg-pool's error when no connection came free within connectionTimeoutMillis */
const ACQUIRE_TIMEOUT = 'timeout exceeded when trying to connect';
/** Socket errors of a server that is down or unreachable. */
export const NETWORK_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's errors for a connection that broke or never opened. */
const BROKEN_CONNECTION = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;
/** SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE: 57014 statement timeout (or cancel). */
const STATEMENT_TIMEOUT = '57014';

const codeOf = (error: object): unknown => (error as { code?: unknown }).code;

/** The error itself, then what it wraps: TypeORM's driverError, a cause, an AggregateError's errors (a refused IPv4 and IPv6 connect). */
export function* chainOf(error: unknown, depth = 0): Generator<object> {
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

/** The database's outages in the one-line-per-outage log every dependency shares (OutageLog). */
export class DatabaseOutageLog extends OutageLog {
  constructor(logger?: Pick<Logger, 'warn' | 'log'>, now?: () => number, quietMs?: number) {
    super('database', logger ?? new Logger('Database'), now, quietMs);
  }

  /** Records `error` when it is an unavailability and answers true; false for any other error (the caller reports it). */
  record(error: unknown): boolean {
    const kind = databaseUnavailability(error);
    if (!kind) return false;
    this.failed(kind === 'outage' ? 'unavailable' : 'saturated', describeError(error));
    return true;
  }
}

/** The process's one log: every pool and every service of a process reports to it (they share one database). */
export const databaseOutages = new DatabaseOutageLog();

/** A connection a pg pool hands out ends an outage (after the quiet moment). */
export const reportServedConnections = (pool: { on(event: 'acquire', listener: () => void): unknown }): void => {
  pool.on('acquire', () => databaseOutages.served());
};
