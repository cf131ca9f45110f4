import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

type SessionIssuer = { issue: (options: DemoSessionOptions & { email: string }) => Promise<DemoSession> };

let issuer: Promise<SessionIssuer> | undefined;

/**
 * The onboarding service's test tooling (built into dist-test, beside the production dist), loaded
 * once per Playwright worker with a small pool on the running product's database and its keys: each
 * session is then a few queries, not a Node process of its own. The worker's exit closes the pool.
 */
function sessionIssuer(): Promise<SessionIssuer> {
  issuer ??= (async () => {
    const tooling = join(REPO_ROOT, 'services', 'onboarding', 'dist-test', 'test', 'tooling', 'issue-demo-session.js');
    const { openDemoSessionIssuer } = (await import(pathToFileURL(tooling).href)) as { openDemoSessionIssuer: (env: NodeJS.ProcessEnv) => Promise<SessionIssuer> };
    return openDemoSessionIssuer(productServiceEnv());
  })();
  return issuer;
}

/** A registered applicant with a real access token (what e-mail verification will hand out), in the running product's database. */
export async function issueSession(options: DemoSessionOptions = {}): Promise<DemoSession> {
  return (await sessionIssuer()).issue({ email: `e2e.${randomBytes(5).toString('hex')}@gmail.com`, ...options });
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
