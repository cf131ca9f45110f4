import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import type { InvitationPublicInfo } from '@tenant/contracts';
import type { ApplicantRole } from '@tenant/domain';
import { randomBytes } from 'node:crypto';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { InvitationEntity } from '../entities/invitation.entity.js';
import { InvitationsRepository } from '../repositories/invitations.repository.js';

export const INVITATION_MESSAGES = {
  notFound: 'Invitation.Error.NotFound',
  alreadyUsed: 'Invitation.Error.AlreadyUsed',
} as const;

export interface CreateInvitationInput {
  applicationId: string;
  applicantRole: ApplicantRole;
  email?: string | null;
}

/** 16 random bytes, URL-safe: the code is the only secret of an invitation link. */
const newCode = () => randomBytes(16).toString('base64url');

/** Invitations of co-applicants and guarantors; each code can be used once (spec 1§4, 2§4). */
@Injectable()
export class InvitationsService {
  constructor(private readonly invitations: InvitationsRepository) {}

  async create(input: CreateInvitationInput, tx?: UnitOfWork): Promise<InvitationEntity> {
    return (tx?.get(InvitationsRepository) ?? this.invitations).create({
      code: newCode(),
      applicationId: input.applicationId,
      applicantRole: input.applicantRole,
      email: input.email?.trim().toLowerCase() || null,
    });
  }

  /** What the sign-up screen may know before sign-in: the role and the invited e-mail. */
  async publicInfo(code: string): Promise<InvitationPublicInfo> {
    const invitation = await this.invitations.findByCode(code);
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (invitation.usedAt) throw new GoneException(INVITATION_MESSAGES.alreadyUsed);
    return { applicant_role: invitation.applicantRole as ApplicantRole, email: invitation.email };
  }

  /** Marks the invitation used, atomically: of two concurrent uses only one succeeds. */
  async consume(code: string, tx?: UnitOfWork): Promise<InvitationEntity> {
    const invitations = tx?.get(InvitationsRepository) ?? this.invitations;
    const used = await invitations.markUsed(code);
    if (used) return used;
    throw (await invitations.existsByCode(code)) ? new GoneException(INVITATION_MESSAGES.alreadyUsed) : new NotFoundException(INVITATION_MESSAGES.notFound);
  }
}
