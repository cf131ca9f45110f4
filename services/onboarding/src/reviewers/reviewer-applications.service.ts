import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { ReviewerApplicationsResponse } from '@tenant/contracts';
import { emailDomainOf } from '@tenant/domain';
import { AUTH_MESSAGES, type ReviewerClaims } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ApplicationsRepository } from '../repositories/applications.repository.js';
import { CompaniesRepository } from '../repositories/companies.repository.js';

/** The newest applications a dashboard lists (older ones stay in the database; retention removes them after 3 months). */
export const REVIEWER_LIST_LIMIT = 500;

/** The reviewer's company's applications (spec 2§6 Reviewer): only those made to its listings. */
@Injectable()
export class ReviewerApplicationsService {
  constructor(private readonly transactions: TransactionRunner) {}

  list(reviewer: ReviewerClaims): Promise<ReviewerApplicationsResponse> {
    return this.transactions.run(async (tx) => {
      // The address's domain must still be the company's: a domain taken away ends its reviewers' sessions here.
      const company = await tx.get(CompaniesRepository).findByEmailDomain(emailDomainOf(reviewer.email) ?? '');
      if (!company || String(company.id) !== reviewer.companyId) throw new UnauthorizedException(AUTH_MESSAGES.claims);
      const rows = await tx.get(ApplicationsRepository).ofCompany(company.id, REVIEWER_LIST_LIMIT);
      return {
        success: true,
        company_name: company.name,
        applications: rows.map((row) => ({
          application_id: row.id,
          applicant_name: `${row.first_name} ${row.last_name}`.trim(),
          applicant_role: row.applicant_role,
          application_type: row.application_type,
          listing_name: row.listing_name,
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    });
  }
}
