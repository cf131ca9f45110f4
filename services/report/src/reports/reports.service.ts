import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Report, ReportDraftNeed, ReportResponse, RevokeReportResponse } from '@tenant/contracts';
import { canDownloadReport } from '@tenant/domain';
import { APPLICATION_NOT_FOUND, type AccessTokenClaims, type UnitOfWork } from '@tenant/server-kit';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { PAYMENT_REQUIRED, PaymentClearanceService } from '../payment-clearance/payment-clearance.service.js';
import { pendingReasonOf } from '../computation/report-readiness.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportInputsRepository } from '../report-inputs/report-inputs.repository.js';
import { reissueNeeds } from '../versions/version-rule.js';
import { CertificatesService } from '../services/certificates.service.js';
import { ReportDocumentEntity } from './report-document.entity.js';

export interface StoredReport {
  applicationId: string;
  report: Report;
  hideReport?: boolean;
  contentWithheld?: boolean;
}

/** The finished reports: stored by whoever computes them, read by their applicants. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly certificates: CertificatesService,
    private readonly clearance: PaymentClearanceService,
    private readonly inputs: ReportInputsRepository,
  ) {}

  /** The applicant withdraws a report (owner only): every QR code printed for it stops verifying. */
  withdraw(caller: AccessTokenClaims, applicationId: string, reportId: string, at = new Date()): Promise<RevokeReportResponse> {
    return this.reportOf(caller, applicationId, reportId, async (_report, manager) => {
      await this.certificates.revokeReport(applicationId, reportId, at, manager);
      await manager.update(ReportDocumentEntity, { reportId, withdrawnAt: IsNull() }, { withdrawnAt: at });
      return { success: true, revoked_at: at.toISOString() };
    });
  }

  /** Stores (or replaces) a report under its personal_details.report_id; an issued version is never replaced. */
  async store({ applicationId, report, hideReport = false, contentWithheld = false }: StoredReport, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReportDocumentEntity)
      .values({ reportId: report.personal_details.report_id, applicationId, report, hideReport, contentWithheld })
      .orUpdate(['report', 'hide_report', 'content_withheld'], ['report_id'], { overwriteCondition: { where: 'report_documents.issued_at IS NULL' } })
      .execute();
  }

  /** Issues a stored draft as the application's next version; the version before it is superseded (and stays as it was). */
  async issue(manager: EntityManager, version: { applicationId: string; reportId: string; issuedAt: Date; declaredAt: Date | null; validUntil: Date }): Promise<number> {
    const { applicationId, reportId, issuedAt } = version;
    const previous = await manager.findOne(ReportDocumentEntity, { where: { applicationId, version: Not(IsNull()) }, order: { version: 'DESC' } });
    const number = (previous?.version ?? 0) + 1;
    await manager.update(ReportDocumentEntity, { reportId, issuedAt: IsNull() }, { version: number, issuedAt, declaredAt: version.declaredAt, validUntil: version.validUntil });
    if (previous) await manager.update(ReportDocumentEntity, { reportId: previous.reportId }, { supersededAt: issuedAt, supersededBy: reportId });
    return number;
  }

  /** A draft whose changes were undone (its rebuild equals the issued version) is gone. */
  async discardDraft(manager: EntityManager, applicationId: string, reportId: string): Promise<void> {
    await manager.delete(ReportDocumentEntity, { applicationId, reportId, issuedAt: IsNull() });
  }

  find(reportId: string, manager: EntityManager = this.dataSource.manager): Promise<ReportDocumentEntity | null> {
    return manager.findOneBy(ReportDocumentEntity, { reportId });
  }

  /**
   * GET /v2/report/: 402 until the application is paid or payment waived (spec 2§4 Payment step 6), then
   * its latest issued version (before the first issue: the report being built), hidden or withheld as
   * its flags say, withdrawn without its PDF, and the draft of later changes with what it still needs.
   */
  latestFor(caller: AccessTokenClaims, applicationId: string, now = new Date()): Promise<ReportResponse> {
    return this.access.withApplication(caller, applicationId, async (tx) => {
      await this.requireCleared(tx.manager, applicationId);
      const stored = await this.latestOf(applicationId, tx.manager);
      if (!stored) return { success: true, report: null, hide_report: true, report_id: null, can_download: false, content_withheld: false, can_share: false, state: 'draft', version: null, draft: null };
      const withdrawn = !!stored.withdrawnAt;
      const canDownload = !withdrawn && canDownloadReport({ email: caller.email, hideReport: stored.hideReport, contentWithheld: stored.contentWithheld });
      const shown = !stored.hideReport && !stored.contentWithheld;
      const draft = stored.version ? await this.draftAfter(stored, tx.manager) : null;
      return {
        success: true,
        report: shown ? stored.report : null,
        hide_report: stored.hideReport,
        report_id: stored.reportId,
        can_download: canDownload,
        content_withheld: stored.contentWithheld,
        can_share: shown && !withdrawn && stored.version !== null,
        state: withdrawn ? 'withdrawn' : stored.version ? 'issued' : 'draft',
        version: stored.version,
        issued_on: stored.issuedAt?.toISOString() ?? null,
        withdrawn_on: stored.withdrawnAt?.toISOString() ?? null,
        draft: draft && {
          report_id: draft.reportId,
          updated_on: draft.report.personal_details.generated_on,
          needs: await this.draftNeeds(stored, tx.manager, now),
          report: !draft.hideReport && !draft.contentWithheld ? draft.report : null,
        },
      };
    });
  }

  /** An application's latest issued version, else (never issued yet) the report being built. */
  latestOf(applicationId: string, manager: EntityManager = this.dataSource.manager): Promise<ReportDocumentEntity | null> {
    return manager.findOne(ReportDocumentEntity, { where: { applicationId }, order: { version: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC' } });
  }

  /** What the draft still needs to be issued, by the rule the build applies. */
  private async draftNeeds(issued: ReportDocumentEntity, manager: EntityManager, now: Date): Promise<ReportDraftNeed[]> {
    const inputs = await this.inputs.load(issued.applicationId, manager);
    return reissueNeeds(inputs, pendingReasonOf(inputs), issued, now);
  }

  /** The draft of changes made after an issued version, if any. */
  private draftAfter(issued: ReportDocumentEntity, manager: EntityManager): Promise<ReportDocumentEntity | null> {
    return manager.findOne(ReportDocumentEntity, { where: { applicationId: issued.applicationId, issuedAt: IsNull() }, order: { createdAt: 'DESC' } });
  }

  /** 402 until the application is paid or its payment waived (spec 2§4 Payment step 6). */
  private async requireCleared(manager: EntityManager, applicationId: string): Promise<void> {
    if (!(await this.clearance.isCleared(manager, applicationId))) throw new HttpException(PAYMENT_REQUIRED, HttpStatus.PAYMENT_REQUIRED);
  }

  /** Whether a stored report may be shown in full: issued (so paid), its checks done, not withheld nor withdrawn. */
  async isShowable(manager: EntityManager, stored: ReportDocumentEntity): Promise<boolean> {
    return !!stored.issuedAt && !stored.hideReport && !stored.contentWithheld && !stored.withdrawnAt && (await this.clearance.isCleared(manager, stored.applicationId));
  }

  /**
   * A report of an application the caller may open (same 404 for a foreign and a missing one), 402 until
   * it is paid: its PDFs, shares and withdrawal are reached by report id, so they need the same payment gate as the report.
   */
  reportOf<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    reportId: string,
    work: (report: ReportDocumentEntity, manager: EntityManager, tx: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return this.access.withApplication(caller, applicationId, async (tx) => {
      const stored = await tx.manager.findOneBy(ReportDocumentEntity, { reportId, applicationId });
      if (!stored) throw new ReportNotFound();
      await this.requireCleared(tx.manager, applicationId);
      return work(stored, tx.manager, tx);
    });
  }
}


/** A report id that is not this application's answers like a foreign application. */
export class ReportNotFound extends NotFoundException {
  constructor() {
    super(APPLICATION_NOT_FOUND);
  }
}
