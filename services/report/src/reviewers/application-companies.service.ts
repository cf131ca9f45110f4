import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicationCompanySet, applicationDeleted, companyEmailDomainsSet } from '@tenant/contracts';
import { emailDomainOf } from '@tenant/domain';
import { DeletedApplications, EventBus, inTransactionUnlessApplicationDeleted } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ApplicationCompaniesRepository } from './application-companies.repository.js';

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
    private readonly transactions: TransactionRunner,
    private readonly companies: ApplicationCompaniesRepository,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<CompanySet>(SUBSCRIBER, applicationCompanySet.type, (event) => this.onCompanySet(event));
    await this.bus.subscribe<ApplicationDeleted>(SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
    await this.bus.subscribe<CompanyEmailDomainsSet>(SUBSCRIBER, companyEmailDomainsSet.type, (event) => this.onEmailDomainsSet(event));
  }

  async onEmailDomainsSet({ payload, meta }: CompanyEmailDomainsSet): Promise<void> {
    const domains = payload.emailDomains.map((domain) => domain.trim().toLowerCase());
    await this.transactions.run((tx) => tx.get(ApplicationCompaniesRepository).saveEmailDomains({ companyId: payload.companyId, emailDomains: domains, changedAt: new Date(meta.occurredAt) }));
  }

  /** Whether the reviewer's address is (still) at one of the company's staff e-mail domains. */
  async isStaff(companyId: string, email: string): Promise<boolean> {
    return this.companies.hasEmailDomain(companyId, emailDomainOf(email) ?? '');
  }

  async onCompanySet({ payload, meta }: CompanySet): Promise<void> {
    const { applicationId, companyId } = payload;
    const changedAt = new Date(meta.occurredAt);
    if (companyId === null) {
      await this.transactions.run((tx) => tx.get(ApplicationCompaniesRepository).removeCompany(applicationId, changedAt));
      return;
    }
    await inTransactionUnlessApplicationDeleted(this.transactions, applicationId, (tx) => tx.get(ApplicationCompaniesRepository).saveCompany({ applicationId, companyId, changedAt }));
  }

  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(payload.applicationId);
      await tx.get(ApplicationCompaniesRepository).delete(payload.applicationId);
    });
  }
}
