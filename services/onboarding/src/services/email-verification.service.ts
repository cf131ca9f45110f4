import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicantEmailVerified, type VerifyEmailResponse } from '@tenant/contracts';
import { PARTNER_USER_DEFAULTS, type Language } from '@tenant/domain';
import { Outbox, validateRequest } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, resendCodeSchema, verifyEmailSubmitSchema } from '@tenant/validation';
import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { EmailCodesService } from './email-codes.service.js';
import { PartnerSignaturesService } from './partner-signatures.service.js';
import { SessionTokenIssuer } from './session-token-issuer.service.js';
import { requireObjectBody } from './signup.service.js';

/**
 * E-mail verification (spec 1§4, 1§7): a right code (or, for a partner-signed applicant, the fixed
 * code with the partner's unused signature) applies the sign-up details and issues the session.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly codes: EmailCodesService,
    private readonly partners: PartnerSignaturesService,
    private readonly tokens: SessionTokenIssuer,
    private readonly outbox: Outbox,
  ) {}

  async submit(body: unknown, clientIp: string): Promise<VerifyEmailResponse> {
    const input = validateRequest(verifyEmailSubmitSchema, requireObjectBody(body));
    if (input.sig) {
      const { certificate } = await this.partners.verify(input.sig);
      if (certificate.email !== input.email || input.code !== PARTNER_USER_DEFAULTS.emailCode) throw new UnauthorizedException(SIGNUP_MESSAGES.wrongCode);
    }
    const verified = await this.codes.verify(input.email, input.code, clientIp, { partnerSigned: Boolean(input.sig) });
    const applicant = await this.dataSource.transaction(async (manager) => {
      if (input.sig) await this.partners.consume(input.sig, manager);
      const profile = verified.pendingProfile;
      const found = await manager.findOneByOrFail(ApplicantEntity, { email: verified.email });
      await manager.update(
        ApplicantEntity,
        { id: found.id },
        {
          emailVerifiedAt: new Date(),
          ...(profile && {
            firstName: profile.firstName,
            lastName: profile.lastName,
            mobile: profile.mobile ?? found.mobile,
            privacyPolicyConsentedAt: profile.privacyPolicyConsented ? new Date() : found.privacyPolicyConsentedAt,
            marketingConsented: profile.marketingConsented,
            dataProcessingConsented: profile.dataProcessingConsented,
          }),
        },
      );
      await this.outbox.record(
        manager,
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

  async resend(body: unknown, lang: Language, clientIp: string): Promise<void> {
    const input = validateRequest(resendCodeSchema, requireObjectBody(body));
    await this.codes.resend(input.email, lang, clientIp);
  }
}
