import { Injectable } from '@nestjs/common';
import { applicantRegistered } from '@tenant/contracts';
import { validateRequest } from '@tenant/server-kit';
import { applicantRegistrationSchema } from '@tenant/validation';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { recordAccessChanged } from './application-access-events.js';

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
      const application = await tx.get(ApplicationsRepository).create({
        applicantId: applicant.id,
        applicationType: data.applicationType,
        applicantRole: data.applicantRole,
        employmentStatus: data.employmentStatus ?? null,
        listingId: data.listingId ?? null,
        hideNav: input.hideNav ?? false,
      });
      await tx.record(
        applicantRegistered(
          { applicationId: application.id, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email },
          application.id,
        ),
      );
      await recordAccessChanged(tx, application.id);
      return { applicantId: applicant.id, applicationId: application.id, email: applicant.email };
    };
    return options.tx ? run(options.tx) : this.transactions.run(run);
  }

  /** For sessions issued outside the e-mail code flow (demo CLI, tests): the address counts as verified. */
  async markEmailVerified(applicantId: string): Promise<void> {
    await this.applicants.markEmailVerified(applicantId);
  }
}
