import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { ApplicationEntity } from '../entities/application.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** The one answer for an application the caller may not see, whether it exists or not. */
export const APPLICATION_NOT_FOUND = 'Application.Error.NotFound';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The access check of every endpoint that names an application (DESIGN §4): the caller owns it or
 * was invited to it by e-mail. A missing and a foreign application give the same 404, so nobody can
 * probe which applications exist.
 *
 * An invited person may read the application and save what is theirs in it (rows keyed by
 * application and applicant: personal details, address, identity); what belongs to the application
 * itself (household, questionnaire, saved step, deletion, links) only its owner may change: 'owner'.
 */
@Injectable()
export class ApplicationAccessService {
  constructor(@InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource) {}

  async requireAccess(
    caller: AccessTokenClaims,
    applicationId: string,
    manager: EntityManager = this.dataSource.manager,
    /** 'owner' for what belongs to the application itself (household, questionnaire, step, delete, link) */
    mode: 'owner-or-invited' | 'owner' = 'owner-or-invited',
  ): Promise<ApplicationEntity> {
    if (!UUID.test(applicationId)) throw new NotFoundException(APPLICATION_NOT_FOUND);
    const invited = mode === 'owner' ? 'false' : 'EXISTS (SELECT 1 FROM invitations invitation WHERE invitation.application_id = application.id AND lower(invitation.email) = lower(:email))';
    const application = await manager
      .getRepository(ApplicationEntity)
      .createQueryBuilder('application')
      .where('application.id = :applicationId', { applicationId })
      .andWhere(
        new Brackets((owner) =>
          owner
            .where('application.applicant_id = :userId', { userId: UUID.test(caller.userId) ? caller.userId : null })
            .orWhere(invited, { email: caller.email || null }),
        ),
      )
      .getOne();
    if (!application) throw new NotFoundException(APPLICATION_NOT_FOUND);
    return application;
  }
}
