import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { reportCompleted } from '@tenant/contracts';
import { toLanguage, type Language } from '@tenant/domain';
import { EventBus, MailPort, SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { IsNull, type DataSource } from 'typeorm';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { REPORT_DATABASE } from '../report-database.js';
import type { ReportDocumentEntity } from '../reports/report-document.entity.js';
import { ReportsService } from '../reports/reports.service.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ReportMailingEntity } from './report-mailing.entity.js';
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
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly reports: ReportsService,
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
    const stored = await this.completedReport(payload.reportId);
    // Not a stored report of that application, not an issued version (a draft), still hidden while checks run (a later event mails it),
    // or the rental-pass partner's (its content goes to the partner only, spec 2§6): nothing to mail.
    if (!stored || stored.applicationId !== payload.applicationId || !stored.issuedAt || stored.hideReport || stored.contentWithheld) return;
    const applicant = await this.applicants.find(stored.applicationId);
    const to = applicant?.email ?? stored.report.personal_details.email;
    const lang = toLanguage(applicant?.lang);
    if (!(await this.claim(stored, to, lang))) return;
    const mailings = this.dataSource.getRepository(ReportMailingEntity);
    try {
      await this.send(stored, to, lang, applicant?.firstName);
    } catch (error) {
      await mailings.delete({ reportId: stored.reportId, mailedAt: IsNull() });
      throw error;
    }
    await mailings.update({ reportId: stored.reportId }, { mailedAt: new Date() });
    this.logger.log(`report ${stored.reportId} mailed to its applicant`);
  }

  /**
   * Takes the report's mailing on, in one statement: of two deliveries at once (a redelivery, or the
   * events naming the report and its certificate) one gets it. A claim whose process died before
   * sending is taken over after MAILING_CLAIM_MINUTES; a failed send gives its claim back at once.
   */
  private async claim(stored: ReportDocumentEntity, to: string, lang: Language): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO report_mailings (report_id, application_id, recipient, lang, claimed_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (report_id) DO UPDATE SET recipient = EXCLUDED.recipient, lang = EXCLUDED.lang, claimed_at = now()
         WHERE report_mailings.mailed_at IS NULL AND report_mailings.claimed_at < now() - make_interval(mins => $5)
       RETURNING report_id`,
      [stored.reportId, stored.applicationId, to, lang, MAILING_CLAIM_MINUTES],
    );
    return claimed.length > 0;
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

  /** The report an event names. */
  private completedReport(id: string): Promise<ReportDocumentEntity | null> {
    return this.reports.find(id);
  }

}
