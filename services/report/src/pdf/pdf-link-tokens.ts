import { Es256TokenSigner, Es256TokenVerifier, requireConfigValue, TokenRejectedError, type ServerConfig, type TokenAudience } from '@tenant/server-kit';

/** Which PDF a link opens: a report's own, or the aggregated one of a main report and its linked people's. */
export type PdfLinkKind = 'report' | 'aggregated';

/**
 * A PDF link is good for one report and a short while: whoever holds it can download, like any
 * signed link. Each kind has its audience, so a link to one kind never opens the other.
 */
export const PDF_LINK_AUDIENCES: Record<PdfLinkKind, TokenAudience> = {
  report: { issuer: 'tenant-screening/report', audience: 'report-pdf' },
  aggregated: { issuer: 'tenant-screening/report', audience: 'report-aggregated-pdf' },
};
export const PDF_LINK_TTL_MS = 10 * 60 * 1000;

export class PdfLinkTokens {
  private signer?: Es256TokenSigner;
  private verifier?: Es256TokenVerifier;

  constructor(
    private readonly config: ServerConfig,
    private readonly kind: PdfLinkKind = 'report',
  ) {}

  sign(reportId: string, now = new Date()): Promise<string> {
    this.signer ??= new Es256TokenSigner(requireConfigValue(this.config.reportSigningPrivateKey, 'REPORT_SIGNING_PRIVATE_KEY'), PDF_LINK_AUDIENCES[this.kind]);
    return this.signer.sign({}, { subject: reportId, issuedAt: now, expiresAt: new Date(now.getTime() + PDF_LINK_TTL_MS) });
  }

  /** The report id; rejects with TokenRejectedError when forged, expired or of another kind. */
  async verify(token: string): Promise<string> {
    this.verifier ??= new Es256TokenVerifier(requireConfigValue(this.config.reportSigningPublicKey, 'REPORT_SIGNING_PUBLIC_KEY'), PDF_LINK_AUDIENCES[this.kind]);
    return (await this.verifier.verify(token)).sub;
  }

  /** The report id of a link's token, or null when it is forged, expired, of another kind or missing. */
  async reportIdOf(token: string | undefined): Promise<string | null> {
    try {
      return await this.verify(token ?? '');
    } catch (error) {
      if (error instanceof TokenRejectedError) return null;
      throw error;
    }
  }
}
