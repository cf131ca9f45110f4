import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuthController } from './auth.controller.js';
import { EmailCodesService } from './email-codes.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PartnerSignatureController } from './partner-signature.controller.js';
import { PartnerSignaturesService } from './partner-signatures.service.js';
import { RateLimiterService } from './rate-limiter.service.js';
import { RetentionService } from './retention.service.js';
import { SignupController } from './signup.controller.js';
import { SignupService } from './signup.service.js';
import { VerifyEmailController } from './verify-email.controller.js';

/** Sign-up, e-mail codes and verify-email, partner-signed entry, the session check, and the removal of sign-ups never verified. */
@Module({
  imports: [ApplicationsModule],
  controllers: [SignupController, VerifyEmailController, PartnerSignatureController, AuthController],
  providers: [SignupService, EmailCodesService, EmailVerificationService, PartnerSignaturesService, RateLimiterService, RetentionService],
  exports: [RetentionService, EmailCodesService, RateLimiterService],
})
export class SignUpModule {}
