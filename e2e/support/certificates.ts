import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadProduct, REPO_ROOT } from './product.js';

interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * A real report certificate token, issued by the report service's own CLI against the running
 * product's database and signing keys.
 */
export function issueCertificate(options: { name: string; issuedDaysAgo?: number }): { token: string; url: string } {
  const product = loadProduct();
  const keys = (name: string) => JSON.parse(readFileSync(join(product.varDir, 'keys', `${name}.json`), 'utf8')) as KeyPair;
  const report = keys('report-signing');
  const auth = keys('auth');
  const databaseUrl = product.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${readFileSync(join(product.varDir, 'postgres', 'port'), 'utf8').trim()}/tenant`;
  const output = execFileSync(
    'node',
    [join(REPO_ROOT, 'services', 'report', 'dist', 'cli', 'issue-demo-certificate.js'), '--name', options.name, '--issued-days-ago', String(options.issuedDaysAgo ?? 0)],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REPORT_SIGNING_PRIVATE_KEY: report.privateKey,
        REPORT_SIGNING_PUBLIC_KEY: report.publicKey,
        AUTH_PUBLIC_KEY: auth.publicKey,
        PUBLIC_URL: product.baseUrl,
      },
    },
  ).toString();
  const line = output.trim().split('\n').pop()!;
  return JSON.parse(line) as { token: string; url: string };
}
