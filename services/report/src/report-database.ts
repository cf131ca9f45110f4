import type { ServiceDatabaseOptions } from '@tenant/server-kit';
import { ReportApplicantEntity } from './entities/applicant.entity.js';
import { CertificateEntity } from './entities/certificate.entity.js';
import { CreateApplicantsAndCertificates1700000001000 } from './migrations/1700000001000-create-applicants-and-certificates.js';

export const REPORT_DATABASE = 'report';

export const reportDatabase: ServiceDatabaseOptions = {
  name: REPORT_DATABASE,
  entities: [ReportApplicantEntity, CertificateEntity],
  migrations: [CreateApplicantsAndCertificates1700000001000],
};
