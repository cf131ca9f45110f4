import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicantRegistered } from '@tenant/contracts';
import { Outbox, validateRequest } from '@tenant/server-kit';
import { applicantRegistrationSchema } from '@tenant/validation';
import type { DataSource } from 'typeorm';
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
  async register(input: RegisterApplicantInput): Promise<RegisteredApplication> {
    const data = validateRequest(applicantRegistrationSchema, input);
    return this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(ApplicantEntity)
        .values({ firstName: data.firstName, lastName: data.lastName, email: data.email, mobile: data.mobile ?? null })
        .orUpdate(['first_name', 'last_name', 'mobile'], ['email'])
        .execute();
      const applicant = await manager.findOneByOrFail(ApplicantEntity, { email: data.email });
      const application = await manager.save(
        manager.create(ApplicationEntity, {
          applicantId: applicant.id,
          applicationType: data.applicationType,
          applicantRole: data.applicantRole,
          employmentStatus: data.employmentStatus ?? null,
          listingId: data.listingId ?? null,
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
    });
  }
}
