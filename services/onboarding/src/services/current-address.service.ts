import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { currentAddressSubmitted, type ApplicantUser } from '@tenant/contracts';
import { Outbox, type AccessTokenClaims } from '@tenant/server-kit';
import type { CurrentAddressInput } from '@tenant/validation';
import type { DataSource } from 'typeorm';
import { CurrentAddressEntity } from '../entities/current-address.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';

/** The caller's current address in an application (spec 1§2 Current address, POST /v1/current-address/submit). */
@Injectable()
export class CurrentAddressService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly outbox: Outbox,
  ) {}

  async submit(caller: AccessTokenClaims, applicationId: string, input: CurrentAddressInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager);
      const address = {
        country: input.country,
        street: input.street,
        houseNum: input.houseNum,
        postcode: input.postcode,
        city: input.city,
        province: input.province ?? null,
        state: input.state ?? null,
      };
      await manager.getRepository(CurrentAddressEntity).save({ applicationId: application.id, applicantId: caller.userId, ...address });
      await this.outbox.record(manager, currentAddressSubmitted({ applicationId: application.id, applicantId: caller.userId, address }, application.id));
    });
  }

  /** The saved address as the state's user fields (spec 1§3 User current_*). */
  async userFieldsOf(applicationId: string, applicantId: string): Promise<Partial<ApplicantUser>> {
    const address = await this.dataSource.getRepository(CurrentAddressEntity).findOneBy({ applicationId, applicantId });
    if (!address) return {};
    return {
      current_country: address.country,
      current_street: address.street,
      current_house_num: address.houseNum,
      current_city: address.city,
      current_postcode: address.postcode,
      current_province: address.province,
      current_state: address.state,
    };
  }
}
