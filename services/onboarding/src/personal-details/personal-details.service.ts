import { Injectable } from '@nestjs/common';
import { personalDetailsSubmitted, type ApplicantUser } from '@tenant/contracts';
import { ValidationFailedException, type AccessTokenClaims } from '@tenant/server-kit';
import {
  checkFiscalCode,
  isBlockingDisagreement,
  PERSONAL_MESSAGES,
  type HouseholdSizeInput,
  type NationalityInput,
  type PersonalDetailsAllInput,
  type PersonalDetailsBasicInput,
} from '@tenant/validation';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { PersonalDetailsEntity } from '../entities/personal-details.entity.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { PersonalDetailsRepository, type PersonalDetailsFields } from '../repositories/personal-details.repository.js';
import { toAllColumns, toBasicColumns, toPersonalUserFields, toPostalAddress } from './personal-details.mapper.js';

/** The sub-steps of the personal-details step outside Germany (spec 1§4). */
const SUB_STEP_DOCUMENTS_AND_ADDRESS = 2;

/** Personal details of the caller in an application (spec 1§2, 1§3, 1§7 personal-details calls). */
@Injectable()
export class PersonalDetailsService {
  constructor(
    private readonly access: ApplicationAccessService,
  ) {}

  /** POST /v1/personal-details/submit: household size and employment status. */
  async submitHouseholdSize(caller: AccessTokenClaims, applicationId: string, input: HouseholdSizeInput): Promise<void> {
    await this.access.withApplication(caller, applicationId, async (application, tx) => {
      await tx.get(ApplicationsRepository).update(application.id, { employmentStatus: input.employmentStatus });
      await tx.get(PersonalDetailsRepository).saveDetails(application.id, caller.userId, { householdMembersCount: input.numMembers });
    });
  }

  /** POST /v2/personal-details/submit: sub-step 1; the applicant continues with sub-step 2. */
  async submitBasic(caller: AccessTokenClaims, applicationId: string, input: PersonalDetailsBasicInput): Promise<void> {
    await this.saveAndRecord(caller, applicationId, { ...toBasicColumns(input), subStep: SUB_STEP_DOCUMENTS_AND_ADDRESS }, input);
  }

  /** POST /v2/personal-details/submit/all: the whole step, basic data and the address block. */
  async submitAll(caller: AccessTokenClaims, applicationId: string, input: PersonalDetailsAllInput): Promise<void> {
    await this.saveAndRecord(caller, applicationId, { ...toAllColumns(input), subStep: SUB_STEP_DOCUMENTS_AND_ADDRESS }, input);
  }

  /** POST /v2/personal-details/submit/nationality */
  async submitNationality(caller: AccessTokenClaims, applicationId: string, input: NationalityInput): Promise<void> {
    await this.saveAndRecord(caller, applicationId, { nationality: input.nationality });
  }

  /** The saved details as the state's user fields (spec 1§3 User), in the unit of work that checked the caller's access. */
  async userFieldsOf(tx: UnitOfWork, applicationId: string, applicantId: string): Promise<Partial<ApplicantUser>> {
    const details = await tx.get(PersonalDetailsRepository).findDetails(applicationId, applicantId);
    return details ? toPersonalUserFields(details) : {};
  }

  private async saveAndRecord(caller: AccessTokenClaims, applicationId: string, fields: PersonalDetailsFields, entered?: PersonalDetailsBasicInput): Promise<void> {
    await this.access.withApplication(caller, applicationId, async (application, tx) => {
      if (entered) await this.assertFiscalCodeIsTheirs(tx, caller.userId, entered);
      const saved = await tx.get(PersonalDetailsRepository).saveDetails(application.id, caller.userId, fields);
      await this.recordSubmitted(tx, saved);
    });
  }

  /** The fiscal code must be the applicant's own: the screen's rule (libs/validation), checked again here (issue 22). */
  private async assertFiscalCodeIsTheirs(tx: UnitOfWork, applicantId: string, entered: PersonalDetailsBasicInput): Promise<void> {
    if (!entered.fiscalCode) return;
    const applicant = await tx.get(ApplicantsRepository).findById(applicantId);
    const disagreements = await checkFiscalCode({
      fiscalCode: entered.fiscalCode,
      firstName: applicant?.firstName,
      lastName: applicant?.lastName,
      dateOfBirth: entered.dateOfBirth,
      placeOfBirth: entered.placeOfBirth,
    });
    if (disagreements.some(isBlockingDisagreement)) {
      throw new ValidationFailedException([{ msg: PERSONAL_MESSAGES.fiscalCodeMismatch, loc: ['body', 'fiscalCode'] }]);
    }
  }

  private async recordSubmitted(tx: UnitOfWork, details: PersonalDetailsEntity): Promise<void> {
    await tx.record(
      personalDetailsSubmitted(
        {
          applicationId: details.applicationId,
          applicantId: details.applicantId,
          fiscalCode: details.fiscalCode,
          nationality: details.nationality,
          dateOfBirth: details.dateOfBirth,
          placeOfBirth: details.placeOfBirth,
          address: toPostalAddress(details),
        },
        details.applicationId,
      ),
    );
  }
}
