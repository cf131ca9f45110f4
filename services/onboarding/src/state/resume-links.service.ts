import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { ResumeLinkResponse } from '@tenant/contracts';
import { RESUME_LINK_TTL_DAYS, toApplicationType } from '@tenant/domain';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { ResumeLinksRepository } from '../repositories/resume-links.repository.js';

/** One answer for an unknown, expired or other-purpose token, and for a deleted application. */
export const RESUME_LINK_MESSAGES = { invalid: 'ResumeLink.Error.Invalid' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** 256 random bits: guessing one is hopeless, so a plain hash is enough to keep the database useless to a reader. */
const TOKEN_BYTES = 32;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Continue-later links by token (issue 22): the mail's URL carries only a random token; the database
 * keeps its hash, the application, the address it was mailed to, its one purpose and its expiry. The
 * token is only a pointer: the person still proves the address with an e-mail code before anything of
 * the application is shown.
 */
@Injectable()
export class ResumeLinksService {
  constructor(private readonly transactions: TransactionRunner) {}

  /** A new token for `email` to reopen the application; valid RESUME_LINK_TTL_DAYS. */
  async issue(tx: UnitOfWork, applicationId: string, email: string): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await tx.get(ResumeLinksRepository).create({
      tokenHash: hashOf(token),
      purpose: 'resume',
      applicationId,
      email,
      expiresAt: new Date(Date.now() + RESUME_LINK_TTL_DAYS * DAY_MS),
    });
    return token;
  }

  /** What the token's link pre-fills (the owner's details, or an invited person's own e-mail only). */
  open(token: string): Promise<ResumeLinkResponse> {
    return this.transactions.run(async (tx) => {
      const link = token ? await tx.get(ResumeLinksRepository).findValid(hashOf(token), 'resume') : null;
      if (!link) throw new NotFoundException(RESUME_LINK_MESSAGES.invalid);
      const application = await tx.get(ApplicationsRepository).findByIdOrFail(link.applicationId);
      const owner = await tx.get(ApplicantsRepository).findById(application.applicantId);
      const ownLink = owner?.email.toLowerCase() === link.email.toLowerCase();
      return {
        success: true,
        application_id: application.id,
        appType: toApplicationType(application.applicationType),
        listing_id: application.listingId,
        employment_status: application.employmentStatus,
        email: link.email,
        ...(ownLink && owner ? { first_name: owner.firstName, last_name: owner.lastName, ...(owner.mobile ? { mobile: owner.mobile } : {}) } : {}),
      };
    });
  }
}
