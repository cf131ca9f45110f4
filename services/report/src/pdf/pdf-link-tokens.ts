import { Es256TokenSigner, Es256TokenVerifier, requireConfigValue, type ServerConfig, type TokenAudience } from '@tenant/server-kit';

/** A PDF link is good for one report and a short while: whoever holds it can download, like any signed link. */
export const PDF_LINK_AUDIENCE: TokenAudience = { issuer: 'tenant-screening/report', audience: 'report-pdf' };
export const PDF_LINK_TTL_MS = 10 * 60 * 1000;

export class PdfLinkTokens {
  private signer?: Es256TokenSigner;
  private verifier?: Es256TokenVerifier;

  constructor(private readonly config: ServerConfig) {}

  sign(reportId: string, now = new Date()): Promise<string> {
    this.signer ??= new Es256TokenSigner(requireConfigValue(this.config.reportSigningPrivateKey, 'REPORT_SIGNING_PRIVATE_KEY'), PDF_LINK_AUDIENCE);
    return this.signer.sign({}, { subject: reportId, issuedAt: now, expiresAt: new Date(now.getTime() + PDF_LINK_TTL_MS) });
  }

  /** The report id; rejects with TokenRejectedError when forged, expired or of another kind. */
  async verify(token: string): Promise<string> {
    this.verifier ??= new Es256TokenVerifier(requireConfigValue(this.config.reportSigningPublicKey, 'REPORT_SIGNING_PUBLIC_KEY'), PDF_LINK_AUDIENCE);
    return (await this.verifier.verify(token)).sub;
  }
}
