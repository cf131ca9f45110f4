import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { identityVerified, type IdentityStatusResponse } from '@tenant/contracts';
import { Outbox, type AccessTokenClaims } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { IdentityVerificationEntity } from '../entities/identity-verification.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { IdentityProvider } from '../providers/identity/identity-provider.port.js';
import { ApplicationAccessService } from './application-access.service.js';

export const IDENTITY_MESSAGES = {
  alreadyVerified: 'PersonalDetails.IdentityVerification.AlreadyVerified',
} as const;

export type IdentityStatus = Omit<IdentityStatusResponse, 'success' | 'message'>;

/**
 * Identity verification (spec 1§4): not verified → started (pending; the applicant identifies at the
 * provider in a new tab) → verified with date and method, or failed with a restart. The provider is
 * asked while the latest verification is pending; the outcome is recorded once, with identity/verified
 * on the outbox.
 */
@Injectable()
export class IdentityVerificationService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly provider: IdentityProvider,
    private readonly outbox: Outbox,
  ) {}

  /** Starts (or restarts after a failure) an identification; the URL opens in a new tab. */
  async start(caller: AccessTokenClaims, applicationId: string): Promise<{ verificationUrl: string }> {
    const application = await this.access.requireAccess(caller, applicationId);
    const current = await this.status(caller, application.id);
    if (current.user_verified) throw new ConflictException(IDENTITY_MESSAGES.alreadyVerified);
    const applicant = await this.dataSource.getRepository(ApplicantEntity).findOneByOrFail({ id: caller.userId });
    const id = randomUUID();
    const ident = await this.provider.start({ reference: id, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email });
    await this.dataSource.getRepository(IdentityVerificationEntity).insert({
      id,
      applicationId: application.id,
      applicantId: applicant.id,
      providerIdentId: ident.identId,
      verificationUrl: ident.url,
      status: 'pending',
      method: null,
      verifiedAt: null,
    });
    return { verificationUrl: ident.url };
  }

  /** GET is-identity-verified: the latest verification, brought up to date from the provider while pending. */
  async status(caller: AccessTokenClaims, applicationId: string): Promise<IdentityStatus> {
    const application = await this.access.requireAccess(caller, applicationId);
    const repository = this.dataSource.getRepository(IdentityVerificationEntity);
    let latest = await repository.findOne({ where: { applicationId: application.id, applicantId: caller.userId }, order: { createdAt: 'DESC' } });
    if (latest?.status === 'pending') latest = await this.refresh(latest);
    return {
      user_verified: latest?.status === 'verified',
      verified_at: latest?.status === 'verified' && latest.verifiedAt ? latest.verifiedAt.toISOString() : null,
      verification_method: latest?.status === 'verified' ? latest.method : null,
      tried_and_failed: latest?.status === 'failed',
      pending: latest?.status === 'pending',
    };
  }

  private async refresh(verification: IdentityVerificationEntity): Promise<IdentityVerificationEntity> {
    const result = await this.provider.status(verification.providerIdentId);
    if (result.state === 'pending') return verification;
    return this.dataSource.transaction(async (manager) => {
      const verifiedAt = result.state === 'verified' ? (result.completedAt ?? new Date()) : null;
      // Only the first poll that sees the outcome records it (and its event); concurrent polls read it.
      const updated: [unknown[], number] = await manager.query(
        `UPDATE identity_verifications SET status = $2, method = $3, verified_at = $4, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [verification.id, result.state, result.method, verifiedAt],
      );
      const saved = await manager.findOneByOrFail(IdentityVerificationEntity, { id: verification.id });
      if (updated[1] === 1 && saved.status === 'verified' && saved.verifiedAt) {
        await this.outbox.record(
          manager,
          identityVerified(
            { applicationId: saved.applicationId, applicantId: saved.applicantId, method: saved.method ?? 'unknown', verifiedAt: saved.verifiedAt.toISOString() },
            saved.applicationId,
          ),
        );
      }
      return saved;
    });
  }
}
