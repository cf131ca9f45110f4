import { Es256TokenSigner, Es256TokenVerifier, TokenRejectedError, type TokenAudience } from './es256-tokens.js';

/**
 * Sessions of reviewers (company staff, spec 2§6): a token kind of its own, so an applicant's token
 * never opens the dashboard and a reviewer's never opens an application.
 */
export const REVIEWER_TOKEN_AUDIENCE: TokenAudience = { issuer: 'tenant-screening', audience: 'tenant-screening/reviewer' };
/** A working day: reviewers log in again with a new code the next day. */
export const REVIEWER_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface ReviewerClaims {
  /** the reviewer's (verified) e-mail address */
  email: string;
  /** the registered company whose e-mail domain the address is at */
  companyId: string;
}

export class ReviewerTokenSigner {
  private readonly signer: Es256TokenSigner;

  constructor(privateKeyPem: string) {
    this.signer = new Es256TokenSigner(privateKeyPem, REVIEWER_TOKEN_AUDIENCE);
  }

  async issue(claims: ReviewerClaims, now = new Date()): Promise<{ accessToken: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + REVIEWER_TOKEN_TTL_SECONDS * 1000);
    const accessToken = await this.signer.sign({ company_id: claims.companyId }, { subject: claims.email, issuedAt: now, expiresAt });
    return { accessToken, expiresAt };
  }
}

export class ReviewerTokenVerifier {
  private readonly verifier: Es256TokenVerifier;

  constructor(publicKeyPem: string) {
    this.verifier = new Es256TokenVerifier(publicKeyPem, REVIEWER_TOKEN_AUDIENCE);
  }

  async verify(token: string): Promise<ReviewerClaims> {
    const payload = await this.verifier.verify(token);
    if (typeof payload.company_id !== 'string' || !payload.company_id) throw new TokenRejectedError('claims');
    return { email: payload.sub, companyId: payload.company_id };
  }
}
