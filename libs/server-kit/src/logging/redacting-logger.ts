import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { effectiveLevel, logLevelsFrom } from './log-level.js';
import { redactValue } from './redact.js';

/**
 * The services' logger: Nest's console logger writing one JSON object per line (level, time,
 * context, message: structured, for a log collector), every message and stack redacted first
 * (redact.ts). LOG_FORMAT=text keeps Nest's coloured lines for a developer's terminal; LOG_LEVEL
 * (log-level.ts) chooses how much, errors and warnings always.
 */
export class RedactingLogger extends ConsoleLogger {
  /** `env`: LOG_FORMAT and LOG_LEVEL, from the service's config (ServerConfig.environment) */
  constructor(env: NodeJS.ProcessEnv, options: { json?: boolean } = {}) {
    super({ json: options.json ?? env.LOG_FORMAT !== 'text', logLevels: logLevelsFrom(env) });
  }

  protected override printMessages(
    messages: unknown[],
    context?: string,
    logLevel?: LogLevel,
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    if (logLevel && !this.isLevelEnabled(effectiveLevel(logLevel, context))) return;
    super.printMessages(messages.map(redactValue), context, logLevel, writeStreamType, redactValue(errorStack), params);
  }
}
