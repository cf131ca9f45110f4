import type { ServiceDatabaseOptions } from '@tenant/server-kit';
import { ApplicantEntity } from './entities/applicant.entity.js';
import { ApplicationEntity } from './entities/application.entity.js';
import { CompanyEntity } from './entities/company.entity.js';
import { ListingEntity } from './entities/listing.entity.js';
import { EmailVerificationCodeEntity } from './entities/email-verification-code.entity.js';
import { OccupationEntity } from './entities/occupation.entity.js';
import { InvitationEntity } from './entities/invitation.entity.js';
import { WorkflowEntity } from './entities/workflow.entity.js';
import { AdditionalDetailsEntity } from './entities/additional-details.entity.js';
import { HouseholdPersonEntity } from './entities/household-person.entity.js';
import { QuestionnaireAnswerEntity, QuestionnaireQuestionEntity, QuestionnaireSubmissionEntity } from './entities/questionnaire.entity.js';
import { CreateOccupationsAndWorkflows1700000001000 } from './migrations/1700000001000-create-occupations-and-workflows.js';
import { CreateApplicantsAndApplications1700000002000 } from './migrations/1700000002000-create-applicants-and-applications.js';
import { CreateInvitations1700000004000 } from './migrations/1700000004000-create-invitations.js';
import { CreateCompaniesAndListings1700000003000 } from './migrations/1700000003000-create-companies-and-listings.js';
import { CreatePersonalDetailsAndIdentity1700000006000 } from './migrations/1700000006000-create-personal-details-and-identity.js';
import { CreateEmailCodesAndSignup1700000005000 } from './migrations/1700000005000-create-email-codes-and-signup.js';
import { CurrentAddressEntity } from './entities/current-address.entity.js';
import { IdentityVerificationEntity } from './entities/identity-verification.entity.js';
import { PersonalDetailsEntity } from './entities/personal-details.entity.js';
import { CreateHouseholdAndQuestionnaire1700000007000 } from './migrations/1700000007000-create-household-and-questionnaire.js';
import { AddCompanyLegalPages1700000008000 } from './migrations/1700000008000-add-company-legal-pages.js';
import { MoveDocumentsToIncome1700000009000 } from './migrations/1700000009000-move-documents-to-income.js';
import { CreateDeclarations1700000010000 } from './migrations/1700000010000-create-declarations.js';
import { MortgageInfoEntity } from './entities/mortgage-info.entity.js';
import { ResumeLinkEntity } from './entities/resume-link.entity.js';
import { VeridicityDeclarationEntity } from './entities/veridicity-declaration.entity.js';
import { AddCompanyBilling1700000013000 } from './migrations/1700000013000-add-company-billing.js';
import { AddCompanyEmailDomains1700000014300 } from './migrations/1700000014300-add-company-email-domains.js';
import { AddReviewerLogin1700000015100 } from './migrations/1700000015100-add-reviewer-login.js';
import { AddRetentionClocks1700000015500 } from './migrations/1700000015500-add-retention-clocks.js';
import { AddListingDepositAndCurrentRent1700000018000 } from './migrations/1700000018000-add-listing-deposit-and-current-rent.js';
import { AddCodeMailFailed1700000018500 } from './migrations/1700000018500-add-code-mail-failed.js';
import { CreateResumeLinks1700000019000 } from './migrations/1700000019000-create-resume-links.js';
import { AddListingCountry1700000019100 } from './migrations/1700000019100-add-listing-country.js';
import { MoveDemoDataToDevelopmentSeed1700000020000 } from './migrations/1700000020000-move-demo-data-to-development-seed.js';

export const ONBOARDING_DATABASE = 'onboarding';

export const onboardingDatabase: ServiceDatabaseOptions = {
  name: ONBOARDING_DATABASE,
  entities: [
    OccupationEntity,
    WorkflowEntity,
    ApplicantEntity,
    ApplicationEntity,
    InvitationEntity,
    CompanyEntity,
    ListingEntity,
    PersonalDetailsEntity,
    CurrentAddressEntity,
    IdentityVerificationEntity,
    AdditionalDetailsEntity,
    HouseholdPersonEntity,
    QuestionnaireQuestionEntity,
    QuestionnaireAnswerEntity,
    QuestionnaireSubmissionEntity,
    EmailVerificationCodeEntity,
    VeridicityDeclarationEntity,
    MortgageInfoEntity,
    ResumeLinkEntity,
  ],
  migrations: [
    CreateOccupationsAndWorkflows1700000001000,
    CreateApplicantsAndApplications1700000002000,
    CreateCompaniesAndListings1700000003000,
    CreateInvitations1700000004000,
    CreateEmailCodesAndSignup1700000005000,
    CreatePersonalDetailsAndIdentity1700000006000,
    CreateHouseholdAndQuestionnaire1700000007000,
    AddCompanyLegalPages1700000008000,
    MoveDocumentsToIncome1700000009000,
    CreateDeclarations1700000010000,
    AddCompanyBilling1700000013000,
    AddCompanyEmailDomains1700000014300,
    AddReviewerLogin1700000015100,
    AddRetentionClocks1700000015500,
    AddListingDepositAndCurrentRent1700000018000,
    AddCodeMailFailed1700000018500,
    CreateResumeLinks1700000019000,
    AddListingCountry1700000019100,
    MoveDemoDataToDevelopmentSeed1700000020000,
  ],
};
