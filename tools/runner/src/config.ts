import { dirname, join, resolve } from 'node:path';
import type { AppConfigFile } from '@tenant/contracts';
import { fileURLToPath } from 'node:url';

/** The repository root (tools/runner/dist|src → ../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface RunnerConfig {
  port: number;
  host: string;
  /** Where the local run keeps its state: embedded database, keys, published remotes, mailbox. */
  varDir: string;
  /** The machine's or a managed PostgreSQL; unset → an embedded server under varDir. */
  databaseUrl: string | undefined;
  /** A real SMTP server; unset → the built-in SMTP catcher. */
  smtpUrl: string | undefined;
  smtpCatcherPort: number;
  /** A remotes map managed by operators; unset → generated at start from the local builds. */
  remotesMapFile: string | undefined;
  publicUrl: string;
  /** What the shell reads from /app-config.json at start. */
  appConfig: AppConfigFile;
}

export class RunnerConfigError extends Error {}

/** The shell's runtime settings from the environment: INACTIVITY_TIMEOUT_SECONDS. */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfigFile {
  const raw = env.INACTIVITY_TIMEOUT_SECONDS?.trim();
  if (!raw) return {};
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RunnerConfigError(`INACTIVITY_TIMEOUT_SECONDS must be a positive number of seconds, not ${raw}`);
  return { inactivityTimeoutSeconds: seconds };
}

export function loadRunnerConfig(env: NodeJS.ProcessEnv = process.env): RunnerConfig {
  const port = Number(env.PORT ?? 4200);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    varDir: resolve(env.VAR_DIR ?? join(REPO_ROOT, 'var')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpCatcherPort: Number(env.SMTP_CATCHER_PORT ?? 0),
    remotesMapFile: env.REMOTES_MAP_FILE || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    appConfig: loadAppConfig(env),
  };
}
