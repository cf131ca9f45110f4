import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { BillingFacts } from '../checkout/payment-requirement.js';
import { PAYMENT_DATABASE } from '../payment-database.js';
import { atRegisteredCompanySql, emailAtDomainSql } from './company-email-domains.repository.js';

export interface ApplicationBilling extends BillingFacts {
  applicationId: string;
  ownerName: string | null;
  rentalPassPartner: boolean;
}

type Fields = Partial<Omit<ApplicationBilling, 'applicationId' | 'ownerAtRegisteredCompany'>>;

const COLUMNS: Record<keyof Fields, string> = {
  ownerEmail: 'owner_email',
  ownerName: 'owner_name',
  applicationType: 'application_type',
  lanPays: 'lan_pays',
  partnerPays: 'partner_pays',
  rentalPassPartner: 'rental_pass_partner',
};

/** The payment service's copy of what onboarding's events say about an application's billing. */
@Injectable()
export class ApplicationBillingRepository {
  constructor(@InjectEntityManager(PAYMENT_DATABASE) private readonly manager: EntityManager) {}

  async find(applicationId: string): Promise<ApplicationBilling | null> {
    const rows = (await this.manager.query(
      `SELECT application_id AS "applicationId", owner_email AS "ownerEmail", owner_name AS "ownerName", application_type AS "applicationType",
              lan_pays AS "lanPays", partner_pays AS "partnerPays", rental_pass_partner AS "rentalPassPartner",
              ${atRegisteredCompanySql('owner_email')} AS "ownerAtRegisteredCompany"
         FROM application_billing WHERE application_id = $1`,
      [applicationId],
    )) as ApplicationBilling[];
    return rows[0] ?? null;
  }

  /**
   * Whether both events that decide if the application pays are here (application/paymentTermsSet and
   * applicant/registered: the owner's e-mail makes an organisation user). Onboarding records both with
   * the application; until they arrive, an answer about payment would guess.
   */
  async knowsTerms(applicationId: string): Promise<boolean> {
    const rows = (await this.manager.query(
      'SELECT 1 FROM application_billing WHERE application_id = $1 AND application_type IS NOT NULL AND owner_email IS NOT NULL',
      [applicationId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Sets the given facts, keeping the others (each event carries only its own). Idempotent. */
  async merge(applicationId: string, fields: Fields): Promise<void> {
    const names = (Object.keys(fields) as (keyof Fields)[]).filter((name) => fields[name] !== undefined);
    const columns = names.map((name) => COLUMNS[name]);
    const values = names.map((name) => fields[name]);
    await this.manager.query(
      `INSERT INTO application_billing (application_id${columns.map((c) => `, ${c}`).join('')}) VALUES ($1${columns.map((_, i) => `, $${i + 2}`).join('')})
       ON CONFLICT (application_id) DO ${columns.length ? `UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}` : 'NOTHING'}`,
      [applicationId, ...values],
    );
  }

  /** Applications whose owner's e-mail is at one of these domains or a subdomain of one. */
  async ownedAtDomains(domains: string[]): Promise<string[]> {
    if (!domains.length) return [];
    const rows = (await this.manager.query(
      `SELECT application_id AS "applicationId" FROM application_billing, unnest($1::text[]) AS domain
        WHERE ${emailAtDomainSql('owner_email', 'domain')}`,
      [domains],
    )) as { applicationId: string }[];
    return [...new Set(rows.map((row) => row.applicationId))];
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.query('DELETE FROM application_billing WHERE application_id = $1', [applicationId]);
  }
}
