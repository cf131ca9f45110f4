import { stubRegistry } from './stub-registry.js';

/** A network-level fetch stub for tests: answers by method and path, records every request. */
export interface StubbedResponse {
  status?: number;
  body?: unknown;
}
export type StubHandler = (request: Request, url: URL) => StubbedResponse | Promise<StubbedResponse>;
export interface StubRoute {
  method?: string;
  path: string | RegExp;
  respond: StubbedResponse | StubHandler;
}

export interface FetchStub {
  requests: Request[];
  restore: () => void;
}

// restoreFetchStubs() undoes the stubs still installed after every front-end test.
const fetchStubs = stubRegistry();

export const stubFetch = (routes: StubRoute[]): FetchStub => {
  const original = globalThis.fetch;
  const requests: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request);
    const url = new URL(request.url);
    const route = routes.find(
      (r) => (r.method ?? 'GET') === request.method && (typeof r.path === 'string' ? url.pathname === r.path : r.path.test(url.pathname)),
    );
    if (!route) return new Response(JSON.stringify({ success: false, message: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = typeof route.respond === 'function' ? await route.respond(request, url) : route.respond;
    if (answer.status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { requests, restore: fetchStubs.install(() => (globalThis.fetch = original)) };
};

/** Restores every stub still installed, newest first; the front-end jest projects run it after each test. */
export const restoreFetchStubs = fetchStubs.restoreAll;
