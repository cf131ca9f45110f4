import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './product.js';
import { productServiceEnv, type ProductData } from './product-env.js';

/** A partner entry link signed as the demo rapid partner signs it (the onboarding service's CLI), for the suite's product or `product`. */
export function signedPartnerLink(options: { email: string; listingId?: string; lang?: string }, product?: ProductData): { sig: string; url: string } {
  const args = ['--partner-id', 'rapidrent-demo', '--email', options.email, '--lang', options.lang ?? 'en'];
  if (options.listingId) args.push('--listing-id', options.listingId);
  const output = execFileSync('node', [join(REPO_ROOT, 'services', 'onboarding', 'dist', 'cli', 'sign-partner-link.js'), ...args], {
    cwd: REPO_ROOT,
    env: productServiceEnv(product),
  }).toString();
  return JSON.parse(output.trim().split('\n').pop()!) as { sig: string; url: string };
}
