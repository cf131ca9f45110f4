import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STATE_FILE = join(REPO_ROOT, 'var', 'test-results', 'e2e-product.json');

/** What the global setup started, shared with the tests through a file and the environment. */
export interface ProductUnderTest {
  baseUrl: string;
  varDir: string;
  pid: number;
  databaseUrl: string | null;
  /** the partner demo site (tools/partner-demo), on an origin of its own */
  partnerDemoUrl?: string;
}

export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** How often a product is started on a newly found port when the one found was taken meanwhile. */
const PORT_ATTEMPTS = 3;

/**
 * Runs `start` on a free port, and again on another one when that port was taken (EADDRINUSE) before the
 * product bound it: freePort only finds a port free, and any process (an outgoing connection's ephemeral
 * port, another product) may take it in the meantime.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/** Starts `npm start` (build, then the runner) in its own process group and waits for its URL. */
export const startProduct = (env: NodeJS.ProcessEnv) => startServing('npm', ['start'], env);

/** Starts the already built runner alone (a second instance with other settings), in its own process group. */
export const startRunner = (env: NodeJS.ProcessEnv) => startServing('node', [join(REPO_ROOT, 'tools', 'runner', 'dist', 'main.js')], env);

/** A started product: its process, URL and everything it has printed so far. */
export interface ServingProduct {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
}

async function startServing(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<ServingProduct> {
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let serving = false;
  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      process.stdout.write(text.split('\n').map((l) => (l ? `[product] ${l}` : l)).join('\n'));
      const match = /the product is running at (\S+)/.exec(output);
      if (match) {
        serving = true;
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      if (serving) return;
      // what the runner had started before it failed goes with it
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // nothing left in its group
      }
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} before serving:\n${output.slice(-4000)}`));
    });
  });
  return { child, baseUrl, output: () => output };
}

export function saveProduct(state: ProductUnderTest): void {
  mkdirSync(dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

export function loadProduct(): ProductUnderTest {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ProductUnderTest;
}

export const newVarDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tenant-e2e-'));
  // Run as root, embedded PostgreSQL's initdb works as another user, which must reach its data folder.
  chmodSync(dir, 0o755);
  return dir;
};
