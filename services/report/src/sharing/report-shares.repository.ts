import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, type EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportShareEntity } from './report-share.entity.js';

/** Queries on report_shares: the summaries applicants shared, and their mails. */
@Injectable()
export class ReportSharesRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  create(share: Omit<ReportShareEntity, 'id'>): Promise<ReportShareEntity> {
    return this.manager.save(this.manager.create(ReportShareEntity, share));
  }

  find(shareId: string): Promise<ReportShareEntity | null> {
    return this.manager.findOneBy(ReportShareEntity, { id: shareId });
  }

  findOfApplication(applicationId: string, shareId: string): Promise<ReportShareEntity | null> {
    return this.manager.findOneBy(ReportShareEntity, { id: shareId, applicationId });
  }

  /** The share whose link is this certificate, if any (the public summary shows figures only where disclosed). */
  findByCertificate(certificateId: string): Promise<ReportShareEntity | null> {
    return this.manager.findOneBy(ReportShareEntity, { certificateId });
  }

  /** Every summary shared from a report, newest first. */
  listOfReport(applicationId: string, reportId: string): Promise<ReportShareEntity[]> {
    return this.manager.find(ReportShareEntity, { where: { applicationId, reportId }, order: { sharedAt: 'DESC' } });
  }

  async revoke(shareId: string, at: Date): Promise<void> {
    await this.manager.update(ReportShareEntity, { id: shareId }, { revokedAt: at });
  }

  /** Takes the share's summary mail: false when it was taken already. */
  async claimMail(shareId: string, at: Date): Promise<boolean> {
    const { affected } = await this.manager.update(ReportShareEntity, { id: shareId, mailedAt: IsNull() }, { mailedAt: at });
    return !!affected;
  }

  /** Gives a claimed summary mail back after it failed (the retry mails it). */
  async releaseMail(shareId: string): Promise<void> {
    await this.manager.update(ReportShareEntity, { id: shareId }, { mailedAt: null });
  }
}
