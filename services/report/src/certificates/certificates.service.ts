import { BadRequestException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { SERVER_CONFIG, TokenRejectedError, type ServerConfig } from '@tenant/server-kit';
import { ApplicantsRepository } from '../applicants/applicants.repository.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { CertificatesRepository } from './certificates.repository.js';
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
    private readonly transactions: TransactionRunner,
    private readonly certificates: CertificatesRepository,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.tokens = new ReportVerificationTokens(config);
  }

  /**
   * Stores a certificate valid REPORT_VALIDITY_DAYS from issuedAt (or until `printed.expiresAt`) and signs
   * its token: in the caller's unit of work `tx`, or in a transaction of its own. Records no event
   * (report/completed is the report builder's).
   */
  async issue(applicationId: string, issuedAt: Date = new Date(), printed: { reportId?: string; lang?: string; expiresAt?: Date } = {}, tx?: UnitOfWork): Promise<IssuedCertificate> {
    const expiresAt = printed.expiresAt ?? new Date(issuedAt.getTime() + REPORT_VALIDITY_DAYS * DAY_MS);
    const store = async (work: UnitOfWork) => {
      const applicant = UUID.test(applicationId) ? await work.get(ApplicantsRepository).find(applicationId) : null;
      if (!applicant) throw new NotFoundException(REPORT_UNKNOWN_APPLICATION);
      return work.get(CertificatesRepository).create({ applicationId, issuedAt, expiresAt, reportId: printed.reportId ?? null, lang: printed.lang ?? null, revokedAt: null });
    };
    const certificate = await (tx ? store(tx) : this.transactions.run(store));
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
    const found = await this.certificates.onRecord(claims.certificateId, claims.applicationId);
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
    const certificate = await this.certificates.find(certificateId);
    if (!certificate) return null;
    const token = await this.tokens.sign({ certificateId, applicationId: certificate.applicationId }, certificate.issuedAt, certificate.expiresAt);
    return { token, lang: certificate.lang };
  }

  /** In the caller's unit of work: withdraws one certificate (a shared summary's link); it answers Revoked from now on. Idempotent. */
  revokeCertificate(tx: UnitOfWork, certificateId: string, at: Date): Promise<void> {
    return tx.get(CertificatesRepository).revoke(certificateId, at);
  }

  /** In the caller's unit of work: withdraws every certificate of a report; its QR codes stop verifying at once. Idempotent. */
  revokeReport(tx: UnitOfWork, applicationId: string, reportId: string, at: Date): Promise<void> {
    return tx.get(CertificatesRepository).revokeReport(applicationId, reportId, at);
  }
}
