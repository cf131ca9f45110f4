import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { reportCompleted } from '@tenant/contracts';
import { toLanguage, type Language } from '@tenant/domain';
import { EventBus, MailPort, SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { ApplicantsRepository } from '../applicants/applicants.repository.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import type { ReportDocumentEntity } from '../reports/report-document.entity.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { ReportMailingsRepository } from './report-mailings.repository.js';
import { reportReadyMail, resultPageUrl } from './report-ready-mail.js';

/** Its own subscriber name: the read model's 'report' queues are other handlers' (EventBus.subscribe). */
export const REPORT_MAIL_SUBSCRIBER = 'report-mail';

type ReportCompleted = ReturnType<typeof reportCompleted>;

/** Longer than printing and sending ever take: a claim this old without a mail is a delivery that died. */
export const MAILING_CLAIM_MINUTES = 10;

/**
 * E-mails each finished report to its applicant, in the language they signed up in, with the PDF
 * attached (spec 2§1: the report is e-mailed). At-least-once delivery: a report already mailed (or
 * being mailed) is skipped; a failed print or send throws, and the bus delivers the event again.
 */
@Injectable()
export class ReportMailerService implements OnModuleInit {
  private readonly logger = new Logger(ReportMailerService.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reports: ReportDocumentsRepository,
    private readonly pdfs: ReportPdfService,
    private readonly applicants: ApplicantsRepository,
    private readonly mail: MailPort,
    private readonly bus: EventBus,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ReportCompleted>(REPORT_MAIL_SUBSCRIBER, reportCompleted.type, (event) => this.onReportCompleted(event));
  }

  async onReportCompleted({ payload }: ReportCompleted): Promise<void> {
    const stored = await this.reports.find(payload.reportId);
    // Not a stored report of that application, not an issued version (a draft), still hidden while checks run (a later event mails it),
    // or the rental-pass partner's (its content goes to the partner only, spec 2§6): nothing to mail.
    if (!stored || stored.applicationId !== payload.applicationId || !stored.issuedAt || stored.hideReport || stored.contentWithheld) return;
    const applicant = await this.applicants.find(stored.applicationId);
    const to = applicant?.email ?? stored.report.personal_details.email;
    const lang = toLanguage(applicant?.lang);
    if (!(await this.claim(stored, to, lang))) return;
    try {
      await this.send(stored, to, lang, applicant?.firstName);
    } catch (error) {
      await this.transactions.run((tx) => tx.get(ReportMailingsRepository).release(stored.reportId));
      throw error;
    }
    await this.transactions.run((tx) => tx.get(ReportMailingsRepository).markMailed(stored.reportId, new Date()));
    this.logger.log(`report ${stored.reportId} mailed to its applicant`);
  }

  /**
   * Takes the report's mailing on, in one statement: of two deliveries at once (a redelivery, or the
   * events naming the report and its certificate) one gets it. A claim whose process died before
   * sending is taken over after MAILING_CLAIM_MINUTES; a failed send gives its claim back at once.
   */
  private claim(stored: ReportDocumentEntity, to: string, lang: Language): Promise<boolean> {
    return this.transactions.run((tx) =>
      tx.get(ReportMailingsRepository).claim({ reportId: stored.reportId, applicationId: stored.applicationId, recipient: to, lang }, MAILING_CLAIM_MINUTES),
    );
  }

  private async send(stored: ReportDocumentEntity, to: string, lang: Language, firstName: string | undefined): Promise<void> {
    const message = await reportReadyMail({
      to,
      firstName: firstName ?? stored.report.personal_details.name,
      lang,
      report: stored.report,
      pdf: await this.pdfs.pdfOf(stored.reportId, lang),
      resultUrl: resultPageUrl(this.config.publicUrl, lang, stored.report, stored.applicationId),
    });
    await this.mail.send(message);
  }
}
