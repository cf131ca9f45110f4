import { CreateDeletedApplications1700000018000, type ServiceDatabaseOptions } from '@tenant/server-kit';
import { ReportApplicantEntity } from './applicants/applicant.entity.js';
import { CertificateEntity } from './certificates/certificate.entity.js';
import { CreateApplicantsAndCertificates1700000001000 } from './migrations/1700000001000-create-applicants-and-certificates.js';
import { CreateReportDocumentsAndPdfs1700000005000 } from './migrations/1700000005000-create-report-documents-and-pdfs.js';
import { ReportPdfEntity } from './pdf/report-pdf.entity.js';
import { ReportDocumentEntity } from './reports/report-document.entity.js';
import { CreatePaymentClearances1700000013000 } from './migrations/1700000013000-create-payment-clearances.js';
import { CreateReportInputsAndBuilds1700000014000 } from './migrations/1700000014000-create-report-inputs-and-builds.js';
import { CreateApplicationCompanies1700000015100 } from './migrations/1700000015100-create-application-companies.js';
import { CreateReportMailingsAndShares1700000017000 } from './migrations/1700000017000-create-report-mailings-and-shares.js';
import { ReportMailingEntity } from './mailing/report-mailing.entity.js';
import { ReportShareEntity } from './sharing/report-share.entity.js';
import { PaymentClearanceEntity } from './payment-clearance/payment-clearance.entity.js';
import { ApplicationCompanyEntity } from './reviewers/application-company.entity.js';
import { CompanyEmailDomainsEntity } from './reviewers/company-email-domains.entity.js';
import { CreateApplicationLinksAndAggregatedPdfs1700000018100 } from './migrations/1700000018100-create-application-links-and-aggregated-pdfs.js';
import { ApplicationLinkEntity } from './application-links/application-link.entity.js';
import { AggregatedReportPdfEntity } from './pdf/aggregated-report-pdf.entity.js';
import { AddReportVersions1700000020100 } from './migrations/1700000020100-add-report-versions.js';

export const REPORT_DATABASE = 'report';

export const reportDatabase: ServiceDatabaseOptions = {
  name: REPORT_DATABASE,
  entities: [
    ReportApplicantEntity,
    CertificateEntity,
    ReportDocumentEntity,
    ReportPdfEntity,
    PaymentClearanceEntity,
    ApplicationCompanyEntity,
    CompanyEmailDomainsEntity,
    ReportMailingEntity,
    ReportShareEntity,
    ApplicationLinkEntity,
    AggregatedReportPdfEntity,
  ],
  migrations: [
    CreateApplicantsAndCertificates1700000001000,
    CreateReportDocumentsAndPdfs1700000005000,
    CreatePaymentClearances1700000013000,
    CreateReportInputsAndBuilds1700000014000,
    CreateApplicationCompanies1700000015100,
    CreateReportMailingsAndShares1700000017000,
    CreateDeletedApplications1700000018000,
    CreateApplicationLinksAndAggregatedPdfs1700000018100,
    AddReportVersions1700000020100,
  ],
};
