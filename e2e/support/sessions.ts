import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ProductData } from './product-env.js';
import { serviceTooling } from './service-tooling.js';

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

type SessionIssuer = { issue: (options: DemoSessionOptions & { email: string }) => Promise<DemoSession>; close: () => Promise<void> };

/** The onboarding service's session issuer (see service-tooling.ts). */
const sessionIssuer = serviceTooling<SessionIssuer>('onboarding', 'issue-demo-session.js', 'openDemoSessionIssuer');

/**
 * A registered applicant with a real access token (what e-mail verification will hand out), in the suite's
 * product's database, or in `product`'s.
 */
export async function issueSession(options: DemoSessionOptions = {}, product?: ProductData): Promise<DemoSession> {
  return (await sessionIssuer(product)).issue({ email: `e2e.${randomBytes(5).toString('hex')}@gmail.com`, ...options });
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
