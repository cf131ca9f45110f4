import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { ApplicantsRepository } from '../applicants/applicants.repository.js';
import { ApplicationLinksRepository } from '../application-links/application-links.repository.js';
import { CertificatesRepository } from '../certificates/certificates.repository.js';
import { ReportMailingsRepository } from '../mailing/report-mailings.repository.js';
import { PaymentClearancesRepository } from '../payment-clearance/payment-clearances.repository.js';
import { AggregatedReportPdfsRepository } from '../pdf/aggregated-report-pdfs.repository.js';
import { ReportPdfsRepository } from '../pdf/report-pdfs.repository.js';
import { ReportBuildsRepository } from '../report-builds/report-builds.repository.js';
import { reportDatabase } from '../report-database.js';
import { ReportInputsRepository } from '../report-inputs/report-inputs.repository.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { ApplicationCompaniesRepository } from '../reviewers/application-companies.repository.js';
import { ReviewedApplicationsRepository } from '../reviewers/reviewed-applications.repository.js';
import { ReportSharesRepository } from '../sharing/report-shares.repository.js';
import { TransactionRunner } from './transaction-runner.js';

const REPOSITORIES = [
  AggregatedReportPdfsRepository,
  ApplicantsRepository,
  ApplicationCompaniesRepository,
  ApplicationLinksRepository,
  CertificatesRepository,
  PaymentClearancesRepository,
  ReportBuildsRepository,
  ReportDocumentsRepository,
  ReportInputsRepository,
  ReportMailingsRepository,
  ReportPdfsRepository,
  ReportSharesRepository,
  ReviewedApplicationsRepository,
];

/**
 * The service's database (opened once) with its repositories and transactions, for every domain module.
 * An injected repository reads on the pool; every write goes through `transactions.run((tx) => tx.get(Repository)...)`.
 */
@Module({
  imports: [ServiceDatabaseModule.forService(reportDatabase)],
  providers: [TransactionRunner, ...REPOSITORIES],
  exports: [TransactionRunner, ...REPOSITORIES],
})
export class ReportDatabaseModule {}
