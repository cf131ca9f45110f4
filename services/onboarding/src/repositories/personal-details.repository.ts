import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { CurrentAddressEntity } from '../entities/current-address.entity.js';
import { PersonalDetailsEntity } from '../entities/personal-details.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export type PersonalDetailsFields = Partial<Omit<PersonalDetailsEntity, 'applicationId' | 'applicantId' | 'updatedAt'>>;
export type CurrentAddressFields = Omit<CurrentAddressEntity, 'applicationId' | 'applicantId' | 'updatedAt'>;

/** Queries on what an applicant saves about themselves in an application: personal details and current address. */
@Injectable()
export class PersonalDetailsRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  findDetails(applicationId: string, applicantId: string): Promise<PersonalDetailsEntity | null> {
    return this.manager.findOneBy(PersonalDetailsEntity, { applicationId, applicantId });
  }

  /** Merges the fields into the saved details (locked, so concurrent sub-steps do not lose each other's fields). */
  async saveDetails(applicationId: string, applicantId: string, fields: PersonalDetailsFields): Promise<PersonalDetailsEntity> {
    const repository = this.manager.getRepository(PersonalDetailsEntity);
    const existing = await repository.findOne({ where: { applicationId, applicantId }, lock: { mode: 'pessimistic_write' } });
    return repository.save(repository.merge(existing ?? repository.create({ applicationId, applicantId }), fields));
  }

  findCurrentAddress(applicationId: string, applicantId: string): Promise<CurrentAddressEntity | null> {
    return this.manager.findOneBy(CurrentAddressEntity, { applicationId, applicantId });
  }

  async saveCurrentAddress(applicationId: string, applicantId: string, address: CurrentAddressFields): Promise<void> {
    await this.manager.getRepository(CurrentAddressEntity).save({ applicationId, applicantId, ...address });
  }
}
