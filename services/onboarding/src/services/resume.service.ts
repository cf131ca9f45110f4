import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationLinked, type LinkApplicationsResponse, type UncompleteApplicationsResponse } from '@tenant/contracts';
import { RESUME_LIST_WINDOW_DAYS, type ApplicantRole } from '@tenant/domain';
import { Outbox, type AccessTokenClaims } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { ApplicationEntity } from '../entities/application.entity.js';
import { InvitationEntity } from '../entities/invitation.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';
import { INVITATION_MESSAGES, InvitationsService } from './invitations.service.js';

/** The step of a finished application: it is not offered for resuming. */
const FINISHED_STEP = 'result';

interface SummaryRow {
  id: string;
  first_name: string;
  last_name: string;
  applicant_role: ApplicantRole;
  employment_status: string | null;
  time_created: Date;
  state_router: string | null;
}

interface InvitationRow {
  id: string;
  role: ApplicantRole;
  invited_by: string;
  invited_at: Date;
  code: string;
}

/** Resume (spec 1§4): the caller's unfinished applications of the last month and open invitations. */
@Injectable()
export class ResumeService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly invitations: InvitationsService,
    private readonly outbox: Outbox,
  ) {}

  /** Everything resumable except the current application (the one sign-up just made). */
  async uncomplete(caller: AccessTokenClaims, currentApplicationId: string | undefined): Promise<UncompleteApplicationsResponse> {
    const current = currentApplicationId ? (await this.access.requireAccess(caller, currentApplicationId, undefined, 'owner')).id : null;
    const applications = (await this.dataSource.query(
      `SELECT application.id, applicant.first_name, applicant.last_name, application.applicant_role, application.employment_status,
              application.created_at AS time_created, application.step_router AS state_router
         FROM applications application JOIN applicants applicant ON applicant.id = application.applicant_id
        WHERE application.applicant_id = $1 AND ($2::uuid IS NULL OR application.id <> $2::uuid)
          AND application.created_at > now() - make_interval(days => $3)
          AND application.step_router IS DISTINCT FROM $4
        ORDER BY application.created_at DESC`,
      [caller.userId, current, RESUME_LIST_WINDOW_DAYS, FINISHED_STEP],
    )) as SummaryRow[];
    const invitations = (await this.dataSource.query(
      `SELECT invitation.id, invitation.applicant_role AS role, concat_ws(' ', inviter.first_name, inviter.last_name) AS invited_by,
              invitation.invited_at, invitation.code
         FROM invitations invitation
         JOIN applications application ON application.id = invitation.application_id
         JOIN applicants inviter ON inviter.id = application.applicant_id
        WHERE lower(invitation.email) = lower($1) AND invitation.used_at IS NULL AND inviter.id <> $2
        ORDER BY invitation.invited_at DESC`,
      [caller.email, caller.userId],
    )) as InvitationRow[];
    return {
      success: true,
      applications: applications.map((a) => ({ ...a, time_created: new Date(a.time_created).toISOString() })),
      invitations: invitations.map((i) => ({ ...i, invited_at: new Date(i.invited_at).toISOString() })),
    };
  }

  /** Uses an invitation addressed to the caller and joins their current application to the inviting one. */
  async link(caller: AccessTokenClaims, currentApplicationId: string, code: string): Promise<LinkApplicationsResponse> {
    return this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, currentApplicationId, manager, 'owner');
      const invitation = await manager.findOneBy(InvitationEntity, { code });
      if (!invitation || (invitation.email && invitation.email.toLowerCase() !== caller.email.toLowerCase())) {
        throw new NotFoundException(INVITATION_MESSAGES.notFound);
      }
      await this.invitations.consume(code, manager);
      const applicantRole = invitation.applicantRole as ApplicantRole;
      await manager.update(ApplicationEntity, { id: application.id }, { applicantRole, linkedApplicationId: invitation.applicationId, invitationId: invitation.id });
      await this.outbox.record(manager, applicationLinked({ applicationId: application.id, linkedApplicationId: invitation.applicationId, applicantRole }, application.id));
      return { success: true, application_id: application.id, applicant_role: applicantRole };
    });
  }
}
