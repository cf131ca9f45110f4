import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ReportApplicantEntity } from '../applicants/applicant.entity.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportDocumentEntity } from '../reports/report-document.entity.js';
import { CertificateEntity } from './certificate.entity.js';

/** A certificate as the verify page needs it: with its applicant's name and its report's version. */
export interface CertificateOnRecord {
  issued_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  report_id: string | null;
  first_name: string;
  last_name: string;
  version: number | null;
  latest_version: number | null;
  latest_issued_at: Date | null;
}

/** Queries on certificates (what the QR codes and shared links point at). */
@Injectable()
export class CertificatesRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  create(certificate: Omit<CertificateEntity, 'id'>): Promise<CertificateEntity> {
    return this.manager.save(this.manager.create(CertificateEntity, certificate));
  }

  find(certificateId: string): Promise<CertificateEntity | null> {
    return this.manager.findOneBy(CertificateEntity, { id: certificateId });
  }

  /** The certificate of the application, with its applicant and the version it was printed on, and the newest version issued after that one. */
  onRecord(certificateId: string, applicationId: string): Promise<CertificateOnRecord | undefined> {
    return this.manager
      .createQueryBuilder(CertificateEntity, 'certificate')
      .innerJoin(ReportApplicantEntity, 'applicant', 'applicant.application_id = certificate.application_id')
      .select([
        'certificate.issued_at AS issued_at',
        'certificate.expires_at AS expires_at',
        'certificate.revoked_at AS revoked_at',
        'certificate.report_id AS report_id',
        'applicant.first_name AS first_name',
        'applicant.last_name AS last_name',
        'printed.version AS version',
        'latest.version AS latest_version',
        'latest.issued_at AS latest_issued_at',
      ])
      .leftJoin(ReportDocumentEntity, 'printed', 'printed.report_id = certificate.report_id')
      // the application's versions issued after it, newest first (README "Versions": an older one says a newer one exists)
      .leftJoin(ReportDocumentEntity, 'latest', 'latest.application_id = certificate.application_id AND latest.version > printed.version')
      .where('certificate.id = :id AND certificate.application_id = :applicationId', { id: certificateId, applicationId })
      .orderBy('latest.version', 'DESC', 'NULLS LAST')
      .getRawOne<CertificateOnRecord>();
  }

  /** Withdraws one certificate (a shared summary's link): it answers Revoked from now on. Idempotent. */
  async revoke(certificateId: string, at: Date): Promise<void> {
    await this.manager.createQueryBuilder().update(CertificateEntity).set({ revokedAt: at }).where('id = :certificateId AND revoked_at IS NULL', { certificateId }).execute();
  }

  /** Withdraws every certificate of a report: its QR codes stop verifying at once. Idempotent. */
  async revokeReport(applicationId: string, reportId: string, at: Date): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(CertificateEntity)
      .set({ revokedAt: at })
      .where('application_id = :applicationId AND report_id = :reportId AND revoked_at IS NULL', { applicationId, reportId })
      .execute();
  }
}
