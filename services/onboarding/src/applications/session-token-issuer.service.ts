import { Inject, Injectable } from '@nestjs/common';
import { AccessTokenSigner, SERVER_CONFIG, requireConfigValue, type IssuedAccessToken, type ServerConfig } from '@tenant/server-kit';
import { ApplicationsRepository } from '../repositories/applications.repository.js';

/**
 * Issues the access tokens every service verifies; only onboarding holds the private key. A token
 * carries the applications its holder may open and as whom (DESIGN §8), so another service lets them
 * in before onboarding's application/accessChanged reaches it: call it after the transaction that made
 * an application or changed who may open one has committed, and hand the token to the caller.
 */
@Injectable()
export class SessionTokenIssuer {
  private readonly signer: AccessTokenSigner;

  constructor(
    @Inject(SERVER_CONFIG) config: ServerConfig,
    private readonly applications: ApplicationsRepository,
  ) {
    this.signer = new AccessTokenSigner(requireConfigValue(config.authPrivateKey, 'AUTH_PRIVATE_KEY'));
  }

  async issueFor(applicant: { id: string; email: string }, now = new Date()): Promise<IssuedAccessToken> {
    const applications = await this.applications.grantsOf(applicant.id);
    return this.signer.issue({ userId: applicant.id, email: applicant.email, applications }, now);
  }
}
