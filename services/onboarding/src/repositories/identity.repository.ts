import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { IdentityVerificationEntity } from '../entities/identity-verification.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** Queries on identity verifications of an applicant in an application. */
@Injectable()
export class IdentityRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  async addVerification(fields: Omit<IdentityVerificationEntity, 'createdAt' | 'updatedAt'>): Promise<void> {
    await this.manager.getRepository(IdentityVerificationEntity).insert(fields);
  }

  latestVerification(applicationId: string, applicantId: string): Promise<IdentityVerificationEntity | null> {
    return this.manager.findOne(IdentityVerificationEntity, { where: { applicationId, applicantId }, order: { createdAt: 'DESC' } });
  }

  findVerificationOrFail(id: string): Promise<IdentityVerificationEntity> {
    return this.manager.findOneByOrFail(IdentityVerificationEntity, { id });
  }

  /** Records the outcome of a pending verification; false when another call recorded it first. */
  async recordOutcome(id: string, outcome: Pick<IdentityVerificationEntity, 'status' | 'method' | 'verifiedAt'>): Promise<boolean> {
    const updated: [unknown[], number] = await this.manager.query(
      `UPDATE identity_verifications SET status = $2, method = $3, verified_at = $4, updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [id, outcome.status, outcome.method, outcome.verifiedAt],
    );
    return updated[1] === 1;
  }
}
