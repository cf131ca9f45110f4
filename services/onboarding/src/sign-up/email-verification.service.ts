import { Injectable, UnauthorizedException } from '@nestjs/common';
import { applicantEmailVerified, type VerifyEmailResponse } from '@tenant/contracts';
import { PARTNER_USER_DEFAULTS, type Language } from '@tenant/domain';
import { SIGNUP_MESSAGES, type resendCodeSchema, type verifyEmailSubmitSchema } from '@tenant/validation';
import type { InferType } from 'yup';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { EmailCodesService } from './email-codes.service.js';
import type { RequesterOrigin } from './requester.js';
import { PartnerSignaturesService } from './partner-signatures.service.js';
import { SessionTokenIssuer } from '../applications/session-token-issuer.service.js';

export type VerifyEmailSubmitInput = InferType<typeof verifyEmailSubmitSchema>;
export type ResendCodeInput = InferType<typeof resendCodeSchema>;

/**
 * E-mail verification (spec 1§4, 1§7): a right code (or, for a partner-signed applicant, the fixed
 * code with the partner's unused signature) applies the sign-up details and issues the session.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly codes: EmailCodesService,
    private readonly partners: PartnerSignaturesService,
    private readonly tokens: SessionTokenIssuer,
  ) {}

  async submit(input: VerifyEmailSubmitInput, requester: RequesterOrigin): Promise<VerifyEmailResponse> {
    const signature = input.sig ? await this.partners.verify(input.sig) : null;
    if (signature && (signature.certificate.email !== input.email || input.code !== PARTNER_USER_DEFAULTS.emailCode)) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    const verified = await this.codes.verify(input.email, input.code, requester, { partnerSigned: Boolean(input.sig) });
    const applicant = await this.transactions.run(async (tx) => {
      if (signature && input.sig) {
        await this.partners.assertOwnApplicant(signature, verified.email, tx);
        await this.partners.consume(input.sig, tx);
      }
      const profile = verified.pendingProfile;
      const applicants = tx.get(ApplicantsRepository);
      const found = await applicants.findByEmailOrFail(verified.email);
      await applicants.update(
        found.id,
        {
          emailVerifiedAt: new Date(),
          ...(profile && {
            firstName: profile.firstName,
            lastName: profile.lastName,
            mobile: profile.mobile ?? found.mobile,
            privacyPolicyConsentedAt: profile.privacyPolicyConsented ? new Date() : found.privacyPolicyConsentedAt,
            marketingConsented: profile.marketingConsented,
            marketingConsentedAt: profile.marketingConsented ? new Date() : null,
            dataProcessingConsented: profile.dataProcessingConsented,
          }),
        },
      );
      await tx.record(
        applicantEmailVerified(
          { applicationId: verified.applicationId, applicantId: found.id, method: input.sig ? 'partner-signature' : 'email-code' },
          verified.applicationId,
        ),
      );
      return found;
    });
    const { accessToken } = await this.tokens.issueFor({ id: applicant.id, email: applicant.email });
    return { success: true, access_token: accessToken, application_id: verified.applicationId };
  }

  async resend(input: ResendCodeInput, lang: Language, requester: RequesterOrigin): Promise<void> {
    await this.codes.resend(input.email, lang, requester);
  }
}
