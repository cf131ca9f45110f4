import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';

/** An application's build bookkeeping: which inputs version was built, whether a job waits, what it stored and issued. */
export interface BuildRow {
  /** bigint columns: strings */
  inputs_version: string;
  built_version: string;
  job_pending: boolean;
  report_id: string | null;
  completed_report_id: string | null;
}

/**
 * Queries on report_builds. Raw SQL: the row locks (FOR UPDATE) that keep one application's builds one at
 * a time and the counter bumped in place are the point of each statement, and read clearest as SQL.
 */
@Injectable()
export class ReportBuildsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /** Whether a build job waits; locks the row, so it waits for a build in progress and then reads what that build left. */
  async lockJobPending(applicationId: string): Promise<boolean | null> {
    const [row] = (await this.manager.query('SELECT job_pending FROM report_builds WHERE application_id = $1 FOR UPDATE', [applicationId])) as { job_pending: boolean }[];
    return row ? row.job_pending : null;
  }

  /** The inputs changed: their version goes up and a job is marked waiting. */
  async bumpInputs(applicationId: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO report_builds (application_id, inputs_version, job_pending) VALUES ($1, 1, true)
       ON CONFLICT (application_id) DO UPDATE SET inputs_version = report_builds.inputs_version + 1, job_pending = true`,
      [applicationId],
    );
  }

  /** The application's bookkeeping, locked until the build's transaction ends. */
  async lockForBuild(applicationId: string): Promise<BuildRow | undefined> {
    const [row] = (await this.manager.query(
      'SELECT inputs_version, built_version, job_pending, report_id, completed_report_id FROM report_builds WHERE application_id = $1 FOR UPDATE',
      [applicationId],
    )) as BuildRow[];
    return row;
  }

  /** What a build left: the inputs it built are built, no job waits, the report it stored last and the version issued last. */
  async recordBuilt(applicationId: string, reportId: string, completedReportId: string | null, at: Date): Promise<void> {
    await this.manager.query(
      'UPDATE report_builds SET built_version = inputs_version, job_pending = false, report_id = $2, completed_report_id = $3, built_at = $4 WHERE application_id = $1',
      [applicationId, reportId, completedReportId, at],
    );
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.query('DELETE FROM report_builds WHERE application_id = $1', [applicationId]);
  }
}
