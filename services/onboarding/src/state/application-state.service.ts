import { Injectable } from '@nestjs/common';
import type { ApplicantUser, SavedState } from '@tenant/contracts';
import { toApplicationType, type ApplicantRole } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import type { UpdateStepInput } from '@tenant/validation';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { CurrentAddressService } from '../personal-details/current-address.service.js';
import { HouseholdService } from '../household/household.service.js';
import { MortgageInfoService } from '../mortgage-info/mortgage-info.service.js';
import { PersonalDetailsService } from '../personal-details/personal-details.service.js';

/** The saved state of an application (spec 1§3 global state, 1§4 Workflow). */
@Injectable()
export class ApplicationStateService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly personalDetails: PersonalDetailsService,
    private readonly currentAddress: CurrentAddressService,
    private readonly household: HouseholdService,
    private readonly mortgageInfo: MortgageInfoService,
  ) {}

  /**
   * The caller's view of an application. `user` is always the caller (an invited person never reads
   * the inviting applicant's details, the household they declared included). Documents belong to the
   * income service and join the state there.
   */
  stateOf(caller: AccessTokenClaims, applicationId: string): Promise<SavedState> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const applicant = await tx.get(ApplicantsRepository).findById(caller.userId);
      const role = application.applicantRole as ApplicantRole;
      const user: ApplicantUser = {
        first_name: applicant?.firstName,
        last_name: applicant?.lastName,
        email: applicant?.email ?? caller.email,
        mobile: applicant?.mobile ?? undefined,
        employment_status: application.employmentStatus ?? undefined,
        listing_id: application.listingId,
        is_main_tenant: role === 'main-applicant',
        ...(await this.personalDetails.userFieldsOf(tx, application.id, caller.userId)),
        ...(await this.currentAddress.userFieldsOf(tx, application.id, caller.userId)),
        ...(application.applicantId === caller.userId
          ? { ...(await this.household.userFieldsOf(tx, application.id)), ...(await this.mortgageInfo.userFieldsOf(tx, application.id)) }
          : {}),
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
    });
  }

  async updateStep(caller: AccessTokenClaims, applicationId: string, input: UpdateStepInput): Promise<void> {
    await this.access.withApplication(caller, applicationId, (application, tx) =>
      tx.get(ApplicationsRepository).update(application.id, { step: input.step, stepRouter: input.step_router }),
    );
  }
}
