/**
 * How a process uses PostgreSQL connections (README Configuration). Every pool has an acquire timeout,
 * so a request never queues for a connection without end, and the server ends statements and idle
 * transactions that run away, so a connection held by a bug or a lost client comes back to the pool.
 */
export interface DatabasePoolSettings {
  /** connections per service pool (DATABASE_POOL_SIZE) */
  size: number;
  /** longest wait for a free connection (or a new one) before the call fails with 503 (DATABASE_ACQUIRE_TIMEOUT_MS) */
  acquireTimeoutMs: number;
  /** PostgreSQL's statement_timeout for every connection (DATABASE_STATEMENT_TIMEOUT_MS) */
  statementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout for every connection (DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS) */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_POOL_SETTINGS: DatabasePoolSettings = {
  size: 10,
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** The environment variable of each setting (README Configuration). */
export const DATABASE_POOL_VARIABLES: Record<keyof DatabasePoolSettings, string> = {
  size: 'DATABASE_POOL_SIZE',
  acquireTimeoutMs: 'DATABASE_ACQUIRE_TIMEOUT_MS',
  statementTimeoutMs: 'DATABASE_STATEMENT_TIMEOUT_MS',
  idleInTransactionTimeoutMs: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
};

/** The settings as `pg.Pool` options (pg's connectionTimeoutMillis bounds both the wait for a pooled client and a new connection). */
export const pgPoolOptions = (settings: DatabasePoolSettings, size = settings.size) => ({
  max: size,
  connectionTimeoutMillis: settings.acquireTimeoutMs,
  statement_timeout: settings.statementTimeoutMs,
  idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
});
