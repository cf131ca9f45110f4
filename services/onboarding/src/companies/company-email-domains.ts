import { companyEmailDomainsSet } from '@tenant/contracts';
import { isCompanyEmailDomain } from '@tenant/domain';
import type { UnitOfWork } from '../database/transaction-runner.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';

export class CompanyEmailDomainsError extends Error {}

/**
 * Sets a registered company's staff e-mail domains (spec 2§6 organisation users) and tells the payment
 * service in the same transaction (company/emailDomainsSet): its staff's applications are billed to the
 * company. Lower-cased, without duplicates; a consumer mail provider or a malformed name is refused.
 */
export async function setCompanyEmailDomains(tx: UnitOfWork, companyId: number, domains: string[]): Promise<string[]> {
  const emailDomains = [...new Set(domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))].sort();
  const refused = emailDomains.filter((domain) => !isCompanyEmailDomain(domain));
  if (refused.length) throw new CompanyEmailDomainsError(`not a company e-mail domain: ${refused.join(', ')}`);
  if (!(await tx.get(CompaniesRepository).setEmailDomains(companyId, emailDomains))) throw new CompanyEmailDomainsError(`no company ${companyId}`);
  await tx.record(companyEmailDomainsSet({ companyId: String(companyId), emailDomains }));
  return emailDomains;
}
