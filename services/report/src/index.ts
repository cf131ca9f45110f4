export { ReportModule } from './report.module.js';
export { CertificatesService, REPORT_NOT_VERIFIED, type IssuedCertificate } from './services/certificates.service.js';
export { ApplicantsReadModelService, type ApplicantRecord } from './services/applicants-read-model.service.js';
export { REPORT_VERIFICATION_AUDIENCE } from './services/report-verification-tokens.js';
