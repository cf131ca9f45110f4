import { Es256TokenSigner, Es256TokenVerifier, requireConfigValue, type ServerConfig, type TokenAudience } from '@tenant/server-kit';

/** The token in a report's QR code: it names a certificate and is only good for the verify page. */
export const REPORT_VERIFICATION_AUDIENCE: TokenAudience = { issuer: 'tenant-screening/report', audience: 'report-verification' };

export interface ReportVerificationClaims {
  certificateId: string;
  applicationId: string;
}

export class ReportVerificationTokens {
  private signer?: Es256TokenSigner;
  private verifier?: Es256TokenVerifier;

  constructor(private readonly config: ServerConfig) {}

  sign(claims: ReportVerificationClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
    this.signer ??= new Es256TokenSigner(
      requireConfigValue(this.config.reportSigningPrivateKey, 'REPORT_SIGNING_PRIVATE_KEY'),
      REPORT_VERIFICATION_AUDIENCE,
    );
    return this.signer.sign({ application_id: claims.applicationId }, { subject: claims.certificateId, issuedAt, expiresAt });
  }

  /** Rejects with TokenRejectedError when the token is forged, expired or of another kind. */
  async verify(token: string): Promise<ReportVerificationClaims> {
    this.verifier ??= new Es256TokenVerifier(
      requireConfigValue(this.config.reportSigningPublicKey, 'REPORT_SIGNING_PUBLIC_KEY'),
      REPORT_VERIFICATION_AUDIENCE,
    );
    const payload = await this.verifier.verify(token);
    return { certificateId: payload.sub, applicationId: String(payload.application_id ?? '') };
  }
}
