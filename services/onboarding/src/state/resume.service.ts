import { Injectable, NotFoundException } from '@nestjs/common';
import { applicationLinked, type LinkApplicationsResponse, type UncompleteApplicationsResponse } from '@tenant/contracts';
import { RESUME_LIST_WINDOW_DAYS, type ApplicantRole } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { INVITATION_MESSAGES, InvitationsService } from '../applications/invitations.service.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { InvitationsRepository } from '../repositories/invitations.repository.js';
import { recordAccessChanged } from '../applications/application-access-events.js';
import { SessionTokenIssuer } from '../applications/session-token-issuer.service.js';

/** The step of a finished application: it is not offered for resuming. */
const FINISHED_STEP = 'result';

/** Resume (spec 1§4): the caller's unfinished applications of the last month and open invitations. */
@Injectable()
export class ResumeService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly invitations: InvitationsService,
    private readonly applicationsRepository: ApplicationsRepository,
    private readonly invitationsRepository: InvitationsRepository,
    private readonly tokens: SessionTokenIssuer,
  ) {}

  /** Everything resumable except the current application (the one sign-up just made). */
  async uncomplete(caller: AccessTokenClaims, currentApplicationId: string | undefined): Promise<UncompleteApplicationsResponse> {
    const current = currentApplicationId ? await this.access.withApplication(caller, currentApplicationId, async (application) => application.id) : null;
    const applications = await this.applicationsRepository.resumableOf(caller.userId, current, RESUME_LIST_WINDOW_DAYS, FINISHED_STEP);
    const invitations = await this.invitationsRepository.openFor(caller.email, caller.userId);
    return {
      success: true,
      applications: applications.map((a) => ({ ...a, time_created: new Date(a.time_created).toISOString() })),
      invitations: invitations.map((i) => ({ ...i, invited_at: new Date(i.invited_at).toISOString() })),
    };
  }

  /**
   * Uses an invitation addressed to the caller and joins their current application to the inviting one;
   * answers a fresh token with the caller's grants once that is committed (DESIGN §8).
   */
  async link(caller: AccessTokenClaims, currentApplicationId: string, code: string): Promise<LinkApplicationsResponse> {
    const linked = await this.access.withApplication(caller, currentApplicationId, async (application, tx) => {
      const invitation = await tx.get(InvitationsRepository).findByCode(code);
      if (!invitation || (invitation.email && invitation.email.toLowerCase() !== caller.email.toLowerCase())) {
        throw new NotFoundException(INVITATION_MESSAGES.notFound);
      }
      await this.invitations.consume(code, tx);
      const applicantRole = invitation.applicantRole as ApplicantRole;
      await tx.get(ApplicationsRepository).update(application.id, { applicantRole, linkedApplicationId: invitation.applicationId, invitationId: invitation.id });
      await tx.record(applicationLinked({ applicationId: application.id, linkedApplicationId: invitation.applicationId, applicantRole }, application.id));
      await recordAccessChanged(tx, invitation.applicationId);
      return { success: true, application_id: application.id, applicant_role: applicantRole };
    });
    const { accessToken } = await this.tokens.issueFor({ id: caller.userId, email: caller.email });
    return { ...linked, access_token: accessToken };
  }
}
