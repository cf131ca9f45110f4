import { Inject, Injectable } from '@nestjs/common';
import { AccessTokenSigner, SERVER_CONFIG, requireConfigValue, type IssuedAccessToken, type ServerConfig } from '@tenant/server-kit';

/** Issues the access tokens every service verifies; only onboarding holds the private key. */
@Injectable()
export class SessionTokenIssuer {
  private readonly signer: AccessTokenSigner;

  constructor(@Inject(SERVER_CONFIG) config: ServerConfig) {
    this.signer = new AccessTokenSigner(requireConfigValue(config.authPrivateKey, 'AUTH_PRIVATE_KEY'));
  }

  issueFor(applicant: { id: string; email: string }, now = new Date()): Promise<IssuedAccessToken> {
    return this.signer.issue({ userId: applicant.id, email: applicant.email }, now);
  }
}
