import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { reportShared, type ReportShare } from '@tenant/contracts';
import { toLanguage } from '@tenant/domain';
import { APPLICATION_NOT_FOUND, type AccessTokenClaims } from '@tenant/server-kit';
import type { ReportShareInput } from '@tenant/validation';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { ReportDocumentEntity } from '../reports/report-document.entity.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { ReportsService } from '../reports/reports.service.js';
import type { ReportShareEntity } from './report-share.entity.js';
import { ReportSharesRepository } from './report-shares.repository.js';

/** A report still hidden while checks run, or withheld for the rental-pass partner, has nothing to share yet. */
export const SHARE_NOT_READY = 'Report.Share.Error.NotReady';
/** The applicant withdrew the report: nothing of it can be shared any more. */
export const SHARE_REPORT_WITHDRAWN = 'Report.Share.Error.Withdrawn';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The share as the applicant sees it; withdrawing the whole report withdraws its shares too. */
const toReportShare = (share: ReportShareEntity, report: Pick<ReportDocumentEntity, 'withdrawnAt'>): ReportShare => ({
  id: share.id,
  report_id: share.reportId,
  recipient_email: share.recipientEmail,
  recipient_name: share.recipientName,
  disclose_figures: share.discloseFigures,
  lang: toLanguage(share.lang),
  shared_at: share.sharedAt.toISOString(),
  mailed_at: share.mailedAt?.toISOString() ?? null,
  revoked_at: (share.revokedAt ?? report.withdrawnAt)?.toISOString() ?? null,
});

/**
 * Verified summaries an applicant shares with a landlord or company (spec 2§1, 2§6: only with their
 * consent). Owner only: an invited co-applicant or a stranger gets the same 404 as for a missing
 * application. Each share has its own certificate, so withdrawing one share stops its link alone.
 */
@Injectable()
export class ReportSharesService {
  constructor(
    private readonly reports: ReportsService,
    private readonly access: ApplicationAccessService,
    private readonly certificates: CertificatesService,
  ) {}

  /** Records the consent and the share, and report/shared in the same transaction (the mail follows from it). */
  share(caller: AccessTokenClaims, applicationId: string, reportId: string, input: ReportShareInput, at = new Date()): Promise<ReportShare> {
    return this.reports.reportOf(caller, applicationId, reportId, async (report, tx) => {
      if (report.withdrawnAt) throw new GoneException(SHARE_REPORT_WITHDRAWN);
      // only an issued version is shared (README "Versions": a draft is the applicant's alone)
      if (!report.issuedAt || report.hideReport || report.contentWithheld) throw new ConflictException(SHARE_NOT_READY);
      // The summary's certificate is valid as long as the report (from its generation, like the PDF's; a later version keeps the paid period's end).
      const generatedOn = new Date(report.report.personal_details.generated_on);
      const certificate = await this.certificates.issue(
        applicationId,
        Number.isNaN(generatedOn.getTime()) ? at : generatedOn,
        { reportId, lang: input.lang, expiresAt: report.validUntil ?? undefined },
        tx,
      );
      const share = await tx.get(ReportSharesRepository).create({
        reportId,
        applicationId,
        certificateId: certificate.certificateId,
        sharedBy: caller.userId,
        recipientEmail: input.recipient_email,
        recipientName: input.recipient_name ?? null,
        discloseFigures: input.disclose_figures,
        lang: input.lang,
        sharedAt: at,
        mailedAt: null,
        revokedAt: null,
      });
      await tx.record(reportShared({ applicationId, shareId: share.id }, applicationId));
      return toReportShare(share, report);
    });
  }

  /** Every summary shared from the report, newest first. */
  list(caller: AccessTokenClaims, applicationId: string, reportId: string): Promise<ReportShare[]> {
    return this.reports.reportOf(caller, applicationId, reportId, async (report, tx) => {
      const shares = await tx.get(ReportSharesRepository).listOfReport(applicationId, reportId);
      return shares.map((share) => toReportShare(share, report));
    });
  }

  /** Withdraws one share: its verification link answers Revoked from now on. Idempotent. */
  revoke(caller: AccessTokenClaims, applicationId: string, shareId: string, at = new Date()): Promise<ReportShare> {
    return this.access.withApplication(caller, applicationId, async (tx) => {
      const share = await this.shareOf(tx, applicationId, shareId);
      const report = await tx.get(ReportDocumentsRepository).findOrFail(share.reportId);
      if (!share.revokedAt) {
        share.revokedAt = at;
        await tx.get(ReportSharesRepository).revoke(share.id, at);
        await this.certificates.revokeCertificate(tx, share.certificateId, at);
      }
      return toReportShare(share, report);
    });
  }

  private async shareOf(tx: UnitOfWork, applicationId: string, shareId: string): Promise<ReportShareEntity> {
    const share = UUID.test(shareId) ? await tx.get(ReportSharesRepository).findOfApplication(applicationId, shareId) : null;
    if (!share) throw new NotFoundException(APPLICATION_NOT_FOUND);
    return share;
  }
}
