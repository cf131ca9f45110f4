import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { Report } from '@tenant/contracts';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';

/** A company's application as a reviewer sees it: its clearance and its latest report. */
export interface ReviewedRow {
  application_id: string;
  cleared: boolean | null;
  report: Report | null;
  hide_report: boolean | null;
}

/**
 * The reviewers' read of a company's applications. Raw SQL: one statement joins the company's
 * applications, their payment clearances and each one's latest report (a LATERAL subquery), which
 * TypeORM's query builder can only say less clearly.
 */
@Injectable()
export class ReviewedApplicationsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /** The company's applications (or the one named) with their clearance and latest report. */
  ofCompany(companyId: string, applicationId: string | null): Promise<ReviewedRow[]> {
    return this.manager.query(
      `SELECT company.application_id, clearance.cleared, latest.report, latest.hide_report
         FROM application_companies company
         LEFT JOIN payment_clearances clearance ON clearance.application_id = company.application_id
         LEFT JOIN LATERAL (
           SELECT document.report, document.hide_report FROM report_documents document
            WHERE document.application_id = company.application_id ORDER BY document.version DESC NULLS LAST, document.created_at DESC LIMIT 1
         ) latest ON true
        WHERE company.company_id = $1 AND ($2::uuid IS NULL OR company.application_id = $2::uuid)`,
      [companyId, applicationId],
    ) as Promise<ReviewedRow[]>;
  }
}
