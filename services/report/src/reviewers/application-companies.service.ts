import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationCompanySet, applicationDeleted, companyEmailDomainsSet } from '@tenant/contracts';
import { emailDomainOf } from '@tenant/domain';
import { DeletedApplications, EventBus, unlessApplicationDeleted } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';

/** Its own subscriber name: other handlers here take application/deleted too (one queue per subscriber and event). */
const SUBSCRIBER = 'report-application-companies';

type CompanySet = ReturnType<typeof applicationCompanySet>;
type ApplicationDeleted = ReturnType<typeof applicationDeleted>;
type CompanyEmailDomainsSet = ReturnType<typeof companyEmailDomainsSet>;

/**
 * The report's copy of what scopes reviewers (spec 2§6): which company each application was made to
 * (application/companySet) and each company's staff e-mail domains (company/emailDomainsSet).
 * Idempotent; the newest event wins (at-least-once, any order); a deleted application gets none.
 */
@Injectable()
export class ApplicationCompaniesService implements OnModuleInit {
  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly database: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<CompanySet>(SUBSCRIBER, applicationCompanySet.type, (event) => this.onCompanySet(event));
    await this.bus.subscribe<ApplicationDeleted>(SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
    await this.bus.subscribe<CompanyEmailDomainsSet>(SUBSCRIBER, companyEmailDomainsSet.type, (event) => this.onEmailDomainsSet(event));
  }

  async onEmailDomainsSet({ payload, meta }: CompanyEmailDomainsSet): Promise<void> {
    await this.database.query(
      `INSERT INTO company_email_domains (company_id, email_domains, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (company_id) DO UPDATE SET email_domains = EXCLUDED.email_domains, changed_at = EXCLUDED.changed_at
       WHERE company_email_domains.changed_at <= EXCLUDED.changed_at`,
      [payload.companyId, payload.emailDomains.map((domain) => domain.trim().toLowerCase()), new Date(meta.occurredAt)],
    );
  }

  /** Whether the reviewer's address is (still) at one of the company's staff e-mail domains. */
  async isStaff(companyId: string, email: string): Promise<boolean> {
    const rows = (await this.database.query('SELECT 1 FROM company_email_domains WHERE company_id = $1 AND $2 = ANY (email_domains)', [
      companyId,
      emailDomainOf(email) ?? '',
    ])) as unknown[];
    return rows.length > 0;
  }

  async onCompanySet({ payload, meta }: CompanySet): Promise<void> {
    if (payload.companyId === null) {
      await this.database.query('DELETE FROM application_companies WHERE application_id = $1 AND changed_at <= $2', [payload.applicationId, new Date(meta.occurredAt)]);
      return;
    }
    await unlessApplicationDeleted(this.database, payload.applicationId, async (manager) => {
      await manager.query(
        `INSERT INTO application_companies (application_id, company_id, changed_at) VALUES ($1, $2, $3)
         ON CONFLICT (application_id) DO UPDATE SET company_id = EXCLUDED.company_id, changed_at = EXCLUDED.changed_at
         WHERE application_companies.changed_at <= EXCLUDED.changed_at`,
        [payload.applicationId, payload.companyId, new Date(meta.occurredAt)],
      );
    });
  }

  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    await this.database.transaction(async (manager) => {
      await new DeletedApplications(manager).record(payload.applicationId);
      await manager.query('DELETE FROM application_companies WHERE application_id = $1', [payload.applicationId]);
    });
  }
}
