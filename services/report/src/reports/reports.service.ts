import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import type { ReportDraftNeed, ReportResponse, RevokeReportResponse } from '@tenant/contracts';
import { canDownloadReport } from '@tenant/domain';
import { APPLICATION_NOT_FOUND, type AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { pendingReasonOf } from '../computation/report-readiness.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { PAYMENT_REQUIRED } from '../payment-clearance/payment-clearance.service.js';
import { PaymentClearancesRepository } from '../payment-clearance/payment-clearances.repository.js';
import { ReportInputsRepository } from '../report-inputs/report-inputs.repository.js';
import { reissueNeeds } from '../versions/version-rule.js';
import type { ReportDocumentEntity } from './report-document.entity.js';
import { ReportDocumentsRepository } from './report-documents.repository.js';

export type { StoredReport } from './report-documents.repository.js';

/** The finished reports as their applicants read them (stored by the report builds). */
@Injectable()
export class ReportsService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly certificates: CertificatesService,
  ) {}

  /** The applicant withdraws a report (owner only): every QR code printed for it stops verifying. */
  withdraw(caller: AccessTokenClaims, applicationId: string, reportId: string, at = new Date()): Promise<RevokeReportResponse> {
    return this.reportOf(caller, applicationId, reportId, async (_report, tx) => {
      await this.certificates.revokeReport(tx, applicationId, reportId, at);
      await tx.get(ReportDocumentsRepository).withdraw(reportId, at);
      return { success: true, revoked_at: at.toISOString() };
    });
  }

  /**
   * GET /v2/report/: 402 until the application is paid or payment waived (spec 2§4 Payment step 6), then
   * its latest issued version (before the first issue: the report being built), hidden or withheld as
   * its flags say, withdrawn without its PDF, and the draft of later changes with what it still needs.
   */
  latestFor(caller: AccessTokenClaims, applicationId: string, now = new Date()): Promise<ReportResponse> {
    return this.access.withApplication(caller, applicationId, async (tx) => {
      await this.requireCleared(tx, applicationId);
      const documents = tx.get(ReportDocumentsRepository);
      const stored = await documents.latestOf(applicationId);
      if (!stored) return { success: true, report: null, hide_report: true, report_id: null, can_download: false, content_withheld: false, can_share: false, state: 'draft', version: null, draft: null };
      const withdrawn = !!stored.withdrawnAt;
      const canDownload = !withdrawn && canDownloadReport({ email: caller.email, hideReport: stored.hideReport, contentWithheld: stored.contentWithheld });
      const shown = !stored.hideReport && !stored.contentWithheld;
      const draft = stored.version ? await documents.draftOf(applicationId) : null;
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
          needs: await this.draftNeeds(stored, tx, now),
          report: !draft.hideReport && !draft.contentWithheld ? draft.report : null,
        },
      };
    });
  }

  /** What the draft still needs to be issued, by the rule the build applies. */
  private async draftNeeds(issued: ReportDocumentEntity, tx: UnitOfWork, now: Date): Promise<ReportDraftNeed[]> {
    const inputs = await tx.get(ReportInputsRepository).load(issued.applicationId);
    return reissueNeeds(inputs, pendingReasonOf(inputs), issued, now);
  }

  /** 402 until the application is paid or its payment waived (spec 2§4 Payment step 6). */
  private async requireCleared(tx: UnitOfWork, applicationId: string): Promise<void> {
    if (!(await tx.get(PaymentClearancesRepository).isCleared(applicationId))) throw new HttpException(PAYMENT_REQUIRED, HttpStatus.PAYMENT_REQUIRED);
  }

  /** Whether a stored report may be shown in full: issued (so paid), its checks done, not withheld nor withdrawn. */
  async isShowable(tx: UnitOfWork, stored: ReportDocumentEntity): Promise<boolean> {
    return !!stored.issuedAt && !stored.hideReport && !stored.contentWithheld && !stored.withdrawnAt && (await tx.get(PaymentClearancesRepository).isCleared(stored.applicationId));
  }

  /**
   * A report of an application the caller may open (same 404 for a foreign and a missing one), 402 until
   * it is paid: its PDFs, shares and withdrawal are reached by report id, so they need the same payment gate as the report.
   */
  reportOf<T>(caller: AccessTokenClaims, applicationId: string, reportId: string, work: (report: ReportDocumentEntity, tx: UnitOfWork) => Promise<T>): Promise<T> {
    return this.access.withApplication(caller, applicationId, async (tx) => {
      const stored = await tx.get(ReportDocumentsRepository).findOfApplication(applicationId, reportId);
      if (!stored) throw new ReportNotFound();
      await this.requireCleared(tx, applicationId);
      return work(stored, tx);
    });
  }
}

/** A report id that is not this application's answers like a foreign application. */
export class ReportNotFound extends NotFoundException {
  constructor() {
    super(APPLICATION_NOT_FOUND);
  }
}
