export { ReportModule } from './report.module.js';
export { CertificatesService, REPORT_EXPIRED, REPORT_NOT_VERIFIED, REPORT_REVOKED, type IssuedCertificate } from './certificates/certificates.service.js';
export { ReportsService, type StoredReport } from './reports/reports.service.js';
export { ReportPdfService } from './pdf/report-pdf.service.js';
export { ReportPdfRenderer, type ReportPdfInput } from './pdf/report-pdf-renderer.port.js';
export { ChromiumPdfRenderer, chromiumOptionsFromEnv } from './pdf/chromium-pdf-renderer.js';
export { ApplicantsReadModelService, type ApplicantRecord } from './applicants/applicants-read-model.service.js';
export { REPORT_VERIFICATION_AUDIENCE } from './certificates/report-verification-tokens.js';
export { qrSvg, verifyPageUrl } from './pdf/verification-links.js';
