import { Es256TokenSigner, Es256TokenVerifier, TokenRejectedError, type TokenAudience } from './es256-tokens.js';

/** Access tokens of signed-in applicants, accepted by every service. */
export const ACCESS_TOKEN_AUDIENCE: TokenAudience = { issuer: 'tenant-screening', audience: 'tenant-screening/api' };
export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** As whom the caller may open an application: only as its owner (README "Who may call what"). */
export type ApplicationRole = 'owner';

/** The applications a token grants, by id (DESIGN §8: read-your-writes across services). */
export type ApplicationGrants = Readonly<Record<string, ApplicationRole>>;

/** The JWT claim holding the grants (short: it travels with every request). */
export const APPLICATION_GRANTS_CLAIM = 'apps';

export interface AccessTokenClaims {
  /** the applicant (user) id */
  userId: string;
  email: string;
  /**
   * The applications the caller could open when onboarding issued the token, and as whom. Other
   * services accept them before their event-fed copy of the access lists has caught up.
   */
  applications?: ApplicationGrants;
  /** when the token was issued: an access list changed after it wins over its grants */
  issuedAt?: Date;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Roles a signed grant may name: 'invited' only in tokens issued before grants were ownership only. */
const ROLES: readonly unknown[] = ['owner', 'invited'];

/**
 * The grants of a verified payload; anything but a map of application ids to known roles is a wrong
 * claim (401). Only ownership grants anything: an older token's 'invited' is dropped, so such a token
 * still signs its holder in.
 */
function grantsOf(claim: unknown): ApplicationGrants {
  if (claim === undefined) return {};
  const valid =
    typeof claim === 'object' && claim !== null && !Array.isArray(claim) && Object.entries(claim).every(([id, role]) => UUID.test(id) && ROLES.includes(role));
  if (!valid) throw new TokenRejectedError('claims');
  return Object.fromEntries(Object.entries(claim as Record<string, string>).flatMap(([id, role]) => (role === 'owner' ? [[id.toLowerCase(), role]] : [])));
}

export class AccessTokenSigner {
  private readonly signer: Es256TokenSigner;

  constructor(privateKeyPem: string) {
    this.signer = new Es256TokenSigner(privateKeyPem, ACCESS_TOKEN_AUDIENCE);
  }

  async issue(claims: Omit<AccessTokenClaims, 'issuedAt'>, now = new Date(), ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<IssuedAccessToken> {
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const payload = { email: claims.email, ...(claims.applications && { [APPLICATION_GRANTS_CLAIM]: claims.applications }) };
    const accessToken = await this.signer.sign(payload, { subject: claims.userId, issuedAt: now, expiresAt });
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
    return {
      userId: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : '',
      applications: grantsOf(payload[APPLICATION_GRANTS_CLAIM]),
      issuedAt: new Date((payload.iat ?? 0) * 1000),
    };
  }
}
