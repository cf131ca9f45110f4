import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { createProxyServer } from 'http-proxy-3';
import { ownerOf, type ApiService } from './service-routes.js';

/** An API instance as the balancer sees it: where it listens, the services it runs and whether its process still runs. */
export interface BalancedInstance {
  readonly n: number;
  readonly url: string;
  readonly services: readonly ApiService[];
  readonly up: boolean;
}

const RETRY_AFTER_SECONDS = 1;

/** Idempotent and without a body, so they can be sent again as they are: retried on another instance. */
const RESENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a request to an instance that died or is dying ends with (a reset is also "socket hang up"). */
const CONNECTION_LOST = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

const answerUnavailable = (res: ServerResponse, status: 502 | 503) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(RETRY_AFTER_SECONDS) });
  res.end(JSON.stringify({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE }));
};

/**
 * Passes each /api request to the next instance that is up and runs the service owning its path
 * (service-routes.ts; every instance when each runs the composed API), in turn. An instance whose process has
 * exited is skipped (its `up` turns false as soon as the runner, its parent, sees the exit). A request whose
 * instance refuses the connection never reached it, so it goes to another instance whatever its method. One
 * dropped in flight goes to another instance when it is a GET, HEAD or OPTIONS; any other request is not sent
 * twice (whether it took effect is unknown) and answers 502 with Retry-After in the error envelope. With no
 * instance up, every request answers 503.
 */
export function apiBalancer(instances: () => readonly BalancedInstance[]) {
  // xfwd: the instances learn the client's address (rate limits), trusting the runner as one proxy hop.
  // A new loopback connection per request: a kept-alive socket of a killed instance would fail a POST as
  // "reset" (maybe in flight) where a new connection is plainly refused (never reached, safe to send elsewhere).
  const proxy = createProxyServer({ xfwd: true, agent: new Agent({ keepAlive: false }) });
  let turn = 0;
  const next = (service: ApiService, tried: ReadonlySet<number>) => {
    const candidates = instances().filter((instance) => instance.up && instance.services.includes(service) && !tried.has(instance.n));
    return candidates.length ? candidates[turn++ % candidates.length] : undefined;
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    const service = ownerOf(req.url ?? '/');
    const tried = new Set<number>();
    const attempt = () => {
      const instance = next(service, tried);
      if (!instance) return answerUnavailable(res, 503);
      tried.add(instance.n);
      proxy.web(req, res, { target: instance.url }, (error) => {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        // the instance died in the middle of its answer: the client sees the answer cut off
        if (res.headersSent) return void res.destroy();
        if (!CONNECTION_LOST.has(code)) return answerUnavailable(res, 502);
        if (code === 'ECONNREFUSED' || RESENT_METHODS.has(req.method ?? '')) return attempt();
        answerUnavailable(res, 502);
      });
    };
    attempt();
  };
}
