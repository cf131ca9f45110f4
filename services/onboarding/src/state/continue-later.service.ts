import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_APPLICATION_TYPE, QUERY_RESUME_TOKEN, toApplicationType, type Language } from '@tenant/domain';
import { MailPort, ProviderUnavailableException, SERVER_CONFIG, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import type { ApplicationEntity } from '../entities/application.entity.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { continueLaterMail } from './continue-later.mail.js';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { ResumeLinksService } from './resume-links.service.js';

export const CONTINUE_LATER_MESSAGES = {
  sent: 'ContinueLater.Sent',
  notSent: 'ContinueLater.Error.NotSent',
} as const;

/**
 * The resume link of an application: the apply route with the resume_application query (spec 1§2 Shell)
 * and an opaque token in place of the applicant's details, which the screen fetches with it (issue 22):
 * no name, e-mail or mobile in a URL that ends up in browser histories and proxy logs.
 */
export function resumeUrl(publicUrl: string, lang: Language, application: ApplicationEntity, token: string): string {
  const appType = toApplicationType(application.applicationType);
  const path = [lang, appType === DEFAULT_APPLICATION_TYPE ? null : appType, 'apply', application.listingId].filter(Boolean).join('/');
  const query = new URLSearchParams({ resume_application: 'true', [QUERY_RESUME_TOKEN]: token });
  return `${publicUrl}/${path}?${query.toString()}`;
}

@Injectable()
export class ContinueLaterService {
  private readonly logger = new Logger(ContinueLaterService.name);

  constructor(
    private readonly access: ApplicationAccessService,
    private readonly mail: MailPort,
    private readonly links: ResumeLinksService,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  /** E-mails the caller a link back into an application they may access. */
  async send(caller: AccessTokenClaims, applicationId: string, lang: Language): Promise<void> {
    const { application, owner, to, token } = await this.access.withApplication(caller, applicationId, async (application, tx) => {
      const owner = await tx.get(ApplicantsRepository).findById(application.applicantId);
      const to = owner?.id === caller.userId ? owner.email : caller.email;
      return { application, owner, to, token: await this.links.issue(tx, application.id, to) };
    });
    const message = continueLaterMail({
      to,
      firstName: owner?.id === caller.userId ? owner.firstName : '',
      resumeUrl: resumeUrl(this.config.publicUrl, lang, application, token),
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
