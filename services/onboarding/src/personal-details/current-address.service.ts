import { Injectable } from '@nestjs/common';
import { currentAddressSubmitted, type ApplicantUser } from '@tenant/contracts';
import type { AccessTokenClaims } from '@tenant/server-kit';
import type { CurrentAddressInput } from '@tenant/validation';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { PersonalDetailsRepository } from '../repositories/personal-details.repository.js';
import { toAddressColumns, toCurrentAddressUserFields } from './personal-details.mapper.js';

/** The caller's current address in an application (spec 1§2 Current address, POST /v1/current-address/submit). */
@Injectable()
export class CurrentAddressService {
  constructor(
    private readonly access: ApplicationAccessService,
  ) {}

  async submit(caller: AccessTokenClaims, applicationId: string, input: CurrentAddressInput): Promise<void> {
    await this.access.withApplication(caller, applicationId, async (application, tx) => {
      const address = toAddressColumns(input);
      await tx.get(PersonalDetailsRepository).saveCurrentAddress(application.id, caller.userId, address);
      await tx.record(currentAddressSubmitted({ applicationId: application.id, applicantId: caller.userId, address }, application.id));
    });
  }

  /** The saved address as the state's user fields (spec 1§3 User current_*), in the unit of work that checked the caller's access. */
  async userFieldsOf(tx: UnitOfWork, applicationId: string, applicantId: string): Promise<Partial<ApplicantUser>> {
    const address = await tx.get(PersonalDetailsRepository).findCurrentAddress(applicationId, applicantId);
    return address ? toCurrentAddressUserFields(address) : {};
  }
}
