import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { reportShared } from '@tenant/contracts';
import { toLanguage } from '@tenant/domain';
import { EventBus, MailPort, SERVER_CONFIG, sendOnce, type ServerConfig } from '@tenant/server-kit';
import { CertificatesService } from '../certificates/certificates.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { verifyPageUrl } from '../pdf/verification-links.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { reportSummaryOf } from '../reports/report-summary.js';
import { ReportSharesRepository } from './report-shares.repository.js';
import { sharedSummaryMail } from './shared-summary-mail.js';

export const REPORT_SHARE_MAIL_SUBSCRIBER = 'report-share-mail';

type ReportShared = ReturnType<typeof reportShared>;

/**
 * Mails each shared summary to its recipient once the share is committed (from report/shared). At
 * least once delivery: a share already mailed, or withdrawn before it left, is not mailed.
 */
@Injectable()
export class SharedSummaryMailerService implements OnModuleInit {
  private readonly logger = new Logger(SharedSummaryMailerService.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly shares: ReportSharesRepository,
    private readonly reports: ReportDocumentsRepository,
    private readonly certificates: CertificatesService,
    private readonly mail: MailPort,
    private readonly bus: EventBus,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ReportShared>(REPORT_SHARE_MAIL_SUBSCRIBER, reportShared.type, (event) => this.onReportShared(event));
  }

  async onReportShared({ payload }: ReportShared): Promise<void> {
    const share = await this.shares.find(payload.shareId);
    if (!share || share.mailedAt || share.revokedAt) return;
    const stored = await this.reports.find(share.reportId);
    const signed = await this.certificates.tokenFor(share.certificateId);
    if (!stored || stored.withdrawnAt || !signed) return;
    const lang = toLanguage(share.lang);
    // The summary is what the link verifies: the certificate as it stands now.
    const certificate = await this.certificates.standing(signed.token);
    const mail = await sharedSummaryMail({
      to: share.recipientEmail,
      recipientName: share.recipientName,
      lang,
      summary: reportSummaryOf(certificate, stored.report, { discloseFigures: share.discloseFigures }),
      verifyUrl: verifyPageUrl(this.config.publicUrl, lang, signed.token),
    });
    const sent = await sendOnce(
      () => this.transactions.run((tx) => tx.get(ReportSharesRepository).claimMail(share.id, new Date())),
      () => this.mail.send(mail),
      () => this.transactions.run((tx) => tx.get(ReportSharesRepository).releaseMail(share.id)),
    );
    if (sent) this.logger.log(`summary of report ${share.reportId} mailed (share ${share.id})`);
  }
}
