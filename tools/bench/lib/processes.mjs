// Child processes and servers the benchmark starts, stopped again at the end, even on failure.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now (127.0.0.1). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything started, stopped in reverse order by stopAll(). */
const started = [];

export const onStop = (name, stop) => started.push({ name, stop });

export const stopAll = async () => {
  while (started.length) {
    const { name, stop } = started.pop();
    try {
      await stop();
    } catch (error) {
      console.error(`[bench] stopping ${name}: ${error?.message ?? error}`);
    }
  }
};

/**
 * Runs a command to its end; output goes to the console prefixed, or is kept and shown only on failure.
 */
export const run = (command, args, { cwd, env, quiet = false } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve(output);
      if (quiet) process.stderr.write(output);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });

/**
 * Starts a long-running process in its own process group; resolves once `ready(line)` matches a line
 * of its output. Stopping sends SIGTERM (the runner then stops its PostgreSQL), then SIGKILL to the
 * whole group after `graceMs`.
 */
export const startProcess = (name, command, args, { cwd, env, ready, timeoutMs = 120_000, graceMs = 15_000, log = false }) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let exited = false;
    let tail = '';
    const exit = new Promise((r) => child.once('exit', (code, signal) => { exited = true; r({ code, signal }); }));
    onStop(name, async () => {
      if (exited) return;
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const result = await Promise.race([exit, sleep(graceMs).then(() => null)]);
      if (result === null) {
        console.error(`[bench] ${name} did not stop in ${graceMs} ms; killing its process group`);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await exit;
      }
    });
    const timer = setTimeout(() => reject(new Error(`${name} was not ready within ${timeoutMs} ms:\n${tail}`)), timeoutMs);
    let done = false;
    const onLine = (line) => {
      tail = (tail + line + '\n').slice(-4000);
      if (log) console.log(`[${name}] ${line}`);
      if (!done && ready(line)) {
        done = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n')) >= 0) {
          onLine(buffer.slice(0, i));
          buffer = buffer.slice(i + 1);
        }
      });
    }
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    exit.then(({ code, signal }) => {
      if (done) return;
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code ?? signal} before it was ready:\n${tail}`));
    });
  });

/**
 * Runs a benchmark's main and exits: whatever it started is stopped at the end, on failure (exit 1)
 * and on SIGINT/SIGTERM (exit 130).
 */
export const runBenchmark = async (main) => {
  const shutdown = async (signal) => {
    console.log(`[bench] ${signal}: stopping what the benchmark started ...`);
    await stopAll();
    process.exit(130);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    console.error(`[bench] failed: ${error?.stack ?? error}`);
    exitCode = 1;
  } finally {
    await stopAll();
  }
  process.exit(exitCode);
};
