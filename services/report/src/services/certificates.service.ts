import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { reportCompleted, type VerificationCertificate } from '@tenant/contracts';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { Outbox, SERVER_CONFIG, TokenRejectedError, type ServerConfig } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { ReportApplicantEntity } from '../entities/applicant.entity.js';
import { CertificateEntity } from '../entities/certificate.entity.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportVerificationTokens } from './report-verification-tokens.js';

/** The spec's one answer for every certificate that cannot be verified (spec 2§4 verification page). */
export const REPORT_NOT_VERIFIED = 'ReportVerification.NotVerified';
export const REPORT_UNKNOWN_APPLICATION = 'Report.Error.UnknownApplication';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IssuedCertificate {
  certificateId: string;
  applicationId: string;
  issuedAt: Date;
  expiresAt: Date;
  /** goes into the QR code: /{lang}/verify-report?token= */
  token: string;
}

@Injectable()
export class CertificatesService {
  private readonly tokens: ReportVerificationTokens;

  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.tokens = new ReportVerificationTokens(config);
  }

  /** Stores a certificate valid REPORT_VALIDITY_DAYS from issuedAt and records report/completed. */
  async issue(applicationId: string, issuedAt: Date = new Date()): Promise<IssuedCertificate> {
    const expiresAt = new Date(issuedAt.getTime() + REPORT_VALIDITY_DAYS * DAY_MS);
    const certificate = await this.dataSource.transaction(async (manager) => {
      const applicant = UUID.test(applicationId) ? await manager.findOneBy(ReportApplicantEntity, { applicationId }) : null;
      if (!applicant) throw new NotFoundException(REPORT_UNKNOWN_APPLICATION);
      const saved = await manager.save(manager.create(CertificateEntity, { applicationId, issuedAt, expiresAt }));
      await this.outbox.record(manager, reportCompleted({ applicationId, reportId: saved.id }, applicationId));
      return saved;
    });
    const token = await this.tokens.sign({ certificateId: certificate.id, applicationId }, issuedAt, expiresAt);
    return { certificateId: certificate.id, applicationId, issuedAt, expiresAt, token };
  }

  /** The certificate a QR token names; forged, expired, unknown and missing tokens get the same answer. */
  async verify(token: string | undefined): Promise<VerificationCertificate> {
    if (!token) throw new BadRequestException(REPORT_NOT_VERIFIED);
    let claims;
    try {
      claims = await this.tokens.verify(token);
    } catch (error) {
      if (error instanceof TokenRejectedError) throw new NotFoundException(REPORT_NOT_VERIFIED);
      throw error;
    }
    if (!UUID.test(claims.certificateId) || !UUID.test(claims.applicationId)) throw new NotFoundException(REPORT_NOT_VERIFIED);
    const found = await this.dataSource
      .getRepository(CertificateEntity)
      .createQueryBuilder('certificate')
      .innerJoin(ReportApplicantEntity, 'applicant', 'applicant.application_id = certificate.application_id')
      .select(['certificate.issued_at AS issued_at', 'applicant.first_name AS first_name', 'applicant.last_name AS last_name'])
      .where('certificate.id = :id AND certificate.application_id = :applicationId', {
        id: claims.certificateId,
        applicationId: claims.applicationId,
      })
      .getRawOne<{ issued_at: Date; first_name: string; last_name: string }>();
    if (!found) throw new NotFoundException(REPORT_NOT_VERIFIED);
    return { applicant_name: `${found.first_name} ${found.last_name}`.trim(), created_at: new Date(found.issued_at).toISOString() };
  }
}
