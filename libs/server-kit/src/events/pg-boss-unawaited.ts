import { createRequire } from 'node:module';

/** pg-boss's SQL plans (its src/plans.js: the package maps no exports and types none of it). */
interface PgBossPlans {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
}

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as PgBossPlans;

/**
 * The statements pg-boss 10 sends without waiting for them: a worker's record of its jobs' end,
 * completed or failed (manager.js, onFetch, neither awaited nor caught; pg-boss 12 awaits them). Refused
 * by a database that has just gone down, their rejection went unhandled and ended the process.
 */
export const unawaitedStatements = (schema: string): ReadonlySet<string> => new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);

/**
 * What such a statement answers when the database refused it: no job changed. The job stays active and
 * runs again once it expires, as a job of a worker that died does; every handler finds its effect done.
 */
export const NOTHING_RECORDED = { rows: [{ count: 0 }] };
