import { ServerConfigError } from '@tenant/server-kit';

/**
 * How often a worker beats the heartbeat of the documents it parses, and how often each instance looks
 * for documents whose worker is gone (PARSE_HEARTBEAT_SECONDS, 5 unless set; the final-state tests and
 * the kill-during-parsing journey set 1). A heartbeat older than three beats lost its worker (killed, or its try ended without
 * a result): three, so a busy event loop is not taken for a dead one. With the look every beat, such a
 * document is queued again at most four beats (20 s) after its worker died.
 */
export interface ParseHeartbeat {
  beatSeconds: number;
  workerGoneSeconds: number;
}

export const DEFAULT_PARSE_HEARTBEAT_SECONDS = 5;

export function parseHeartbeatFrom(env: NodeJS.ProcessEnv): ParseHeartbeat {
  const raw = env.PARSE_HEARTBEAT_SECONDS?.trim();
  if (raw && !/^\d+$/.test(raw)) throw new ServerConfigError(`PARSE_HEARTBEAT_SECONDS must be a whole number of seconds, not "${raw}"`);
  const beatSeconds = raw && Number(raw) > 0 ? Number(raw) : DEFAULT_PARSE_HEARTBEAT_SECONDS;
  return { beatSeconds, workerGoneSeconds: 3 * beatSeconds };
}
