import { Injectable, NotFoundException } from '@nestjs/common';
import type { ReportSummary, VerificationCertificate } from '@tenant/contracts';
import { CertificatesService, REPORT_NOT_VERIFIED } from '../certificates/certificates.service.js';
import { certificateIdOf } from '../pdf/verification-links.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { reportSummaryOf, verificationCertificateOf } from '../reports/report-summary.js';
import { ReportSharesRepository } from '../sharing/report-shares.repository.js';

/** What the public verify page learns of a certificate token or a printed short code (no session: the token is the permission). */
@Injectable()
export class ReportVerificationService {
  constructor(
    private readonly certificates: CertificatesService,
    private readonly reports: ReportDocumentsRepository,
    private readonly shares: ReportSharesRepository,
  ) {}

  /** The certificate a QR token names, with what its report says of the applicant's identity. */
  async certificateOf(token: string | undefined): Promise<VerificationCertificate> {
    const certificate = await this.certificates.standing(token);
    const stored = certificate.reportId ? await this.reports.find(certificate.reportId) : null;
    return verificationCertificateOf(certificate, stored?.report ?? null);
  }

  /** The verified summary of the same token: the link of a summary the applicant shared with exact figures shows them; any other, bands only. */
  async summaryOf(token: string | undefined): Promise<ReportSummary> {
    const certificate = await this.certificates.standing(token);
    const stored = certificate.reportId ? await this.reports.find(certificate.reportId) : null;
    const share = await this.shares.findByCertificate(certificate.certificateId);
    return reportSummaryOf(certificate, stored?.report ?? null, { discloseFigures: share?.discloseFigures ?? false });
  }

  /** A fresh token for the certificate a short code names; anything else is NotVerified. */
  async tokenOfCode(code: unknown): Promise<{ token: string; lang: string | null }> {
    const certificateId = typeof code === 'string' ? certificateIdOf(code) : null;
    const found = certificateId ? await this.certificates.tokenFor(certificateId) : null;
    if (!found) throw new NotFoundException(REPORT_NOT_VERIFIED);
    return found;
  }
}
