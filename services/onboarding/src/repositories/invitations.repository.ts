import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { ApplicantRole } from '@tenant/domain';
import { In, IsNull, type EntityManager } from 'typeorm';
import { InvitationEntity } from '../entities/invitation.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export interface OpenInvitationRow {
  id: string;
  role: ApplicantRole;
  invited_by: string;
  invited_at: Date;
  code: string;
}

/** Queries on invitations. */
@Injectable()
export class InvitationsRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  create(fields: Pick<InvitationEntity, 'code' | 'applicationId' | 'applicantRole' | 'email'>): Promise<InvitationEntity> {
    return this.manager.save(this.manager.create(InvitationEntity, fields));
  }

  findByCode(code: string): Promise<InvitationEntity | null> {
    return this.manager.findOneBy(InvitationEntity, { code });
  }

  findById(id: string): Promise<InvitationEntity | null> {
    return this.manager.findOneBy(InvitationEntity, { id });
  }

  findByIds(ids: string[]): Promise<InvitationEntity[]> {
    return ids.length ? this.manager.find(InvitationEntity, { where: { id: In(ids) } }) : Promise.resolve([]);
  }

  existsByCode(code: string): Promise<boolean> {
    return this.manager.existsBy(InvitationEntity, { code });
  }

  /** Marks the invitation used, atomically: of two concurrent uses only one gets it; null for the others. */
  async markUsed(code: string): Promise<InvitationEntity | null> {
    const result = await this.manager.createQueryBuilder().update(InvitationEntity).set({ usedAt: () => 'now()' }).where({ code, usedAt: IsNull() }).returning('*').execute();
    const [row] = result.raw as Array<{ id: string }>;
    return row ? this.manager.findOneByOrFail(InvitationEntity, { id: row.id }) : null;
  }

  /** Withdraws the invitations among `ids` that nobody used yet. */
  async deleteUnused(ids: string[]): Promise<void> {
    await this.manager.delete(InvitationEntity, { id: In(ids), usedAt: IsNull() });
  }

  /** Unused invitations addressed to this e-mail from applications of other people, newest first. */
  openFor(email: string, exceptInviterId: string): Promise<OpenInvitationRow[]> {
    return this.manager.query(
      `SELECT invitation.id, invitation.applicant_role AS role, concat_ws(' ', inviter.first_name, inviter.last_name) AS invited_by,
              invitation.invited_at, invitation.code
         FROM invitations invitation
         JOIN applications application ON application.id = invitation.application_id
         JOIN applicants inviter ON inviter.id = application.applicant_id
        WHERE lower(invitation.email) = lower($1) AND invitation.used_at IS NULL AND inviter.id <> $2
        ORDER BY invitation.invited_at DESC`,
      [email, exceptInviterId],
    );
  }
}
