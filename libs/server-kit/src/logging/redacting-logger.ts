import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { redactValue } from './redact.js';

/**
 * The services' logger: Nest's console logger writing one JSON object per line (level, time,
 * context, message: structured, for a log collector), every message and stack redacted first
 * (redact.ts). LOG_FORMAT=text keeps Nest's coloured lines for a developer's terminal.
 */
export class RedactingLogger extends ConsoleLogger {
  constructor(options: { json?: boolean } = {}) {
    super({ json: options.json ?? process.env.LOG_FORMAT !== 'text' });
  }

  protected override printMessages(
    messages: unknown[],
    context?: string,
    logLevel?: LogLevel,
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    super.printMessages(messages.map(redactValue), context, logLevel, writeStreamType, redactValue(errorStack), params);
  }
}
