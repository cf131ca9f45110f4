import type { ChildProcess } from 'node:child_process';
import { freePort, newVarDir, startRunner } from './product.js';
import { productServiceEnv } from './product-env.js';

export interface SecondProduct {
  baseUrl: string;
  /** its state folder (VAR_DIR): the remotes map and CDN it serves */
  varDir: string;
  /** what it has printed so far */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built product served a second time with other environment settings (e.g. a short
 * INACTIVITY_TIMEOUT_SECONDS), on the same database and keys, so sessions issued for the main
 * product are valid here too.
 */
export async function startSecondProduct(env: NodeJS.ProcessEnv): Promise<SecondProduct> {
  const port = await freePort();
  const varDir = newVarDir();
  const { child, baseUrl, output } = await startRunner({ ...productServiceEnv(), PORT: String(port), VAR_DIR: varDir, PUBLIC_URL: `http://localhost:${port}`, PARTNER_DEMO_PORT: 'off', ...env });
  return { baseUrl, varDir, output, stop: () => stopGroup(child) };
}

const stopGroup = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
