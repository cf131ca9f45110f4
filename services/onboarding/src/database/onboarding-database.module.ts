import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { onboardingDatabase } from '../onboarding-database.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';
import { DeclarationsRepository } from '../repositories/declarations.repository.js';
import { EmailCodesRepository } from '../repositories/email-codes.repository.js';
import { HouseholdRepository } from '../repositories/household.repository.js';
import { IdentityRepository } from '../repositories/identity.repository.js';
import { InvitationsRepository } from '../repositories/invitations.repository.js';
import { PersonalDetailsRepository } from '../repositories/personal-details.repository.js';
import { ResumeLinksRepository } from '../repositories/resume-links.repository.js';
import { QuestionnaireRepository } from '../repositories/questionnaire.repository.js';
import { WorkflowCatalogRepository } from '../repositories/workflow-catalog.repository.js';
import { TransactionRunner } from './transaction-runner.js';

const REPOSITORIES = [
  ApplicantsRepository,
  ApplicationsRepository,
  CompaniesRepository,
  DeclarationsRepository,
  EmailCodesRepository,
  HouseholdRepository,
  IdentityRepository,
  InvitationsRepository,
  PersonalDetailsRepository,
  QuestionnaireRepository,
  ResumeLinksRepository,
  WorkflowCatalogRepository,
];

/** The service's database (opened once) with its repositories and transactions, for every domain module. */
@Module({
  imports: [ServiceDatabaseModule.forService(onboardingDatabase)],
  providers: [TransactionRunner, ...REPOSITORIES],
  exports: [TransactionRunner, ...REPOSITORIES],
})
export class OnboardingDatabaseModule {}
