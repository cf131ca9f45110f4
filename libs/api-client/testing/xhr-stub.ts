import type { StubbedResponse } from './fetch-stub.js';
import { stubRegistry } from './stub-registry.js';

/** One request the XMLHttpRequest stub received; a held one answers when the test says so. */
export interface StubbedXhr {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: FormData | null;
  withCredentials: boolean;
  /** Reports upload progress to the page (`loaded` of `total` bytes). */
  progress: (loaded: number, total: number) => void;
  /** Answers the request (full progress first). */
  respond: (answer?: StubbedResponse) => void;
}

export interface XhrRoute {
  path: string | RegExp;
  /** The answer; absent: the request is held until the test calls `respond` on it. */
  respond?: StubbedResponse | ((request: StubbedXhr) => StubbedResponse);
}

export interface XhrStub {
  requests: StubbedXhr[];
  restore: () => void;
}

type Listener = ((event: ProgressEvent) => void) | null;
const xhrStubs = stubRegistry();

/**
 * An XMLHttpRequest stub for uploads with progress (`uploadWithProgress`): answers POSTs by path at
 * once, or holds them so a test can report progress and answer later.
 */
export const stubXhr = (routes: XhrRoute[]): XhrStub => {
  const original = globalThis.XMLHttpRequest;
  const requests: StubbedXhr[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      if (this.done) return;
      this.done = true;
      this.onabort?.();
    }
    send(body: FormData | null) {
      const url = new URL(this.url, 'http://localhost');
      const request: StubbedXhr = {
        method: this.method,
        url,
        headers: this.headers,
        body,
        withCredentials: this.withCredentials,
        progress: (loaded, total) => {
          if (!this.done) this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
        },
        respond: (answer = {}) => {
          if (this.done) return;
          const size = body?.get('file') instanceof Blob ? (body.get('file') as Blob).size : 1;
          request.progress(size, size);
          this.done = true;
          if (answer.status === 0) {
            this.onerror?.();
            return;
          }
          this.status = answer.status ?? 200;
          this.responseText = JSON.stringify(answer.body ?? {});
          this.onload?.();
        },
      };
      requests.push(request);
      const route = routes.find((r) => (typeof r.path === 'string' ? url.pathname === r.path : r.path.test(url.pathname)));
      if (!route) return queueMicrotask(() => request.respond({ status: 404, body: { success: false, message: 'Not Found' } }));
      if (route.respond) {
        const answer = typeof route.respond === 'function' ? route.respond(request) : route.respond;
        queueMicrotask(() => request.respond(answer));
      }
    }
  }

  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { requests, restore: xhrStubs.install(() => (globalThis.XMLHttpRequest = original)) };
};

/** Restores every XMLHttpRequest stub still installed, newest first (after each front-end test). */
export const restoreXhrStubs = xhrStubs.restoreAll;
