import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Report, ReportResponse, RevokeReportResponse } from '@tenant/contracts';
import { canDownloadReport } from '@tenant/domain';
import { APPLICATION_NOT_FOUND, ApplicationAccessCopy, type AccessTokenClaims, type UnitOfWork } from '@tenant/server-kit';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { PAYMENT_REQUIRED, PaymentClearanceService } from '../payment-clearance/payment-clearance.service.js';
import { REPORT_DATABASE } from '../report-database.js';
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
  ) {}

  /** The applicant withdraws a report (owner only): every QR code printed for it stops verifying. */
  withdraw(caller: AccessTokenClaims, applicationId: string, reportId: string, at = new Date()): Promise<RevokeReportResponse> {
    return this.reportOf(caller, applicationId, reportId, 'owner', async (_report, manager) => {
      await this.certificates.revokeReport(applicationId, reportId, at, manager);
      await manager.update(ReportDocumentEntity, { reportId, withdrawnAt: IsNull() }, { withdrawnAt: at });
      return { success: true, revoked_at: at.toISOString() };
    });
  }

  /** Stores (or replaces) a report under its personal_details.report_id. */
  async store({ applicationId, report, hideReport = false, contentWithheld = false }: StoredReport, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.upsert(
      ReportDocumentEntity,
      { reportId: report.personal_details.report_id, applicationId, report, hideReport, contentWithheld },
      ['reportId'],
    );
  }

  find(reportId: string, manager: EntityManager = this.dataSource.manager): Promise<ReportDocumentEntity | null> {
    return manager.findOneBy(ReportDocumentEntity, { reportId });
  }

  /** GET /v2/report/: 402 until the application is paid or payment waived (spec 2§4 Payment step 6), then its latest report, hidden or withheld as its flags say. */
  latestFor(caller: AccessTokenClaims, applicationId: string): Promise<ReportResponse> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (tx) => {
      await this.requireCleared(tx.manager, applicationId);
      const stored = await tx.manager.findOne(ReportDocumentEntity, { where: { applicationId }, order: { createdAt: 'DESC' } });
      if (!stored) return { success: true, report: null, hide_report: true, report_id: null, can_download: false, content_withheld: false, can_share: false };
      const canDownload = canDownloadReport({ email: caller.email, hideReport: stored.hideReport, contentWithheld: stored.contentWithheld });
      const shown = !stored.hideReport && !stored.contentWithheld;
      // Only the owner withdraws or shares; an invited co-applicant reads.
      const owner = !!(await tx.get(ApplicationAccessCopy).accessBy(applicationId, caller, 'owner'));
      return {
        success: true,
        report: shown ? stored.report : null,
        hide_report: stored.hideReport,
        report_id: stored.reportId,
        can_download: canDownload,
        content_withheld: stored.contentWithheld,
        can_share: owner && shown && !stored.withdrawnAt,
      };
    });
  }

  /** 402 until the application is paid or its payment waived (spec 2§4 Payment step 6). */
  private async requireCleared(manager: EntityManager, applicationId: string): Promise<void> {
    if (!(await this.clearance.isCleared(manager, applicationId))) throw new HttpException(PAYMENT_REQUIRED, HttpStatus.PAYMENT_REQUIRED);
  }

  /** Whether a stored report may be shown in full: paid, its checks done, not withheld nor withdrawn. */
  async isShowable(manager: EntityManager, stored: ReportDocumentEntity): Promise<boolean> {
    return !stored.hideReport && !stored.contentWithheld && !stored.withdrawnAt && (await this.clearance.isCleared(manager, stored.applicationId));
  }

  /**
   * A report of an application the caller may open (same 404 for a foreign and a missing one), 402 until
   * it is paid: its PDFs, shares and withdrawal are reached by report id, so they need the same payment gate as the report.
   */
  reportOf<T>(
    caller: AccessTokenClaims,
    applicationId: string,
    reportId: string,
    mode: 'owner-or-invited' | 'owner',
    work: (report: ReportDocumentEntity, manager: EntityManager, tx: UnitOfWork) => Promise<T>,
  ): Promise<T> {
    return this.access.withApplication(caller, applicationId, mode, async (tx) => {
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
