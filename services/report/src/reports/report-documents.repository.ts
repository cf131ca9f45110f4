import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { Report } from '@tenant/contracts';
import { IsNull, Not, type EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportDocumentEntity } from './report-document.entity.js';

export interface StoredReport {
  applicationId: string;
  report: Report;
  hideReport?: boolean;
  contentWithheld?: boolean;
}

/** What issuing a draft records of it (README "Versions"). */
export interface IssuedVersion {
  applicationId: string;
  reportId: string;
  issuedAt: Date;
  declaredAt: Date | null;
  validUntil: Date;
}

/** Queries on report_documents: an application's drafts and issued versions. */
@Injectable()
export class ReportDocumentsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /** Stores (or replaces) a report under its personal_details.report_id; an issued version is never replaced. */
  async store({ applicationId, report, hideReport = false, contentWithheld = false }: StoredReport): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(ReportDocumentEntity)
      .values({ reportId: report.personal_details.report_id, applicationId, report, hideReport, contentWithheld })
      .orUpdate(['report', 'hide_report', 'content_withheld'], ['report_id'], { overwriteCondition: { where: 'report_documents.issued_at IS NULL' } })
      .execute();
  }

  /** Issues a stored draft as the application's next version; the version before it is superseded (and stays as it was). */
  async issue({ applicationId, reportId, issuedAt, declaredAt, validUntil }: IssuedVersion): Promise<number> {
    const previous = await this.manager.findOne(ReportDocumentEntity, { where: { applicationId, version: Not(IsNull()) }, order: { version: 'DESC' } });
    const number = (previous?.version ?? 0) + 1;
    await this.manager.update(ReportDocumentEntity, { reportId, issuedAt: IsNull() }, { version: number, issuedAt, declaredAt, validUntil });
    if (previous) await this.manager.update(ReportDocumentEntity, { reportId: previous.reportId }, { supersededAt: issuedAt, supersededBy: reportId });
    return number;
  }

  /** A draft whose changes were undone (its rebuild equals the issued version) is gone. */
  async discardDraft(applicationId: string, reportId: string): Promise<void> {
    await this.manager.delete(ReportDocumentEntity, { applicationId, reportId, issuedAt: IsNull() });
  }

  /** The applicant withdraws a version: it stays, marked. */
  async withdraw(reportId: string, at: Date): Promise<void> {
    await this.manager.update(ReportDocumentEntity, { reportId, withdrawnAt: IsNull() }, { withdrawnAt: at });
  }

  /** application/deleted: every report of the application goes (its PDFs, mailings and shares with it, by foreign key). */
  async deleteOfApplication(applicationId: string): Promise<void> {
    await this.manager.delete(ReportDocumentEntity, { applicationId });
  }

  find(reportId: string): Promise<ReportDocumentEntity | null> {
    return this.manager.findOneBy(ReportDocumentEntity, { reportId });
  }

  /** A report that must exist (a share's, which report_shares references). */
  findOrFail(reportId: string): Promise<ReportDocumentEntity> {
    return this.manager.findOneByOrFail(ReportDocumentEntity, { reportId });
  }

  /** A report of the application, or null when the id names another application's (or none). */
  findOfApplication(applicationId: string, reportId: string): Promise<ReportDocumentEntity | null> {
    return this.manager.findOneBy(ReportDocumentEntity, { reportId, applicationId });
  }

  /** An application's latest issued version, else (never issued yet) the report being built. */
  latestOf(applicationId: string): Promise<ReportDocumentEntity | null> {
    return this.manager.findOne(ReportDocumentEntity, { where: { applicationId }, order: { version: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC' } });
  }

  /** The draft of changes made after an application's issued version, if any. */
  draftOf(applicationId: string): Promise<ReportDocumentEntity | null> {
    return this.manager.findOne(ReportDocumentEntity, { where: { applicationId, issuedAt: IsNull() }, order: { createdAt: 'DESC' } });
  }
}
