import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { ReviewerSessionResponse } from '@tenant/contracts';
import { emailDomainOf, type Language } from '@tenant/domain';
import { ReviewerTokenSigner, SERVER_CONFIG, requireConfigValue, type ServerConfig } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, type ReviewerLogin, type ReviewerVerify } from '@tenant/validation';
import { TransactionRunner } from '../database/transaction-runner.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';
import { codeSendLimits, EmailCodesService } from '../sign-up/email-codes.service.js';
import type { RequesterOrigin } from '../sign-up/requester.js';
import { RateLimiterService } from '../sign-up/rate-limiter.service.js';


/**
 * A reviewer's login (spec 2§6 Reviewer) with the sign-up's one-time e-mail codes (same length,
 * lifetime, tries, resend wait and rate limits; purpose 'reviewer-login', so the two never mix).
 * Who is a reviewer: anyone who proves a mailbox at a registered company's staff e-mail domain
 * (companies.email_domains, set with the CLI set-company-email-domains); the company controls who
 * gets an address there. The session names that company; the domain is checked again at the code.
 */
@Injectable()
export class ReviewerLoginService {
  private readonly signer: ReviewerTokenSigner;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly codes: EmailCodesService,
    private readonly limiter: RateLimiterService,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.signer = new ReviewerTokenSigner(requireConfigValue(config.authPrivateKey, 'AUTH_PRIVATE_KEY'));
  }

  /** Mails a code to an address of a registered company; any other address gets the same answer and no mail. */
  async requestCode({ email }: ReviewerLogin, lang: Language, requester: RequesterOrigin): Promise<void> {
    const send = await this.transactions.run(async (tx) => {
      const company = await tx.get(CompaniesRepository).findByEmailDomain(emailDomainOf(email) ?? '');
      if (!company) {
        // Counted like a sent code, so the answer cannot be used to probe for company domains at speed.
        await this.limiter.consume(codeSendLimits(requester), tx);
        return null;
      }
      return this.codes.issue({ email, firstName: '', applicationId: null, lang, pendingProfile: null, requester, purpose: 'reviewer-login' }, tx);
    });
    await send?.();
  }

  /** The right code of an address still at a registered company's domain opens a reviewer session for that company. */
  async verify({ email, code }: ReviewerVerify, requester: RequesterOrigin): Promise<ReviewerSessionResponse> {
    await this.codes.verify(email, code, requester, { purpose: 'reviewer-login' });
    const company = await this.transactions.run((tx) => tx.get(CompaniesRepository).findByEmailDomain(emailDomainOf(email) ?? ''));
    if (!company) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    const { accessToken, expiresAt } = await this.signer.issue({ email, companyId: String(company.id) });
    return { success: true, access_token: accessToken, expires_at: expiresAt.toISOString(), company_name: company.name };
  }
}
