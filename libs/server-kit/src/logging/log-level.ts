import type { LogLevel } from '@nestjs/common';

/** LOG_LEVEL's values, quietest first; each shows its own level and every louder one. */
const ORDER = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const satisfies readonly LogLevel[];
export type LogLevelSetting = (typeof ORDER)[number];
const ALIASES: Record<string, LogLevelSetting> = { info: 'log', warning: 'warn', trace: 'verbose' };

/** The levels LOG_LEVEL lets through (default `log`: errors, warnings and the services' own events). */
export function logLevelsFrom(env: NodeJS.ProcessEnv): LogLevel[] {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  const setting = ALIASES[raw] ?? (ORDER as readonly string[]).find((level) => level === raw) ?? 'log';
  return ORDER.slice(0, ORDER.indexOf(setting as LogLevelSetting) + 1);
}

/**
 * Nest's start-up account (every module loaded, every route mapped, "successfully started"): on a
 * developer's terminal it buries the product's address under a hundred lines, so it is logged at
 * debug level (LOG_LEVEL=debug shows it).
 */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** The level a message is printed at: the framework's start-up lines drop from log to debug. */
export const effectiveLevel = (level: LogLevel, context: string | undefined): LogLevel =>
  level === 'log' && context !== undefined && FRAMEWORK_CONTEXTS.has(context) ? 'debug' : level;
