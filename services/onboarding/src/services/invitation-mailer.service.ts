import { Inject, Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { invitationCreated } from '@tenant/contracts';
import { toLanguage, type ApplicantRole } from '@tenant/domain';
import { EventBus, MailPort, SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicationEntity } from '../entities/application.entity.js';
import { HouseholdPersonEntity } from '../entities/household-person.entity.js';
import { InvitationEntity } from '../entities/invitation.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { INVITATION_MAIL } from './invitation-mail.texts.js';

export const ONBOARDING_SUBSCRIBER = 'onboarding';

type InvitationCreated = ReturnType<typeof invitationCreated>;

/** The link an invitee opens: the occupation screen with the invitation code (spec 1§2 invitation_code). */
export const invitationLink = (publicUrl: string, lang: string, code: string) =>
  `${publicUrl}/${lang}/fill/occupation?invitation_code=${encodeURIComponent(code)}`;

/**
 * Mails each invitation once it is committed (from invitation/created, delivered by the outbox). At
 * least once delivery: a person already mailed is skipped, and a withdrawn or used invitation is not mailed.
 */
@Injectable()
export class InvitationMailerService implements OnModuleInit {
  private readonly logger = new Logger(InvitationMailerService.name);

  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly mail: MailPort,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Optional() private readonly bus?: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus?.subscribe<InvitationCreated>(ONBOARDING_SUBSCRIBER, invitationCreated.type, (event) => this.onInvitationCreated(event));
  }

  async onInvitationCreated(event: InvitationCreated): Promise<void> {
    const { invitationId, lang } = event.payload;
    const invitation = await this.dataSource.getRepository(InvitationEntity).findOneBy({ id: invitationId });
    const person = await this.dataSource.getRepository(HouseholdPersonEntity).findOneBy({ invitationId });
    if (!invitation?.email || invitation.usedAt || !person || person.invitationMailedAt) return;
    const application = await this.dataSource.getRepository(ApplicationEntity).findOneByOrFail({ id: invitation.applicationId });
    const inviter = await this.dataSource.getRepository(ApplicantEntity).findOneByOrFail({ id: application.applicantId });
    const language = toLanguage(lang);
    const params = {
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      invitee: person.fullname,
      link: invitationLink(this.config.publicUrl, language, invitation.code),
      role: invitation.applicantRole as ApplicantRole,
    };
    const texts = INVITATION_MAIL[language];
    await this.mail.send({ to: invitation.email, subject: texts.subject(params), text: texts.body(params) });
    await this.dataSource.getRepository(HouseholdPersonEntity).update({ id: person.id }, { invitationMailedAt: new Date() });
    this.logger.log(`invitation ${invitation.id} mailed`);
  }
}
