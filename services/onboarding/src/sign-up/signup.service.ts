import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { applicationDeleted, applicationLinked, type SignupAttemptResponse, type SignupSubmitResponse } from '@tenant/contracts';
import { PARTNER_USER_DEFAULTS, type ApplicantRole, type ApplicationType, type Language } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, type SignupSubmit } from '@tenant/validation';
import { isUuid } from '../applications/ids.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { PendingProfile } from '../entities/email-verification-code.entity.js';
import type { InvitationEntity } from '../entities/invitation.entity.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { InvitationsRepository } from '../repositories/invitations.repository.js';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { EmailCodesService } from './email-codes.service.js';
import { INVITATION_MESSAGES, InvitationsService } from '../applications/invitations.service.js';
import { PartnerSignaturesService } from './partner-signatures.service.js';
import type { RequesterOrigin } from './requester.js';
import { recordAccessChanged } from '../applications/application-access-events.js';

export interface SignupContext {
  applicationType: ApplicationType;
  lang: Language;
  requester: RequesterOrigin;
  /** the route's application (a resume link): reused when it belongs to this e-mail */
  applicationId?: string;
  /** a partner's signed entry link, when the applicant came through one */
  sig?: string;
}

const pendingProfileOf = (data: SignupSubmit): PendingProfile => ({
  firstName: data.first_name,
  lastName: data.last_name,
  mobile: data.mobile || null,
  privacyPolicyConsented: data.privacy_policy_consented,
  marketingConsented: data.marketing_consented,
  dataProcessingConsented: data.data_processing_consented,
});

/**
 * Sign-up (spec 1§2, 1§4, 1§7): the attempt checks everything the form checks, and the invitation;
 * the submit creates (or, from a resume link, reuses) the application, uses the invitation up and
 * links the application to the inviting one, and mails an e-mail code. Nothing about an existing
 * person changes before they prove their address.
 */
@Injectable()
export class SignupService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly applications: ApplicationsService,
    private readonly invitations: InvitationsService,
    private readonly codes: EmailCodesService,
    private readonly partners: PartnerSignaturesService,
    private readonly access: ApplicationAccessService,
    private readonly invitationsRepository: InvitationsRepository,
    private readonly applicants: ApplicantsRepository,
  ) {}

  async attempt(data: SignupSubmit): Promise<SignupAttemptResponse> {
    if (data.invitation_code) await this.checkInvitation(data.invitation_code, data.email, this.invitationsRepository, this.applicants);
    return { success: true };
  }

  async submit(data: SignupSubmit, context: SignupContext): Promise<SignupSubmitResponse> {
    const { sig } = context;
    const signature = sig ? await this.partners.verify(sig) : null;
    if (signature && signature.certificate.email !== data.email) throw new BadRequestException(SIGNUP_MESSAGES.invalidSignature);
    let applicationId = '';
    const sendCode = await this.transactions.run(async (tx) => {
      if (signature) await this.partners.assertOwnApplicant(signature, data.email, tx);
      const invitation = data.invitation_code ? await this.useInvitation(data.invitation_code, data.email, tx) : null;
      const applicantRole: ApplicantRole = (invitation?.applicantRole as ApplicantRole | undefined) ?? 'main-applicant';
      applicationId =
        (invitation ? null : await this.resumableApplication(context.applicationId, data.email, tx)) ??
        (
          await this.applications.register(
            {
              firstName: data.first_name,
              lastName: data.last_name,
              email: data.email,
              mobile: data.mobile || undefined,
              applicationType: context.applicationType,
              applicantRole,
              employmentStatus: data.employment_status,
              listingId: data.listing_id ?? undefined,
              hideNav: data.hide_nav,
              lang: context.lang,
            },
            { tx, keepExistingDetails: true },
          )
        ).applicationId;
      if (invitation) {
        await tx.get(ApplicationsRepository).update(applicationId, { linkedApplicationId: invitation.applicationId, invitationId: invitation.id });
        await tx.record(applicationLinked({ applicationId, linkedApplicationId: invitation.applicationId, applicantRole }, applicationId));
        await recordAccessChanged(tx, invitation.applicationId);
      }
      return this.codes.issue(
        {
          email: data.email,
          firstName: data.first_name,
          applicationId,
          lang: context.lang,
          pendingProfile: pendingProfileOf(data),
          requester: context.requester,
          partnerCode: sig ? PARTNER_USER_DEFAULTS.emailCode : undefined,
        },
        tx,
      );
    });
    await sendCode();
    return { success: true, application_id: applicationId };
  }

  /** Drops one of the caller's own applications (resuming an earlier one replaces the current). */
  async deleteApplication(caller: AccessTokenClaims, applicationId: string): Promise<void> {
    await this.access.withApplication(caller, applicationId, async (application, tx) => {
      await tx.get(ApplicationsRepository).delete(application.id);
      await tx.record(applicationDeleted({ applicationId: application.id }, application.id));
    });
  }

  /** The invitation must be unused and, when it names an address, be for this one (otherwise: not found). */
  private async checkInvitation(code: string, email: string, invitations: InvitationsRepository, applicants: ApplicantsRepository): Promise<InvitationEntity> {
    const invitation = await invitations.findByCode(code);
    if (!invitation || (invitation.email && invitation.email !== email)) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (invitation.usedAt) throw new GoneException(INVITATION_MESSAGES.alreadyUsed);
    const inviter = await applicants.ownerOf(invitation.applicationId);
    if (inviter?.email === email) throw new ConflictException(SIGNUP_MESSAGES.activeApplication);
    return invitation;
  }

  private async useInvitation(code: string, email: string, tx: UnitOfWork): Promise<InvitationEntity> {
    await this.checkInvitation(code, email, tx.get(InvitationsRepository), tx.get(ApplicantsRepository));
    return this.invitations.consume(code, tx);
  }

  /** A resume link names its application: reused when this e-mail owns it, otherwise ignored. */
  private async resumableApplication(applicationId: string | undefined, email: string, tx: UnitOfWork): Promise<string | null> {
    if (!applicationId || !isUuid(applicationId)) return null;
    return tx.get(ApplicationsRepository).idOwnedByEmail(applicationId, email);
  }
}
