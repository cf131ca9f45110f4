import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InvitationPublicInfo } from '@tenant/contracts';
import type { ApplicantRole } from '@tenant/domain';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { InvitationEntity } from '../entities/invitation.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

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
  constructor(@InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource) {}

  async create(input: CreateInvitationInput, manager: EntityManager = this.dataSource.manager): Promise<InvitationEntity> {
    return manager.save(
      manager.create(InvitationEntity, {
        code: newCode(),
        applicationId: input.applicationId,
        applicantRole: input.applicantRole,
        email: input.email?.trim().toLowerCase() || null,
      }),
    );
  }

  /** What the sign-up screen may know before sign-in: the role and the invited e-mail. */
  async publicInfo(code: string): Promise<InvitationPublicInfo> {
    const invitation = await this.dataSource.getRepository(InvitationEntity).findOneBy({ code });
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (invitation.usedAt) throw new GoneException(INVITATION_MESSAGES.alreadyUsed);
    return { applicant_role: invitation.applicantRole as ApplicantRole, email: invitation.email };
  }

  /** Marks the invitation used, atomically: of two concurrent uses only one succeeds. */
  async consume(code: string, manager: EntityManager = this.dataSource.manager): Promise<InvitationEntity> {
    const result = await manager
      .createQueryBuilder()
      .update(InvitationEntity)
      .set({ usedAt: () => 'now()' })
      .where({ code, usedAt: IsNull() })
      .returning('*')
      .execute();
    const [row] = result.raw as Array<{ id: string }>;
    if (row) return manager.findOneByOrFail(InvitationEntity, { id: row.id });
    const exists = await manager.existsBy(InvitationEntity, { code });
    throw exists ? new GoneException(INVITATION_MESSAGES.alreadyUsed) : new NotFoundException(INVITATION_MESSAGES.notFound);
  }
}
