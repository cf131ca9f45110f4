import { Es256TokenSigner, Es256TokenVerifier, type TokenAudience } from './es256-tokens.js';

/** Access tokens of signed-in applicants, accepted by every service. */
export const ACCESS_TOKEN_AUDIENCE: TokenAudience = { issuer: 'tenant-screening', audience: 'tenant-screening/api' };
export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface AccessTokenClaims {
  /** the applicant (user) id */
  userId: string;
  email: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: Date;
}

export class AccessTokenSigner {
  private readonly signer: Es256TokenSigner;

  constructor(privateKeyPem: string) {
    this.signer = new Es256TokenSigner(privateKeyPem, ACCESS_TOKEN_AUDIENCE);
  }

  async issue(claims: AccessTokenClaims, now = new Date(), ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<IssuedAccessToken> {
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const accessToken = await this.signer.sign({ email: claims.email }, { subject: claims.userId, issuedAt: now, expiresAt });
    return { accessToken, expiresAt };
  }
}

export class AccessTokenVerifier {
  private readonly verifier: Es256TokenVerifier;

  constructor(publicKeyPem: string) {
    this.verifier = new Es256TokenVerifier(publicKeyPem, ACCESS_TOKEN_AUDIENCE);
  }

  async verify(token: string): Promise<AccessTokenClaims> {
    const payload = await this.verifier.verify(token);
    return { userId: payload.sub, email: typeof payload.email === 'string' ? payload.email : '' };
  }
}
