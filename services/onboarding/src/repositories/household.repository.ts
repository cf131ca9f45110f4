import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, type EntityManager } from 'typeorm';
import { AdditionalDetailsEntity } from '../entities/additional-details.entity.js';
import { HouseholdPersonEntity } from '../entities/household-person.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export type AdditionalDetailsFields = Partial<Omit<AdditionalDetailsEntity, 'applicationId' | 'updatedAt'>>;
export type HouseholdPersonFields = Omit<HouseholdPersonEntity, 'id'>;

/** Queries on the additional details of an application and the people of its household. */
@Injectable()
export class HouseholdRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  findDetails(applicationId: string): Promise<AdditionalDetailsEntity | null> {
    return this.manager.findOneBy(AdditionalDetailsEntity, { applicationId });
  }

  /** Saves the given columns; the others keep what an earlier call saved. */
  async upsertDetails(applicationId: string, fields: AdditionalDetailsFields): Promise<void> {
    await this.manager.upsert(AdditionalDetailsEntity, { applicationId, ...fields }, ['applicationId']);
  }

  /** The household in the order it was entered. */
  findPeople(applicationId: string): Promise<HouseholdPersonEntity[]> {
    return this.manager.find(HouseholdPersonEntity, { where: { applicationId }, order: { position: 'ASC' } });
  }

  async deletePeople(applicationId: string): Promise<void> {
    await this.manager.delete(HouseholdPersonEntity, { applicationId });
  }

  addPerson(fields: HouseholdPersonFields): Promise<HouseholdPersonEntity> {
    return this.manager.save(this.manager.create(HouseholdPersonEntity, fields));
  }

  findPersonByInvitation(invitationId: string): Promise<HouseholdPersonEntity | null> {
    return this.manager.findOneBy(HouseholdPersonEntity, { invitationId });
  }

  /** Takes the person's invitation mail: false when it was taken already. */
  async claimInvitationMail(personId: string, at = new Date()): Promise<boolean> {
    const { affected } = await this.manager.update(HouseholdPersonEntity, { id: personId, invitationMailedAt: IsNull() }, { invitationMailedAt: at });
    return !!affected;
  }

  /** Gives a claimed invitation mail back after it failed (the retry mails it). */
  async releaseInvitationMail(personId: string): Promise<void> {
    await this.manager.update(HouseholdPersonEntity, { id: personId }, { invitationMailedAt: null });
  }
}
