import type { Language } from '@tenant/domain';
import type { ReportVerificationPrint } from '@tenant/report-view/server';
import type { ReportDocumentEntity } from '../reports/report-document.entity.js';
import type { CertificatesService } from '../certificates/certificates.service.js';
import { qrSvg, shortLinkUrl, verifyPageUrl } from './verification-links.js';

/**
 * A new certificate of a stored report for one printed PDF, and what the PDF prints of it: the QR
 * code and short link leading to the verify page.
 */
export async function printCertificate(
  certificates: CertificatesService,
  publicUrl: string,
  stored: ReportDocumentEntity,
  lang: Language,
): Promise<{ certificateId: string; verification: ReportVerificationPrint }> {
  const issuedAt = new Date(stored.report.personal_details.generated_on);
  // a later version keeps the paid period's end (README "Versions")
  const certificate = await certificates.issue(stored.applicationId, Number.isNaN(issuedAt.getTime()) ? new Date() : issuedAt, { reportId: stored.reportId, lang, expiresAt: stored.validUntil ?? undefined });
  const url = verifyPageUrl(publicUrl, lang, certificate.token);
  return {
    certificateId: certificate.certificateId,
    verification: { url, shortUrl: shortLinkUrl(publicUrl, certificate.certificateId), qrSvg: await qrSvg(url) },
  };
}

/** Work under way by key, so a double click or a second tab starts it once. */
export class OncePerKey<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    let running = this.running.get(key);
    if (!running) {
      running = work().finally(() => this.running.delete(key));
      this.running.set(key, running);
    }
    return running;
  }
}
