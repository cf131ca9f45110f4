import { test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ApiClient, clientAddress, walkJourney, type ApiClientOptions, type JourneyOptions } from '@tenant/api-journey';
import { newVarDir, onFreePort, startRunner } from './product.js';
import { dropDatabase, freshDatabase } from './databases.js';

/**
 * A product of its own for a fault test: the built runner on a fresh database (on DATABASE_URL's server, or
 * the embedded server of the suite's product), which the test may kill, restart on the same database and
 * state folder (same keys: sessions stay valid) or run with other settings (API_INSTANCES, the database
 * behind an outage proxy).
 */
export interface FaultProduct {
  baseUrl: string;
  databaseUrl: string;
  child: ChildProcess;
  /** every line the product printed so far */
  output(): string;
  /** SIGKILL of the runner (with API_INSTANCES unset, the API itself), then of what it left in its group */
  kill(): Promise<void>;
  /** starts it again on the same port, database and state folder */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the runner on `databaseUrl` (the product connects there: a fresh database, or an outage proxy in
 * front of one) with TRUST_PROXY=loopback, so each simulated applicant counts against the per-IP limits
 * from its own X-Forwarded-For address.
 */
export async function startFaultProduct(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<FaultProduct> {
  const varDir = newVarDir();
  const productEnv = (port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    VAR_DIR: varDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PARTNER_DEMO_PORT: 'off',
    SMTP_CATCHER_PORT: '0',
    TRUST_PROXY: 'loopback',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  let output = '';
  let port = 0;
  const start = async (on: number) => {
    const started = await startRunner(productEnv(on));
    port = on;
    output += started.output();
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000));
    for (const stream of [started.child.stdout, started.child.stderr]) {
      stream?.removeAllListeners('data');
      stream?.on('data', keep);
    }
    return started;
  };
  let { child, baseUrl } = await onFreePort(start);
  const exited = (c: ChildProcess) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve())));
  const killGroup = (c: ChildProcess, signal: NodeJS.Signals) => {
    try {
      process.kill(-c.pid!, signal);
    } catch {
      // gone already
    }
  };
  const product: FaultProduct = {
    get baseUrl() {
      return baseUrl;
    },
    databaseUrl,
    get child() {
      return child;
    },
    output: () => output,
    async kill() {
      process.kill(child.pid!, 'SIGKILL');
      await exited(child);
      killGroup(child, 'SIGKILL');
    },
    async restart() {
      ({ child, baseUrl } = await start(port));
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return killGroup(child, 'SIGKILL');
      killGroup(child, 'SIGTERM');
      const stopped = await Promise.race([exited(child).then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000))]);
      if (!stopped) killGroup(child, 'SIGKILL');
    },
  };
  return product;
}

let applicants = 0;

/** A client for a new simulated applicant of this product, from an address of its own, every call bounded. */
/**
 * A product of this test file's own on a fresh database: started before its tests (handed to `use`), stopped
 * and its database dropped after them.
 */
export function faultProductForThisFile(use: (product: FaultProduct) => void, env: NodeJS.ProcessEnv = {}): void {
  let product: FaultProduct | undefined;
  test.beforeAll(async () => {
    product = await startFaultProduct(await freshDatabase(), env);
    use(product);
  });
  attachOutputOfFailures(() => product);
  test.afterAll(async () => {
    await product?.stop();
    if (product) await dropDatabase(product.databaseUrl);
  });
}

/** Lines of a failed test's product output printed with the failure (the whole output is attached). */
const OUTPUT_TAIL_LINES = 80;

/**
 * A failed test gets its product's output as an attachment (`product.log` in its results folder), and the
 * output's last lines in the run's log (a CI log keeps no results folder): its own product logs nowhere
 * else, and what the product said is often the whole story of a fault test's failure.
 */
export function attachOutputOfFailures(product: () => FaultProduct | undefined): void {
  test.afterEach(async () => {
    const testInfo = test.info();
    const output = product()?.output();
    if (!output || testInfo.status === testInfo.expectedStatus) return;
    await testInfo.attach('product.log', { body: output, contentType: 'text/plain' });
    console.log(`[${testInfo.title}] the product's last lines:\n${output.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n')}`);
  });
}

export function applicantClient(product: Pick<FaultProduct, 'baseUrl'>, options: Partial<ApiClientOptions> = {}): ApiClient {
  applicants += 1;
  return new ApiClient({ baseUrl: product.baseUrl, clientIp: clientAddress(process.pid % 200 * 256 + applicants), timeoutMs: 20_000, ...options });
}

/** A new e-mail address (the journeys' applicant is Mario Rossi, the statements' holder). */
export const newApplicant = () => ({ firstName: 'Mario', lastName: 'Rossi', email: `mario.rossi.faults.${randomBytes(5).toString('hex')}@example.com` });

export type { JourneyOptions };
export { walkJourney };
