import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { factsOf, type ApplicantFacts } from '../applicants/applicant-facts.js';
import { ApplicantProfileEntity } from '../entities/applicant-profile.entity.js';
import { INCOME_DATABASE } from '../income-database.js';

export type ProfileFields = Partial<Omit<ApplicantProfileEntity, 'applicationId' | 'applicantId' | 'updatedAt'>>;

/** Queries on applicant_profiles: one row per person and application. */
@Injectable()
export class ApplicantProfilesRepository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  /**
   * Every row of the person, the application's own first, then the newest: an invited person who
   * uploads into another's application entered most facts in their own application.
   */
  async rowsOf(applicationId: string, applicantId: string): Promise<ApplicantProfileEntity[]> {
    const rows = await this.manager.find(ApplicantProfileEntity, { where: { applicantId }, order: { updatedAt: 'DESC' } });
    return [...rows.filter((row) => row.applicationId === applicationId), ...rows.filter((row) => row.applicationId !== applicationId)];
  }

  /** The facts a document of this person in this application is compared with. */
  async factsOf(applicationId: string, applicantId: string): Promise<ApplicantFacts> {
    return factsOf(await this.rowsOf(applicationId, applicantId));
  }

  /** The facts of everyone who uploaded one of these documents, by applicant id. */
  async factsOfUploaders(applicationId: string, documents: { applicantId: string }[]): Promise<Map<string, ApplicantFacts>> {
    const facts = new Map<string, ApplicantFacts>();
    // one after the other: a transaction's queries share one connection
    for (const applicantId of new Set(documents.map((document) => document.applicantId))) facts.set(applicantId, await this.factsOf(applicationId, applicantId));
    return facts;
  }

  /** Sets the given fields, creating the row on first use (idempotent). */
  async merge(applicationId: string, applicantId: string, fields: ProfileFields): Promise<void> {
    await this.manager.upsert(ApplicantProfileEntity, { applicationId, applicantId, ...fields, updatedAt: new Date() }, ['applicationId', 'applicantId']);
  }

  async deleteApplication(applicationId: string): Promise<void> {
    await this.manager.delete(ApplicantProfileEntity, { applicationId });
  }
}
