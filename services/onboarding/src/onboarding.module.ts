import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { AdditionalDetailsController } from './controllers/additional-details.controller.js';
import { AuthController } from './controllers/auth.controller.js';
import { ContinueLaterController } from './controllers/continue-later.controller.js';
import { ListingController } from './controllers/listing.controller.js';
import { SignupController } from './controllers/signup.controller.js';
import { QuestionnaireController } from './controllers/questionnaire.controller.js';
import { PartnerSignatureController } from './controllers/partner-signature.controller.js';
import { ResumeController } from './controllers/resume.controller.js';
import { StateController } from './controllers/state.controller.js';
import { VerifyEmailController } from './controllers/verify-email.controller.js';
import { WorkflowController } from './controllers/workflow.controller.js';
import { CurrentAddressController } from './controllers/current-address.controller.js';
import { IdentityVerificationController } from './controllers/identity-verification.controller.js';
import { OpenapisController } from './controllers/openapis.controller.js';
import { OtherDocumentsController } from './controllers/other-documents.controller.js';
import { PersonalDetailsController, PersonalDetailsV1Controller } from './controllers/personal-details.controller.js';
import { AddressProvider } from './providers/address/address-provider.port.js';
import { PlacesAddressProvider, placesConfigFrom } from './providers/address/places-address-provider.js';
import { IdentityProvider } from './providers/identity/identity-provider.port.js';
import { WebIdIdentityProvider, webIdConfigFrom } from './providers/identity/webid-identity-provider.js';
import { DocumentStorage } from './providers/storage/document-storage.port.js';
import { PostgresDocumentStorage } from './providers/storage/postgres-document-storage.js';
import { AddressSearchService } from './services/address-search.service.js';
import { CountryFlagsService } from './services/country-flags.service.js';
import { CurrentAddressService } from './services/current-address.service.js';
import { IdentityDocumentsService } from './services/identity-documents.service.js';
import { IdentityVerificationService } from './services/identity-verification.service.js';
import { PersonalDetailsService } from './services/personal-details.service.js';
import { onboardingDatabase } from './onboarding-database.js';
import { ApplicationAccessService } from './services/application-access.service.js';
import { ApplicationStateService } from './services/application-state.service.js';
import { ApplicationsService } from './services/applications.service.js';
import { ContinueLaterService } from './services/continue-later.service.js';
import { EmailCodesService } from './services/email-codes.service.js';
import { EmailVerificationService } from './services/email-verification.service.js';
import { HouseholdService } from './services/household.service.js';
import { InvitationMailerService } from './services/invitation-mailer.service.js';
import { InvitationsService } from './services/invitations.service.js';
import { ListingsService } from './services/listings.service.js';
import { PartnerSignaturesService } from './services/partner-signatures.service.js';
import { QuestionnaireService } from './services/questionnaire.service.js';
import { RateLimiterService } from './services/rate-limiter.service.js';
import { ResumeService } from './services/resume.service.js';
import { RetentionService } from './services/retention.service.js';
import { SessionTokenIssuer } from './services/session-token-issuer.service.js';
import { SignupService } from './services/signup.service.js';
import { WorkflowCatalogService } from './services/workflow-catalog.service.js';

/** The onboarding service; needs ServerKitModule from whoever boots the app (its main or the composed API). */
@Module({
  imports: [ServiceDatabaseModule.forService(onboardingDatabase)],
  controllers: [
    WorkflowController,
    ListingController,
    ContinueLaterController,
    AuthController,
    StateController,
    SignupController,
    PersonalDetailsV1Controller,
    PersonalDetailsController,
    CurrentAddressController,
    IdentityVerificationController,
    OpenapisController,
    OtherDocumentsController,
    AdditionalDetailsController,
    QuestionnaireController,
    VerifyEmailController,
    ResumeController,
    PartnerSignatureController,
  ],
  providers: [
    WorkflowCatalogService,
    ApplicationsService,
    SessionTokenIssuer,
    ApplicationAccessService,
    ApplicationStateService,
    InvitationsService,
    ListingsService,
    ContinueLaterService,
    PersonalDetailsService,
    CurrentAddressService,
    IdentityVerificationService,
    CountryFlagsService,
    AddressSearchService,
    IdentityDocumentsService,
    // Providers behind ports, configured by environment (README: IDENTITY_PROVIDER_*, PLACES_API_*).
    { provide: IdentityProvider, useFactory: () => new WebIdIdentityProvider(webIdConfigFrom(process.env)) },
    { provide: AddressProvider, useFactory: () => new PlacesAddressProvider(placesConfigFrom(process.env)) },
    { provide: DocumentStorage, useClass: PostgresDocumentStorage },
    HouseholdService,
    InvitationMailerService,
    QuestionnaireService,
    RateLimiterService,
    EmailCodesService,
    PartnerSignaturesService,
    SignupService,
    EmailVerificationService,
    ResumeService,
    RetentionService,
  ],
  exports: [ApplicationsService, SessionTokenIssuer, InvitationsService, ListingsService, RetentionService],
})
export class OnboardingModule {}
