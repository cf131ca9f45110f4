import { Injectable } from '@nestjs/common';
import { applicantRegistered } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { validateRequest } from '@tenant/server-kit';
import { applicantRegistrationSchema } from '@tenant/validation';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicantEntity } from '../entities/applicant.entity.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository, type NewApplication } from '../repositories/applications.repository.js';
import { recordAccessChanged } from './application-access-events.js';
import { recordListingTerms } from './application-payment-terms.js';

export interface RegisterApplicantInput {
  firstName: string;
  lastName: string;
  email: string;
  applicationType?: string;
  applicantRole?: string;
  employmentStatus?: string;
  listingId?: string;
  mobile?: string;
  hideNav?: boolean;
  /** the language of the sign-up: later e-mails to the applicant (their report) are in it */
  lang?: Language;
}

export interface RegisterOptions {
  /** run inside the caller's transaction */
  tx?: UnitOfWork;
  /**
   * Sign-up before the e-mail is verified must not change an existing person's details: they are
   * applied on verification. Defaults to updating them.
   */
  keepExistingDetails?: boolean;
}

export interface RegisteredApplication {
  applicantId: string;
  applicationId: string;
  email: string;
}

@Injectable()
export class ApplicationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly applicants: ApplicantsRepository,
  ) {}

  /**
   * Creates the applicant (or updates the one with this e-mail) and a new application, and records
   * applicant/registered in the same transaction. Invalid input is a 422 with every failing field.
   */
  async register(input: RegisterApplicantInput, options: RegisterOptions = {}): Promise<RegisteredApplication> {
    const data = validateRequest(applicantRegistrationSchema, input);
    const run = async (tx: UnitOfWork): Promise<RegisteredApplication> => {
      const applicant = await tx
        .get(ApplicantsRepository)
        .upsertByEmail({ firstName: data.firstName, lastName: data.lastName, email: data.email, mobile: data.mobile ?? null }, options.keepExistingDetails ?? false);
      const application = await this.open(tx, applicant, {
        applicationType: data.applicationType,
        applicantRole: data.applicantRole,
        employmentStatus: data.employmentStatus ?? null,
        listingId: data.listingId ?? null,
        hideNav: input.hideNav ?? false,
      }, input.lang);
      return { applicantId: applicant.id, applicationId: application.id, email: applicant.email };
    };
    return options.tx ? run(options.tx) : this.transactions.run(run);
  }

  /**
   * Another application of the same person like `source` (type, listing, occupation, navigation), owned
   * by them and starting at `start` (spec 2§4 Result, rapid: start new application).
   */
  startAnother(tx: UnitOfWork, applicant: ApplicantEntity, source: ApplicationEntity, start: Pick<ApplicationEntity, 'step' | 'stepRouter'>): Promise<ApplicationEntity> {
    const { applicationType, employmentStatus, listingId, hideNav } = source;
    return this.open(tx, applicant, { applicationType, applicantRole: 'main-applicant', employmentStatus, listingId, hideNav, ...start });
  }

  /** Creates an application of the applicant and tells the other services who owns it, who may open it and its payment terms, in the same transaction. */
  private async open(tx: UnitOfWork, applicant: ApplicantEntity, fields: NewApplication, lang?: Language): Promise<ApplicationEntity> {
    const application = await tx.get(ApplicationsRepository).create({ ...fields, applicantId: applicant.id });
    await tx.record(
      applicantRegistered(
        { applicationId: application.id, applicantId: applicant.id, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email, mobile: applicant.mobile ?? null, ...(lang ? { lang } : {}) },
        application.id,
      ),
    );
    await recordAccessChanged(tx, application.id);
    await recordListingTerms(tx, application);
    return application;
  }

  /** For sessions issued outside the e-mail code flow (demo CLI, tests): the address counts as verified. */
  async markEmailVerified(applicantId: string): Promise<void> {
    await this.applicants.markEmailVerified(applicantId);
  }
}
