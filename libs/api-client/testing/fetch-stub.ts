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

// Stubs still installed, oldest first: restoreFetchStubs() undoes them after every front-end test.
const installed: FetchStub[] = [];

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
  const stub: FetchStub = {
    requests,
    restore: () => {
      const index = installed.indexOf(stub);
      if (index === -1) return;
      installed.splice(index, 1);
      globalThis.fetch = original;
    },
  };
  installed.push(stub);
  return stub;
};

/** Restores every stub still installed, newest first; the front-end jest projects run it after each test. */
export const restoreFetchStubs = () => {
  while (installed.length > 0) installed[installed.length - 1].restore();
};
