import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_APPLICATION_TYPE, toApplicationType, type Language } from '@tenant/domain';
import { MailPort, ProviderUnavailableException, SERVER_CONFIG, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import type { ApplicantEntity } from '../entities/applicant.entity.js';
import type { ApplicationEntity } from '../entities/application.entity.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { continueLaterMail } from './continue-later.mail.js';
import { ApplicationAccessService } from '../applications/application-access.service.js';

export const CONTINUE_LATER_MESSAGES = {
  sent: 'ContinueLater.Sent',
  notSent: 'ContinueLater.Error.NotSent',
} as const;

/**
 * The resume link of an application: the apply route with the resume_application query, which pre-fills
 * the applicant and sends them to sign-up with edits disabled (spec 1§2 Shell). An invited caller gets
 * only their own e-mail address in it, never the main applicant's details.
 */
export function resumeUrl(publicUrl: string, lang: Language, application: ApplicationEntity, applicant: ApplicantEntity | null, callerEmail: string): string {
  const appType = toApplicationType(application.applicationType);
  const path = [lang, appType === DEFAULT_APPLICATION_TYPE ? null : appType, 'apply', application.listingId].filter(Boolean).join('/');
  const query = new URLSearchParams({ resume_application: 'true', application_id: application.id, appType });
  if (applicant) {
    query.set('first_name', applicant.firstName);
    query.set('last_name', applicant.lastName);
  }
  query.set('email', applicant?.email ?? callerEmail);
  if (applicant?.mobile) query.set('mobile', applicant.mobile);
  if (application.employmentStatus) query.set('employment_status', application.employmentStatus);
  if (application.listingId) query.set('listing_id', application.listingId);
  return `${publicUrl}/${path}?${query.toString()}`;
}

@Injectable()
export class ContinueLaterService {
  private readonly logger = new Logger(ContinueLaterService.name);

  constructor(
    private readonly access: ApplicationAccessService,
    private readonly mail: MailPort,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  /** E-mails the caller a link back into an application they may access. */
  async send(caller: AccessTokenClaims, applicationId: string, lang: Language): Promise<void> {
    const { application, owner } = await this.access.withApplication(caller, applicationId, async (application, tx) => ({
      application,
      owner: await tx.get(ApplicantsRepository).findById(application.applicantId),
    }));
    const ownCall = owner?.id === caller.userId;
    const to = ownCall ? owner.email : caller.email;
    const message = continueLaterMail({
      to,
      firstName: ownCall ? owner.firstName : '',
      resumeUrl: resumeUrl(this.config.publicUrl, lang, application, ownCall ? owner : null, to),
      lang,
    });
    try {
      await this.mail.send(message);
    } catch (error) {
      // the mail server is down: 503 with Retry-After (logged once per outage), the screen's own message
      if (error instanceof ProviderUnavailableException) throw error.as(CONTINUE_LATER_MESSAGES.notSent);
      this.logger.error(`continue-later mail for ${application.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadGatewayException(CONTINUE_LATER_MESSAGES.notSent);
    }
  }
}
