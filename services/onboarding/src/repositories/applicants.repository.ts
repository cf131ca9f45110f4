import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ApplicantEntity } from '../entities/applicant.entity.js';
import { ApplicationEntity } from '../entities/application.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

type ApplicantFields = Partial<Omit<ApplicantEntity, 'id' | 'email' | 'createdAt'>>;

/** Queries on applicants (the people; an applicant has applications). */
@Injectable()
export class ApplicantsRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  /** Inserts the person by e-mail; an existing one keeps its details (`keepExisting`) or has them replaced. */
  async upsertByEmail(fields: Pick<ApplicantEntity, 'firstName' | 'lastName' | 'email' | 'mobile'>, keepExisting: boolean): Promise<ApplicantEntity> {
    const insert = this.manager.createQueryBuilder().insert().into(ApplicantEntity).values(fields);
    await (keepExisting ? insert.orIgnore() : insert.orUpdate(['first_name', 'last_name', 'mobile'], ['email'])).execute();
    return this.manager.findOneByOrFail(ApplicantEntity, { email: fields.email });
  }

  findById(id: string): Promise<ApplicantEntity | null> {
    return this.manager.findOneBy(ApplicantEntity, { id });
  }

  findByIdOrFail(id: string): Promise<ApplicantEntity> {
    return this.manager.findOneByOrFail(ApplicantEntity, { id });
  }

  findByEmailOrFail(email: string): Promise<ApplicantEntity> {
    return this.manager.findOneByOrFail(ApplicantEntity, { email });
  }

  /** The owner of an application. */
  ownerOf(applicationId: string): Promise<ApplicantEntity | null> {
    return this.manager
      .createQueryBuilder(ApplicantEntity, 'applicant')
      .innerJoin(ApplicationEntity, 'application', 'application.applicant_id = applicant.id')
      .where('application.id = :id', { id: applicationId })
      .getOne();
  }

  async update(id: string, fields: ApplicantFields): Promise<void> {
    await this.manager.update(ApplicantEntity, { id }, fields);
  }

  /** The first verification counts; a later one keeps its date. */
  async markEmailVerified(id: string): Promise<void> {
    await this.manager.getRepository(ApplicantEntity).update({ id }, { emailVerifiedAt: () => 'coalesce(email_verified_at, now())' });
  }

  /**
   * The people among `ids` left without any application: removed, except those whose marketing consent
   * still runs (given after `consentCutoff`), who keep name, e-mail and that consent and lose the rest.
   * Answers how many were removed.
   */
  async forgetThoseWithoutApplications(ids: string[], consentCutoff: Date): Promise<number> {
    if (!ids.length) return 0;
    const withoutApplications = 'id = ANY($1) AND NOT EXISTS (SELECT 1 FROM applications application WHERE application.applicant_id = applicants.id)';
    const consentRuns = 'marketing_consented AND marketing_consented_at > $2';
    await this.manager.query(`UPDATE applicants SET mobile = NULL WHERE ${withoutApplications} AND ${consentRuns}`, [ids, consentCutoff]);
    const [, deleted] = (await this.manager.query(`DELETE FROM applicants WHERE ${withoutApplications} AND NOT coalesce(${consentRuns}, false)`, [ids, consentCutoff])) as [unknown, number];
    return deleted;
  }

  /** People kept only for their marketing consent (no application) whose consent was given at or before `consentCutoff`: removed; answers how many. */
  async deleteExpiredMarketingContacts(consentCutoff: Date): Promise<number> {
    const [, deleted] = (await this.manager.query(
      `DELETE FROM applicants WHERE marketing_consented_at <= $1
          AND NOT EXISTS (SELECT 1 FROM applications application WHERE application.applicant_id = applicants.id)`,
      [consentCutoff],
    )) as [unknown, number];
    return deleted;
  }

  /** Removes people who never verified their e-mail within `days` days (their applications go with them); returns how many. */
  async deleteUnverified(days: number): Promise<number> {
    const [, deleted] = (await this.manager.query('DELETE FROM applicants WHERE email_verified_at IS NULL AND created_at < now() - make_interval(days => $1)', [
      days,
    ])) as [unknown, number];
    return deleted;
  }
}
