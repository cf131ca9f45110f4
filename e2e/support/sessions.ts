import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './product.js';
import { productServiceEnv } from './product-env.js';

export interface DemoSession {
  applicantId: string;
  applicationId: string;
  email: string;
  accessToken: string;
  invitationCode?: string;
}

export interface DemoSessionOptions {
  firstName?: string;
  lastName?: string;
  mobile?: string;
  listingId?: string;
  employmentStatus?: string;
  applicationType?: string;
  step?: number;
  stepRouter?: string;
  inviteEmail?: string;
  inviteRole?: string;
}

/**
 * A registered applicant with a real access token, from the onboarding service's test tooling
 * (built into dist-test, beside the production dist) against the
 * running product's database and keys (what e-mail verification will hand out).
 */
export function issueSession(options: DemoSessionOptions = {}): DemoSession {
  const args = ['--email', `e2e.${randomBytes(5).toString('hex')}@gmail.com`];
  if (options.firstName) args.push('--first-name', options.firstName);
  if (options.lastName) args.push('--last-name', options.lastName);
  if (options.mobile) args.push('--mobile', options.mobile);
  if (options.listingId) args.push('--listing-id', options.listingId);
  if (options.employmentStatus) args.push('--employment-status', options.employmentStatus);
  if (options.applicationType) args.push('--application-type', options.applicationType);
  if (options.step !== undefined) args.push('--step', String(options.step));
  if (options.stepRouter) args.push('--step-router', options.stepRouter);
  if (options.inviteEmail) args.push('--invite-email', options.inviteEmail, '--invite-role', options.inviteRole ?? 'guarantor');
  const output = execFileSync('node', [join(REPO_ROOT, 'services', 'onboarding', 'dist-test', 'test', 'tooling', 'issue-demo-session.js'), ...args], {
    cwd: REPO_ROOT,
    env: productServiceEnv(),
  }).toString();
  return JSON.parse(output.trim().split('\n').pop()!) as DemoSession;
}

/** Puts the session where the product keeps it (local storage) before any page script runs. */
export async function signIn(page: Page, session: Pick<DemoSession, 'accessToken'>): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('access_token', token);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, session.accessToken);
}
