import { BadRequestException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { Outbox, SERVER_CONFIG, TokenRejectedError, type ServerConfig } from '@tenant/server-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { ReportApplicantEntity } from '../entities/applicant.entity.js';
import { CertificateEntity } from '../entities/certificate.entity.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportVerificationTokens } from './report-verification-tokens.js';

/** The spec's one answer for every certificate that cannot be verified (spec 2§4 verification page). */
export const REPORT_NOT_VERIFIED = 'ReportVerification.NotVerified';
/** A genuine certificate past its validity (spec 2§9: 60 days). */
export const REPORT_EXPIRED = 'ReportVerification.Expired';
/** A genuine certificate whose report the applicant withdrew. */
export const REPORT_REVOKED = 'ReportVerification.Revoked';
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

/** A certificate that verifies: genuine, known, not withdrawn, not expired. */
export interface StandingCertificate {
  certificateId: string;
  applicantName: string;
  issuedAt: Date;
  expiresAt: Date;
  /** the report it was printed on (null for certificates issued without a report) */
  reportId: string | null;
  /** that report's version, and the application's latest version when a newer one was issued since */
  version: number | null;
  newerVersion: { version: number; issued_at: string } | null;
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
  async issue(applicationId: string, issuedAt: Date = new Date(), printed: { reportId?: string; lang?: string; expiresAt?: Date } = {}, inTransaction?: EntityManager): Promise<IssuedCertificate> {
    const expiresAt = printed.expiresAt ?? new Date(issuedAt.getTime() + REPORT_VALIDITY_DAYS * DAY_MS);
    const run = async (manager: EntityManager) => {
      const applicant = UUID.test(applicationId) ? await manager.findOneBy(ReportApplicantEntity, { applicationId }) : null;
      if (!applicant) throw new NotFoundException(REPORT_UNKNOWN_APPLICATION);
      const saved = await manager.save(
        manager.create(CertificateEntity, { applicationId, issuedAt, expiresAt, reportId: printed.reportId ?? null, lang: printed.lang ?? null, revokedAt: null }),
      );
      return saved;
    };
    const certificate = await (inTransaction ? run(inTransaction) : this.dataSource.transaction(run));
    const token = await this.tokens.sign({ certificateId: certificate.id, applicationId }, issuedAt, expiresAt);
    return { certificateId: certificate.id, applicationId, issuedAt, expiresAt, token };
  }

  /**
   * The certificate a QR token names, if it still stands. Forged, unknown and missing tokens get the one
   * answer NotVerified; a genuine token past its validity is Expired and one whose report was withdrawn
   * Revoked (410), so the reader knows to ask the applicant for a new report.
   */
  async standing(token: string | undefined): Promise<StandingCertificate> {
    if (!token) throw new BadRequestException(REPORT_NOT_VERIFIED);
    let claims;
    try {
      claims = await this.tokens.verify(token);
    } catch (error) {
      // jose checks the signature before the expiry: an expired token is a genuine one.
      if (error instanceof TokenRejectedError) throw error.reason === 'expired' ? new GoneException(REPORT_EXPIRED) : new NotFoundException(REPORT_NOT_VERIFIED);
      throw error;
    }
    if (!UUID.test(claims.certificateId) || !UUID.test(claims.applicationId)) throw new NotFoundException(REPORT_NOT_VERIFIED);
    const found = await this.dataSource
      .getRepository(CertificateEntity)
      .createQueryBuilder('certificate')
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
      .leftJoin('report_documents', 'printed', 'printed.report_id = certificate.report_id')
      // the application's versions issued after it, newest first (README "Versions": an older one says a newer one exists)
      .leftJoin('report_documents', 'latest', 'latest.application_id = certificate.application_id AND latest.version > printed.version')
      .where('certificate.id = :id AND certificate.application_id = :applicationId', {
        id: claims.certificateId,
        applicationId: claims.applicationId,
      })
      .orderBy('latest.version', 'DESC', 'NULLS LAST')
      .getRawOne<{
        issued_at: Date;
        expires_at: Date;
        revoked_at: Date | null;
        report_id: string | null;
        first_name: string;
        last_name: string;
        version: number | null;
        latest_version: number | null;
        latest_issued_at: Date | null;
      }>();
    if (!found) throw new NotFoundException(REPORT_NOT_VERIFIED);
    if (found.revoked_at) throw new GoneException(REPORT_REVOKED);
    if (new Date(found.expires_at).getTime() <= Date.now()) throw new GoneException(REPORT_EXPIRED);
    return {
      certificateId: claims.certificateId,
      applicantName: `${found.first_name} ${found.last_name}`.trim(),
      issuedAt: new Date(found.issued_at),
      expiresAt: new Date(found.expires_at),
      reportId: found.report_id,
      version: found.version,
      newerVersion: found.latest_version && found.latest_issued_at ? { version: found.latest_version, issued_at: new Date(found.latest_issued_at).toISOString() } : null,
    };
  }

  /** A fresh token for a certificate still standing (the printed short link); null when unknown. */
  async tokenFor(certificateId: string): Promise<{ token: string; lang: string | null } | null> {
    if (!UUID.test(certificateId)) return null;
    const certificate = await this.dataSource.getRepository(CertificateEntity).findOneBy({ id: certificateId });
    if (!certificate) return null;
    const token = await this.tokens.sign({ certificateId, applicationId: certificate.applicationId }, certificate.issuedAt, certificate.expiresAt);
    return { token, lang: certificate.lang };
  }

  /** Withdraws one certificate (a shared summary's link): it answers Revoked from now on. Idempotent. */
  async revokeCertificate(certificateId: string, at: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.createQueryBuilder().update(CertificateEntity).set({ revokedAt: at }).where('id = :certificateId AND revoked_at IS NULL', { certificateId }).execute();
  }

  /** Withdraws every certificate of a report: its QR codes stop verifying at once. Idempotent. */
  async revokeReport(applicationId: string, reportId: string, at: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(CertificateEntity)
      .set({ revokedAt: at })
      .where('application_id = :applicationId AND report_id = :reportId AND revoked_at IS NULL', { applicationId, reportId })
      .execute();
  }
}
