import { ConflictException, Injectable } from '@nestjs/common';
import { NEW_APPLICATION_STEP, toApplicationType, type EmploymentStatus } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { SessionTokenIssuer } from '../applications/session-token-issuer.service.js';
import { ApplicantsRepository } from '../repositories/applicants.repository.js';
import { WorkflowCatalogService } from '../workflow/workflow-catalog.service.js';

/** Only the rapid result offers a new application (spec 2§2 Result); other flows start one from the occupation screen. */
export const NEW_APPLICATION_RAPID_ONLY = 'Report.Error.NewApplicationRapidOnly';

/**
 * GET /v2/report/create-new-app (spec 2§7): the owner of a rapid application starts another one for
 * the same person, with the same listing and partner settings, at the income check with no documents.
 */
@Injectable()
export class NewApplicationService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly applications: ApplicationsService,
    private readonly workflows: WorkflowCatalogService,
    private readonly tokens: SessionTokenIssuer,
  ) {}

  /** The new application's id, and a token that grants it (issued once it is committed). */
  async startAfter(caller: AccessTokenClaims, applicationId: string): Promise<{ applicationId: string; accessToken: string }> {
    const created = await this.access.withApplication(caller, applicationId, async (source, tx) => {
      const applicationType = toApplicationType(source.applicationType);
      if (applicationType !== 'rapid') throw new ConflictException(NEW_APPLICATION_RAPID_ONLY);
      const workflow = source.employmentStatus ? await this.workflows.workflow(source.employmentStatus as EmploymentStatus, applicationType) : undefined;
      const step = workflow?.workflow.findIndex((candidate) => candidate.router === NEW_APPLICATION_STEP) ?? -1;
      const applicant = await tx.get(ApplicantsRepository).findByIdOrFail(source.applicantId);
      return this.applications.startAnother(tx, applicant, source, { step, stepRouter: NEW_APPLICATION_STEP });
    });
    const { accessToken } = await this.tokens.issueFor({ id: caller.userId, email: caller.email });
    return { applicationId: created.id, accessToken };
  }
}
