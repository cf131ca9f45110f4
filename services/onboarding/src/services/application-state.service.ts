import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicantUser, SavedState } from '@tenant/contracts';
import { toApplicationType, type ApplicantRole } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import type { UpdateStepInput } from '@tenant/validation';
import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicationEntity } from '../entities/application.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';
import { CurrentAddressService } from './current-address.service.js';
import { HouseholdService } from './household.service.js';
import { PersonalDetailsService } from './personal-details.service.js';

/** The saved state of an application (spec 1§3 global state, 1§4 Workflow). */
@Injectable()
export class ApplicationStateService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly personalDetails: PersonalDetailsService,
    private readonly currentAddress: CurrentAddressService,
    private readonly household: HouseholdService,
  ) {}

  /**
   * The caller's view of an application. `user` is always the caller (an invited person never reads
   * the inviting applicant's details, the household they declared included). Documents belong to the
   * income service and join the state there.
   */
  async stateOf(caller: AccessTokenClaims, applicationId: string): Promise<SavedState> {
    const application = await this.access.requireAccess(caller, applicationId);
    const applicant = await this.dataSource.getRepository(ApplicantEntity).findOneBy({ id: caller.userId });
    const role = application.applicantRole as ApplicantRole;
    const user: ApplicantUser = {
      first_name: applicant?.firstName,
      last_name: applicant?.lastName,
      email: applicant?.email ?? caller.email,
      mobile: applicant?.mobile ?? undefined,
      employment_status: application.employmentStatus ?? undefined,
      listing_id: application.listingId,
      is_main_tenant: role === 'main-applicant',
      ...(await this.personalDetails.userFieldsOf(application.id, caller.userId)),
      ...(await this.currentAddress.userFieldsOf(application.id, caller.userId)),
      ...(application.applicantId === caller.userId ? await this.household.userFieldsOf(application.id) : {}),
    };
    return {
      user,
      application: {
        listing_id: application.listingId,
        applicant_role: role,
        hide_nav: application.hideNav,
        applicationType: toApplicationType(application.applicationType),
      },
      documents: [],
      step: application.step,
      step_router: application.stepRouter,
    };
  }

  async updateStep(caller: AccessTokenClaims, applicationId: string, input: UpdateStepInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager, 'owner');
      await manager.update(ApplicationEntity, { id: application.id }, { step: input.step, stepRouter: input.step_router });
    });
  }
}
