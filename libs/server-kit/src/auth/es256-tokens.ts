import { SignJWT, errors, importPKCS8, importSPKI, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';

export const TOKEN_ALGORITHM = 'ES256';

/** Who issues a kind of token and for whom: a token of one kind is never accepted as another. */
export interface TokenAudience {
  issuer: string;
  audience: string;
}

export type TokenRejection = 'expired' | 'claims' | 'invalid';

export class TokenRejectedError extends Error {
  constructor(readonly reason: TokenRejection, cause?: unknown) {
    super(`token rejected: ${reason}`, { cause });
  }
}

export interface SignOptions {
  subject: string;
  expiresAt: Date;
  issuedAt?: Date;
}

/** Signs ES256 JWTs with a PKCS#8 PEM private key. */
export class Es256TokenSigner {
  private key?: Promise<CryptoKey>;

  constructor(
    private readonly privateKeyPem: string,
    private readonly audience: TokenAudience,
  ) {}

  async sign(claims: Record<string, unknown>, options: SignOptions): Promise<string> {
    this.key ??= importPKCS8(this.privateKeyPem, TOKEN_ALGORITHM);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setIssuer(this.audience.issuer)
      .setAudience(this.audience.audience)
      .setSubject(options.subject)
      .setIssuedAt(Math.floor((options.issuedAt ?? new Date()).getTime() / 1000))
      .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
      .sign(await this.key);
  }
}

/** Verifies ES256 JWTs with only the SPKI PEM public key; any failure is a TokenRejectedError. */
export class Es256TokenVerifier {
  private key?: Promise<CryptoKey>;

  constructor(
    private readonly publicKeyPem: string,
    private readonly audience: TokenAudience,
  ) {}

  async verify(token: string): Promise<JWTPayload & { sub: string }> {
    this.key ??= importSPKI(this.publicKeyPem, TOKEN_ALGORITHM);
    const key = await this.key;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: this.audience.issuer,
        audience: this.audience.audience,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenRejectedError('expired', error);
      if (error instanceof errors.JWTClaimValidationFailed) throw new TokenRejectedError('claims', error);
      throw new TokenRejectedError('invalid', error);
    }
  }
}
