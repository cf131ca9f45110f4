import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { invitationCreated } from '@tenant/contracts';
import { toLanguage, type ApplicantRole } from '@tenant/domain';
import { EventBus, MailPort, SERVER_CONFIG, sendOnce, type ServerConfig } from '@tenant/server-kit';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { HouseholdRepository } from '../repositories/household.repository.js';
import { InvitationsRepository } from '../repositories/invitations.repository.js';
import { INVITATION_MAIL } from './invitation-mail.texts.js';

export const ONBOARDING_SUBSCRIBER = 'onboarding';

type InvitationCreated = ReturnType<typeof invitationCreated>;

/** The link an invitee opens: the occupation screen with the invitation code (spec 1§2 invitation_code). */
export const invitationLink = (publicUrl: string, lang: string, code: string) =>
  `${publicUrl}/${lang}/fill/occupation?invitation_code=${encodeURIComponent(code)}`;

/**
 * Mails each invitation once it is committed (from invitation/created, delivered by the outbox). At
 * least once delivery: each mail is claimed before it is sent (server-kit's sendOnce), so a redelivered or
 * concurrently delivered event mails nothing more; a withdrawn or used invitation is not mailed.
 */
@Injectable()
export class InvitationMailerService implements OnModuleInit {
  private readonly logger = new Logger(InvitationMailerService.name);

  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly household: HouseholdRepository,
    private readonly applications: ApplicationsRepository,
    private readonly applicants: ApplicantsRepository,
    private readonly mail: MailPort,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<InvitationCreated>(ONBOARDING_SUBSCRIBER, invitationCreated.type, (event) => this.onInvitationCreated(event));
  }

  async onInvitationCreated(event: InvitationCreated): Promise<void> {
    const { invitationId, lang } = event.payload;
    const invitation = await this.invitations.findById(invitationId);
    const person = await this.household.findPersonByInvitation(invitationId);
    if (!invitation?.email || invitation.usedAt || !person || person.invitationMailedAt) return;
    const application = await this.applications.findByIdOrFail(invitation.applicationId);
    const inviter = await this.applicants.findByIdOrFail(application.applicantId);
    const language = toLanguage(lang);
    const params = {
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      invitee: person.fullname,
      link: invitationLink(this.config.publicUrl, language, invitation.code),
      role: invitation.applicantRole as ApplicantRole,
    };
    const texts = INVITATION_MAIL[language];
    const to = invitation.email;
    const sent = await sendOnce(
      () => this.household.claimInvitationMail(person.id),
      () => this.mail.send({ to, subject: texts.subject(params), text: texts.body(params) }),
      () => this.household.releaseInvitationMail(person.id),
    );
    if (sent) this.logger.log(`invitation ${invitation.id} mailed`);
  }
}
