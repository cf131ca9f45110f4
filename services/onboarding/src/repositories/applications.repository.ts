import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { ApplicantRole } from '@tenant/domain';
import type { ApplicationGrants } from '@tenant/server-kit';
import { type EntityManager } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicationEntity } from '../entities/application.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export interface ResumableApplicationRow {
  id: string;
  first_name: string;
  last_name: string;
  applicant_role: ApplicantRole;
  employment_status: string | null;
  time_created: Date;
  state_router: string | null;
}

/** What a new application is made of (its owner apart); it starts at the first step unless told otherwise. */
export type NewApplication = Pick<ApplicationEntity, 'applicationType' | 'applicantRole' | 'employmentStatus' | 'listingId' | 'hideNav'> & Partial<Pick<ApplicationEntity, 'step' | 'stepRouter'>>;

type ApplicationFields = Partial<Pick<ApplicationEntity, 'step' | 'stepRouter' | 'employmentStatus' | 'applicantRole' | 'linkedApplicationId' | 'invitationId'>>;

export interface CompanyApplicationRow {
  id: string;
  first_name: string;
  last_name: string;
  applicant_role: ApplicantRole;
  application_type: string;
  listing_name: string;
  created_at: Date;
}

/** Queries on applications. */
@Injectable()
export class ApplicationsRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  /** The application when the caller owns it (README "Who may call what": invited people fill their own, linked one). */
  findAccessible(applicationId: string, caller: { userId: string | null }): Promise<ApplicationEntity | null> {
    return caller.userId ? this.manager.getRepository(ApplicationEntity).findOneBy({ id: applicationId, applicantId: caller.userId }) : Promise.resolve(null);
  }

  /** Every application the person may open (the access token's grants): those they own, as findAccessible decides. */
  async grantsOf(applicantId: string): Promise<ApplicationGrants> {
    const owned = await this.manager.getRepository(ApplicationEntity).find({ select: { id: true }, where: { applicantId } });
    return Object.fromEntries(owned.map((application) => [application.id, 'owner' as const]));
  }

  /** Who may open the application: its owner and the e-mails invited to it (the application/accessChanged payload). */
  async accessListOf(applicationId: string): Promise<{ ownerApplicantId: string; invitedEmails: string[] } | null> {
    const rows: Array<{ owner: string; emails: string[] }> = await this.manager.query(
      `SELECT application.applicant_id AS owner,
              coalesce(array_agg(DISTINCT lower(invitation.email)) FILTER (WHERE invitation.email IS NOT NULL), '{}') AS emails
         FROM applications application
         LEFT JOIN invitations invitation ON invitation.application_id = application.id
        WHERE application.id = $1
        GROUP BY application.applicant_id`,
      [applicationId],
    );
    return rows[0] ? { ownerApplicantId: rows[0].owner, invitedEmails: rows[0].emails } : null;
  }

  findByIdOrFail(id: string): Promise<ApplicationEntity> {
    return this.manager.findOneByOrFail(ApplicationEntity, { id });
  }

  create(fields: NewApplication & Pick<ApplicationEntity, 'applicantId'>): Promise<ApplicationEntity> {
    return this.manager.save(this.manager.create(ApplicationEntity, fields));
  }

  /** Every change of an application is activity: its retention period starts again (retention/README.md). */
  async update(id: string, fields: ApplicationFields): Promise<void> {
    await this.manager.update(ApplicationEntity, { id }, { ...fields, lastActivityAt: () => 'now()' });
  }

  /** Activity seen elsewhere (its report completed at `at`); an older event never moves the time back. */
  async recordActivity(id: string, at: Date): Promise<void> {
    await this.manager.query('UPDATE applications SET last_activity_at = greatest(last_activity_at, $2) WHERE id = $1', [id, at]);
  }

  /**
   * Up to `limit` applications last active at or before `cutoff`, with their owners, locked for the
   * caller's transaction; rows another instance's sweep holds are skipped, not waited for.
   */
  async lockInactiveSince(cutoff: Date, limit: number): Promise<{ id: string; applicantId: string }[]> {
    const rows: { id: string; applicant_id: string }[] = await this.manager.query(
      `SELECT id, applicant_id FROM applications WHERE last_activity_at <= $1 ORDER BY last_activity_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [cutoff, limit],
    );
    return rows.map((row) => ({ id: row.id, applicantId: row.applicant_id }));
  }

  async deleteAll(ids: string[]): Promise<void> {
    if (ids.length) await this.manager.delete(ApplicationEntity, ids);
  }

  async delete(id: string): Promise<void> {
    await this.manager.delete(ApplicationEntity, { id });
  }

  /** The id of the application when the applicant with this e-mail owns it. */
  async idOwnedByEmail(applicationId: string, email: string): Promise<string | null> {
    const owned = await this.manager
      .createQueryBuilder(ApplicationEntity, 'application')
      .innerJoin(ApplicantEntity, 'applicant', 'applicant.id = application.applicant_id')
      .where('application.id = :applicationId AND applicant.email = :email', { applicationId, email })
      .getOne();
    return owned?.id ?? null;
  }

  /** The applicant's applications created in the last `days` days that are not at `finishedStep`, newest first. */
  resumableOf(applicantId: string, exceptApplicationId: string | null, days: number, finishedStep: string): Promise<ResumableApplicationRow[]> {
    return this.manager.query(
      `SELECT application.id, applicant.first_name, applicant.last_name, application.applicant_role, application.employment_status,
              application.created_at AS time_created, application.step_router AS state_router
         FROM applications application JOIN applicants applicant ON applicant.id = application.applicant_id
        WHERE application.applicant_id = $1 AND ($2::uuid IS NULL OR application.id <> $2::uuid)
          AND application.created_at > now() - make_interval(days => $3)
          AND application.step_router IS DISTINCT FROM $4
        ORDER BY application.created_at DESC`,
      [applicantId, exceptApplicationId, days, finishedStep],
    );
  }

  /** The applications of people who never verified their e-mail within `days` days. */
  async idsOfUnverifiedSignups(days: number): Promise<string[]> {
    const rows: { id: string }[] = await this.manager.query(
      `SELECT application.id FROM applications application JOIN applicants applicant ON applicant.id = application.applicant_id
        WHERE applicant.email_verified_at IS NULL AND applicant.created_at < now() - make_interval(days => $1)`,
      [days],
    );
    return rows.map(({ id }) => id);
  }

  /**
   * Whether the person with this e-mail owns, or is invited to, an application that is not on one of the
   * company's listings: a partner may sign in only applicants of its own listings (README "Partner entry").
   */
  async hasApplicationsOutsideCompany(email: string, companyId: number): Promise<boolean> {
    const [row]: { outside: boolean }[] = await this.manager.query(
      `SELECT EXISTS (
         SELECT 1
           FROM applications application
           JOIN applicants applicant ON applicant.id = application.applicant_id
           LEFT JOIN listings listing ON listing.listing_uuid::text = lower(application.listing_id) OR listing.id::text = application.listing_id
          WHERE (lower(applicant.email) = lower($1)
                 OR EXISTS (SELECT 1 FROM invitations invitation WHERE invitation.application_id = application.id AND lower(invitation.email) = lower($1)))
            AND listing.company_id IS DISTINCT FROM $2
       ) AS outside`,
      [email, companyId],
    );
    return row.outside;
  }

  /**
   * Applications made to a company's listings (the listing named by uuid or number), newest first, of
   * applicants who verified their e-mail (a sign-up never verified is nobody's application yet).
   */
  ofCompany(companyId: number, limit: number): Promise<CompanyApplicationRow[]> {
    return this.manager.query(
      `SELECT application.id, applicant.first_name, applicant.last_name, application.applicant_role, application.application_type,
              listing.name AS listing_name, application.created_at
         FROM applications application
         JOIN applicants applicant ON applicant.id = application.applicant_id
         JOIN listings listing ON listing.listing_uuid::text = lower(application.listing_id) OR listing.id::text = application.listing_id
        WHERE listing.company_id = $1 AND applicant.email_verified_at IS NOT NULL
        ORDER BY application.created_at DESC
        LIMIT $2`,
      [companyId, limit],
    ) as Promise<CompanyApplicationRow[]>;
  }
}
