import type { ChildProcess } from 'node:child_process';
import { dropDatabase, freshDatabase } from './databases.js';
import { newVarDir, onFreePort, startRunner } from './product.js';
import { productServiceEnv, type ProductData } from './product-env.js';
import { closeToolingOn } from './service-tooling.js';

export interface SecondProduct extends ProductData {
  /** its state folder (VAR_DIR): the remotes map and CDN it serves */
  varDir: string;
  /** what it has printed so far */
  output(): string;
  /** stops it and drops its database */
  stop(): Promise<void>;
}

/**
 * The built product served a second time with other environment settings (e.g. a short
 * INACTIVITY_TIMEOUT_SECONDS), with the suite's keys, so sessions issued for it (issueSession(options,
 * product)) hold, on a fresh database of its own: on a shared one, its job workers would take the suite
 * product's jobs (mail, reports) and do them with its own settings and mailbox.
 */
export async function startSecondProduct(env: NodeJS.ProcessEnv): Promise<SecondProduct> {
  const databaseUrl = await freshDatabase('second');
  const varDir = newVarDir();
  const { child, baseUrl, output } = await onFreePort((port) => {
    const publicUrl = `http://localhost:${port}`;
    return startRunner({ ...productServiceEnv({ databaseUrl, baseUrl: publicUrl }), PORT: String(port), VAR_DIR: varDir, PARTNER_DEMO_PORT: 'off', ...env });
  }).catch(async (error: unknown) => {
    await dropDatabase(databaseUrl);
    throw error;
  });
  return {
    baseUrl,
    databaseUrl,
    varDir,
    output,
    stop: async () => {
      await stopGroup(child);
      await closeToolingOn(databaseUrl);
      await dropDatabase(databaseUrl);
    },
  };
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
