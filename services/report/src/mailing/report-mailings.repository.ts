import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, type EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportMailingEntity } from './report-mailing.entity.js';

/** Queries on report_mailings: which issued versions were mailed to their applicant (or are being mailed). */
@Injectable()
export class ReportMailingsRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /**
   * Takes the report's mailing on, in one statement: of two deliveries at once one gets it; a claim older
   * than `staleAfterMinutes` without a mail is taken over. Raw SQL: the conditional upsert with its
   * RETURNING is the claim, and reads clearest as the statement itself.
   */
  async claim(mailing: Pick<ReportMailingEntity, 'reportId' | 'applicationId' | 'recipient' | 'lang'>, staleAfterMinutes: number): Promise<boolean> {
    const claimed = (await this.manager.query(
      `INSERT INTO report_mailings (report_id, application_id, recipient, lang, claimed_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (report_id) DO UPDATE SET recipient = EXCLUDED.recipient, lang = EXCLUDED.lang, claimed_at = now()
         WHERE report_mailings.mailed_at IS NULL AND report_mailings.claimed_at < now() - make_interval(mins => $5)
       RETURNING report_id`,
      [mailing.reportId, mailing.applicationId, mailing.recipient, mailing.lang, staleAfterMinutes],
    )) as unknown[];
    return claimed.length > 0;
  }

  async markMailed(reportId: string, at: Date): Promise<void> {
    await this.manager.update(ReportMailingEntity, { reportId }, { mailedAt: at });
  }

  /** Gives a claim back after its send failed (the redelivery takes it at once). */
  async release(reportId: string): Promise<void> {
    await this.manager.delete(ReportMailingEntity, { reportId, mailedAt: IsNull() });
  }
}
