import { serviceTooling } from './service-tooling.js';

/** What services/report/test/tooling/demo-report-tooling.ts offers (loaded from its build, so declared here). */
interface DemoCertificateOptions {
  name: string;
  issuedDaysAgo?: number;
}
interface DemoReportOptions {
  applicationId: string;
  applicantId: string;
  fixture?: string;
  hide?: boolean;
}
interface DemoReportTooling {
  issueCertificate(options: DemoCertificateOptions): Promise<{ token: string; url: string }>;
  seedReport(options: DemoReportOptions): Promise<{ report_id: string }>;
  close(): Promise<void>;
}

/** The report service's demo tooling (see service-tooling.ts). */
const reportTooling = serviceTooling<DemoReportTooling>('report', 'demo-report-tooling.js', 'openDemoReportTooling');

/** A real report certificate token, issued against the running product's database and signing keys. */
export async function issueCertificate(options: DemoCertificateOptions): Promise<{ token: string; url: string }> {
  return (await reportTooling()).issueCertificate(options);
}

/** The short code printed under a report's QR code: the certificate id (the token's subject) in 22 base64url characters. */
export function shortCodeOf(token: string): string {
  const certificateId = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;
  return Buffer.from(certificateId.replace(/-/g, ''), 'hex').toString('base64url');
}

/** Stores a fixture report for a demo session's application. */
export async function seedReport(options: DemoReportOptions): Promise<{ report_id: string }> {
  return (await reportTooling()).seedReport(options);
}
