import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './product.js';
import { productServiceEnv } from './product-env.js';

/**
 * A real report certificate token, issued by the report service's test tooling (dist-test) against the running
 * product's database and signing keys.
 */
export function issueCertificate(options: { name: string; issuedDaysAgo?: number }): { token: string; url: string } {
  const output = execFileSync(
    'node',
    [join(REPO_ROOT, 'services', 'report', 'dist-test', 'test', 'tooling', 'issue-demo-certificate.js'), '--name', options.name, '--issued-days-ago', String(options.issuedDaysAgo ?? 0)],
    { cwd: REPO_ROOT, env: productServiceEnv() },
  ).toString();
  const line = output.trim().split('\n').pop()!;
  return JSON.parse(line) as { token: string; url: string };
}

/** The short code printed under a report's QR code: the certificate id (the token's subject) in 22 base64url characters. */
export function shortCodeOf(token: string): string {
  const certificateId = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;
  return Buffer.from(certificateId.replace(/-/g, ''), 'hex').toString('base64url');
}

/** Stores a fixture report for a demo session's application (the report service's test tooling). */
export function seedReport(options: { applicationId: string; applicantId: string; fixture?: string; hide?: boolean }): { report_id: string } {
  const args = ['--application-id', options.applicationId, '--applicant-id', options.applicantId, '--fixture', options.fixture ?? 'italian-employed-renter'];
  if (options.hide) args.push('--hide');
  const output = execFileSync('node', [join(REPO_ROOT, 'services', 'report', 'dist-test', 'test', 'tooling', 'seed-demo-report.js'), ...args], {
    cwd: REPO_ROOT,
    env: productServiceEnv(),
  }).toString();
  return JSON.parse(output.trim().split('\n').pop()!) as { report_id: string };
}
