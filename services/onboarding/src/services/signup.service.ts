import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationDeleted, applicationLinked, type SignupAttemptResponse, type SignupSubmitResponse } from '@tenant/contracts';
import { PARTNER_USER_DEFAULTS, type ApplicantRole, type ApplicationType, type Language } from '@tenant/domain';
import { Outbox, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, signupSubmitSchema, type SignupSubmit } from '@tenant/validation';
import type { DataSource, EntityManager } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicationEntity } from '../entities/application.entity.js';
import type { PendingProfile } from '../entities/email-verification-code.entity.js';
import { InvitationEntity } from '../entities/invitation.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';
import { ApplicationsService } from './applications.service.js';
import { EmailCodesService } from './email-codes.service.js';
import { INVITATION_MESSAGES, InvitationsService } from './invitations.service.js';
import { PartnerSignaturesService } from './partner-signatures.service.js';

export interface SignupContext {
  applicationType: ApplicationType;
  lang: Language;
  clientIp: string;
  /** the route's application (a resume link): reused when it belongs to this e-mail */
  applicationId?: string;
}

/** 'Please send a valid body.' for anything that is not a JSON object (spec 1§8). */
export const requireObjectBody = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestException(SIGNUP_MESSAGES.invalidBody);
  return body as Record<string, unknown>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly applications: ApplicationsService,
    private readonly invitations: InvitationsService,
    private readonly codes: EmailCodesService,
    private readonly partners: PartnerSignaturesService,
    private readonly access: ApplicationAccessService,
    private readonly outbox: Outbox,
  ) {}

  async attempt(body: unknown, applicationType: ApplicationType): Promise<SignupAttemptResponse> {
    const data = validateRequest(signupSubmitSchema, requireObjectBody(body), 'body', { applicationType });
    if (data.invitation_code) await this.checkInvitation(data.invitation_code, data.email, this.dataSource.manager);
    return { success: true };
  }

  async submit(body: unknown, context: SignupContext): Promise<SignupSubmitResponse> {
    const input = requireObjectBody(body);
    const data = validateRequest(signupSubmitSchema, input, 'body', { applicationType: context.applicationType });
    const sig = typeof input.sig === 'string' ? input.sig : undefined;
    if (sig) {
      const { certificate } = await this.partners.verify(sig);
      if (certificate.email !== data.email) throw new BadRequestException(SIGNUP_MESSAGES.invalidSignature);
    }
    let applicationId = '';
    const sendCode = await this.dataSource.transaction(async (manager) => {
      const invitation = data.invitation_code ? await this.useInvitation(data.invitation_code, data.email, manager) : null;
      const applicantRole: ApplicantRole = (invitation?.applicantRole as ApplicantRole | undefined) ?? 'main-applicant';
      applicationId =
        (invitation ? null : await this.resumableApplication(context.applicationId, data.email, manager)) ??
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
            },
            { manager, keepExistingDetails: true },
          )
        ).applicationId;
      if (invitation) {
        await manager.update(ApplicationEntity, { id: applicationId }, { linkedApplicationId: invitation.applicationId, invitationId: invitation.id });
        await this.outbox.record(manager, applicationLinked({ applicationId, linkedApplicationId: invitation.applicationId, applicantRole }, applicationId));
      }
      return this.codes.issue(
        {
          email: data.email,
          firstName: data.first_name,
          applicationId,
          lang: context.lang,
          pendingProfile: pendingProfileOf(data),
          clientIp: context.clientIp,
          partnerCode: sig ? PARTNER_USER_DEFAULTS.emailCode : undefined,
        },
        manager,
      );
    });
    await sendCode();
    return { success: true, application_id: applicationId };
  }

  /** Drops one of the caller's own applications (resuming an earlier one replaces the current). */
  async deleteApplication(caller: AccessTokenClaims, applicationId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager, 'owner');
      await manager.delete(ApplicationEntity, { id: application.id });
      await this.outbox.record(manager, applicationDeleted({ applicationId: application.id }, application.id));
    });
  }

  /** The invitation must be unused and, when it names an address, be for this one (otherwise: not found). */
  private async checkInvitation(code: string, email: string, manager: EntityManager): Promise<InvitationEntity> {
    const invitation = await manager.findOneBy(InvitationEntity, { code });
    if (!invitation || (invitation.email && invitation.email !== email)) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (invitation.usedAt) throw new GoneException(INVITATION_MESSAGES.alreadyUsed);
    const inviter = await manager
      .createQueryBuilder(ApplicantEntity, 'applicant')
      .innerJoin(ApplicationEntity, 'application', 'application.applicant_id = applicant.id')
      .where('application.id = :id', { id: invitation.applicationId })
      .getOne();
    if (inviter?.email === email) throw new ConflictException(SIGNUP_MESSAGES.activeApplication);
    return invitation;
  }

  private async useInvitation(code: string, email: string, manager: EntityManager): Promise<InvitationEntity> {
    await this.checkInvitation(code, email, manager);
    return this.invitations.consume(code, manager);
  }

  /** A resume link names its application: reused when this e-mail owns it, otherwise ignored. */
  private async resumableApplication(applicationId: string | undefined, email: string, manager: EntityManager): Promise<string | null> {
    if (!applicationId || !UUID.test(applicationId)) return null;
    const owned = await manager
      .createQueryBuilder(ApplicationEntity, 'application')
      .innerJoin(ApplicantEntity, 'applicant', 'applicant.id = application.applicant_id')
      .where('application.id = :applicationId AND applicant.email = :email', { applicationId, email })
      .getOne();
    return owned?.id ?? null;
  }
}
