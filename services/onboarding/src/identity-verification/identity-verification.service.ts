import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { identityVerified, type IdentityStatusResponse } from '@tenant/contracts';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import type { IdentityVerificationEntity } from '../entities/identity-verification.entity.js';
import { IdentityProvider } from '../providers/identity/identity-provider.port.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { IdentityRepository } from '../repositories/identity.repository.js';

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
    private readonly access: ApplicationAccessService,
    private readonly provider: IdentityProvider,
  ) {}

  /** Starts (or restarts after a failure) an identification; the URL opens in a new tab. */
  async start(caller: AccessTokenClaims, applicationId: string): Promise<{ verificationUrl: string }> {
    // The status is brought up to date (and committed) first, also when the answer is 'already verified'.
    const current = await this.status(caller, applicationId);
    if (current.user_verified) throw new ConflictException(IDENTITY_MESSAGES.alreadyVerified);
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const applicant = await tx.get(ApplicantsRepository).findByIdOrFail(caller.userId);
      const id = randomUUID();
      const ident = await this.provider.start({ reference: id, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email });
      await tx.get(IdentityRepository).addVerification({
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
    });
  }

  /** GET is-identity-verified: the latest verification, brought up to date from the provider while pending. */
  status(caller: AccessTokenClaims, applicationId: string): Promise<IdentityStatus> {
    return this.access.withApplication(caller, applicationId, (application, tx) => this.statusIn(tx, application, caller));
  }

  private async statusIn(tx: UnitOfWork, application: ApplicationEntity, caller: AccessTokenClaims): Promise<IdentityStatus> {
    let latest = await tx.get(IdentityRepository).latestVerification(application.id, caller.userId);
    if (latest?.status === 'pending') latest = await this.refresh(tx, latest);
    return {
      user_verified: latest?.status === 'verified',
      verified_at: latest?.status === 'verified' && latest.verifiedAt ? latest.verifiedAt.toISOString() : null,
      verification_method: latest?.status === 'verified' ? latest.method : null,
      tried_and_failed: latest?.status === 'failed',
      pending: latest?.status === 'pending',
    };
  }

  private async refresh(tx: UnitOfWork, verification: IdentityVerificationEntity): Promise<IdentityVerificationEntity> {
    const result = await this.provider.status(verification.providerIdentId);
    if (result.state === 'pending') return verification;
    const verifications = tx.get(IdentityRepository);
    const verifiedAt = result.state === 'verified' ? (result.completedAt ?? new Date()) : null;
    // Only the first poll that sees the outcome records it (and its event); concurrent polls read it.
    const recorded = await verifications.recordOutcome(verification.id, { status: result.state, method: result.method, verifiedAt });
    const saved = await verifications.findVerificationOrFail(verification.id);
    if (recorded && saved.status === 'verified' && saved.verifiedAt) {
      await tx.record(
        identityVerified(
          { applicationId: saved.applicationId, applicantId: saved.applicantId, method: saved.method ?? 'unknown', verifiedAt: saved.verifiedAt.toISOString() },
          saved.applicationId,
        ),
      );
    }
    return saved;
  }
}
