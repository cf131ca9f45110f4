import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicantRegistered } from '@tenant/contracts';
import { Outbox, validateRequest } from '@tenant/server-kit';
import { applicantRegistrationSchema } from '@tenant/validation';
import type { DataSource, EntityManager } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicationEntity } from '../entities/application.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

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
  manager?: EntityManager;
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
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Creates the applicant (or updates the one with this e-mail) and a new application, and records
   * applicant/registered in the same transaction. Invalid input is a 422 with every failing field.
   */
  async register(input: RegisterApplicantInput, options: RegisterOptions = {}): Promise<RegisteredApplication> {
    const data = validateRequest(applicantRegistrationSchema, input);
    const run = async (manager: EntityManager): Promise<RegisteredApplication> => {
      const insert = manager
        .createQueryBuilder()
        .insert()
        .into(ApplicantEntity)
        .values({ firstName: data.firstName, lastName: data.lastName, email: data.email, mobile: data.mobile ?? null });
      await (options.keepExistingDetails ? insert.orIgnore() : insert.orUpdate(['first_name', 'last_name', 'mobile'], ['email'])).execute();
      const applicant = await manager.findOneByOrFail(ApplicantEntity, { email: data.email });
      const application = await manager.save(
        manager.create(ApplicationEntity, {
          applicantId: applicant.id,
          applicationType: data.applicationType,
          applicantRole: data.applicantRole,
          employmentStatus: data.employmentStatus ?? null,
          listingId: data.listingId ?? null,
          hideNav: input.hideNav ?? false,
        }),
      );
      await this.outbox.record(
        manager,
        applicantRegistered(
          { applicationId: application.id, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email },
          application.id,
        ),
      );
      return { applicantId: applicant.id, applicationId: application.id, email: applicant.email };
    };
    return options.manager ? run(options.manager) : this.dataSource.transaction(run);
  }

  /** For sessions issued outside the e-mail code flow (demo CLI, tests): the address counts as verified. */
  async markEmailVerified(applicantId: string): Promise<void> {
    await this.dataSource.getRepository(ApplicantEntity).update({ id: applicantId }, { emailVerifiedAt: () => 'coalesce(email_verified_at, now())' });
  }
}
