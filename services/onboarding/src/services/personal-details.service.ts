import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { personalDetailsSubmitted, type ApplicantUser, type PostalAddress } from '@tenant/contracts';
import { Outbox, type AccessTokenClaims } from '@tenant/server-kit';
import {
  birthDateToIso,
  isoToBirthDate,
  type HouseholdSizeInput,
  type NationalityInput,
  type PersonalDetailsAllInput,
  type PersonalDetailsBasicInput,
} from '@tenant/validation';
import type { DataSource, EntityManager } from 'typeorm';
import { ApplicationEntity } from '../entities/application.entity.js';
import { PersonalDetailsEntity } from '../entities/personal-details.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';

/** The sub-steps of the personal-details step outside Germany (spec 1§4). */
const SUB_STEP_DOCUMENTS_AND_ADDRESS = 2;

type PersonalFields = Partial<Omit<PersonalDetailsEntity, 'applicationId' | 'applicantId' | 'updatedAt'>>;

/** Personal details of the caller in an application (spec 1§2, 1§3, 1§7 personal-details calls). */
@Injectable()
export class PersonalDetailsService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly outbox: Outbox,
  ) {}

  /** POST /v1/personal-details/submit: household size and employment status. */
  async submitHouseholdSize(caller: AccessTokenClaims, applicationId: string, input: HouseholdSizeInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager);
      await manager.update(ApplicationEntity, { id: application.id }, { employmentStatus: input.employmentStatus });
      await this.save(manager, application.id, caller.userId, { householdMembersCount: input.numMembers });
    });
  }

  /** POST /v2/personal-details/submit: sub-step 1; the applicant continues with sub-step 2. */
  async submitBasic(caller: AccessTokenClaims, applicationId: string, input: PersonalDetailsBasicInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager);
      const saved = await this.save(manager, application.id, caller.userId, { ...this.basicFields(input), subStep: SUB_STEP_DOCUMENTS_AND_ADDRESS });
      await this.recordSubmitted(manager, saved);
    });
  }

  /** POST /v2/personal-details/submit/all: the whole step, basic data and the address block. */
  async submitAll(caller: AccessTokenClaims, applicationId: string, input: PersonalDetailsAllInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager);
      const saved = await this.save(manager, application.id, caller.userId, {
        ...this.basicFields(input),
        country: input.country,
        street: input.street,
        houseNum: input.houseNum,
        city: input.city,
        postcode: input.postcode,
        province: input.province ?? null,
        state: input.state ?? null,
        subStep: SUB_STEP_DOCUMENTS_AND_ADDRESS,
      });
      await this.recordSubmitted(manager, saved);
    });
  }

  /** POST /v2/personal-details/submit/nationality */
  async submitNationality(caller: AccessTokenClaims, applicationId: string, input: NationalityInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager);
      const saved = await this.save(manager, application.id, caller.userId, { nationality: input.nationality });
      await this.recordSubmitted(manager, saved);
    });
  }

  /** The saved details as the state's user fields (spec 1§3 User); the caller's access is already checked. */
  async userFieldsOf(applicationId: string, applicantId: string): Promise<Partial<ApplicantUser>> {
    const details = await this.dataSource.getRepository(PersonalDetailsEntity).findOneBy({ applicationId, applicantId });
    if (!details) return {};
    const address = addressOf(details);
    return {
      fiscal_code: details.fiscalCode,
      nationality: details.nationality,
      date_of_birth: details.dateOfBirth ? isoToBirthDate(details.dateOfBirth) : null,
      birth_city: details.placeOfBirth,
      personal_details_sub_step: details.subStep,
      personal_address: address
        ? { ...address, province: address.province ?? undefined, state: address.state ?? undefined }
        : null,
    };
  }

  private basicFields(input: PersonalDetailsBasicInput): PersonalFields {
    return {
      fiscalCode: input.fiscalCode ?? null,
      nationality: input.nationality,
      dateOfBirth: birthDateToIso(input.dateOfBirth),
      placeOfBirth: input.placeOfBirth,
    };
  }

  private async save(manager: EntityManager, applicationId: string, applicantId: string, fields: PersonalFields): Promise<PersonalDetailsEntity> {
    const repository = manager.getRepository(PersonalDetailsEntity);
    const existing = await repository.findOne({ where: { applicationId, applicantId }, lock: { mode: 'pessimistic_write' } });
    return repository.save(repository.merge(existing ?? repository.create({ applicationId, applicantId }), fields));
  }

  private async recordSubmitted(manager: EntityManager, details: PersonalDetailsEntity): Promise<void> {
    await this.outbox.record(
      manager,
      personalDetailsSubmitted(
        {
          applicationId: details.applicationId,
          applicantId: details.applicantId,
          fiscalCode: details.fiscalCode,
          nationality: details.nationality,
          dateOfBirth: details.dateOfBirth,
          placeOfBirth: details.placeOfBirth,
          address: addressOf(details),
        },
        details.applicationId,
      ),
    );
  }
}

const addressOf = (details: PersonalDetailsEntity): PostalAddress | null =>
  details.country && details.street && details.houseNum && details.postcode && details.city
    ? {
        country: details.country,
        street: details.street,
        houseNum: details.houseNum,
        postcode: details.postcode,
        city: details.city,
        province: details.province,
        state: details.state,
      }
    : null;
