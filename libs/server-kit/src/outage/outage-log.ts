import { Logger } from '@nestjs/common';

/**
 * One log line when something the process depends on (the database, a provider) stops answering and
 * one when it answers again, however many calls fail in between (issue 18 saw 1,900 stack traces in
 * 20 s). The outage ends at the first success after a quiet moment without failures, so a dependency
 * that refuses one call and serves the next is one episode, not a line per call.
 */
export class OutageLog {
  private since?: number;
  private lastFailureAt = 0;
  private refused = 0;

  constructor(
    /** what fails, as the log lines name it: 'database', 'mail', 'stripe' … */
    readonly subject: string,
    private readonly logger: Pick<Logger, 'warn' | 'log'> = new Logger(subject),
    private readonly now: () => number = Date.now,
    private readonly quietMs = 1_000,
  ) {}

  get inOutage(): boolean {
    return this.since !== undefined;
  }

  /** A call failed because `subject` cannot serve (`state`: unavailable, saturated …); the first of an outage is logged. */
  failed(state: string, detail: string): void {
    this.lastFailureAt = this.now();
    this.refused += 1;
    if (this.since !== undefined) return;
    this.since = this.lastFailureAt;
    this.logger.warn(`${this.subject} ${state} (${detail}): calls answer 503 with Retry-After until it serves again`);
  }

  /** A call was served: the end of an outage, once no call has failed for a moment. */
  served(): void {
    if (this.since === undefined || this.now() - this.lastFailureAt < this.quietMs) return;
    const seconds = Math.round((this.now() - this.since) / 100) / 10;
    this.logger.log(`${this.subject} serves again after ${seconds} s (${this.refused} failed calls)`);
    this.since = undefined;
    this.refused = 0;
  }
}

/** A short description of an error for the one line of an outage: its code and message. */
export const describeError = (error: unknown): string => {
  // read by shape, not instanceof: fetch's errors come from another realm under a test runner's VM
  const { code, message: text, name } = (error && typeof error === 'object' ? error : {}) as { code?: unknown; message?: unknown; name?: unknown };
  const message = typeof text === 'string' && text ? text : typeof name === 'string' && typeof text === 'string' ? name : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
};
