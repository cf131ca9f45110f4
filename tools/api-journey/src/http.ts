import { API_BASE_PATH, HEADER_APPLICATION_TYPE, HEADER_REGION, QUERY_APPLICATION_ID, QUERY_LANG, type Language, type Region } from '@tenant/domain';

/** One answered (or failed) call, for the load figures: the endpoint without its query, the status (0: no answer) and the time. */
export interface CallRecord {
  /** 'GET /api/v1/state/' */
  endpoint: string;
  status: number;
  /** Date.now() when the call was sent */
  startedAt: number;
  ms: number;
  /** the answer's Retry-After header, if any */
  retryAfter?: string;
  /** set when no answer came: 'timeout' or the network error */
  failure?: string;
}

export interface ApiClientOptions {
  baseUrl: string;
  /**
   * The address the product's per-IP limits count for this applicant, sent as X-Forwarded-For. The product
   * believes it only from a trusted proxy (run it with TRUST_PROXY=loopback for a load from 127.0.0.1).
   */
  clientIp?: string;
  /** every call gives up after this long (a hung server must not hang the caller); default 30 s */
  timeoutMs?: number;
  lang?: Language;
  region?: Region;
  /** called once per call, answered or not */
  onCall?: (call: CallRecord) => void;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** leave out application_id (sign-up, e-mail code) */
  withoutApplication?: boolean;
}

/** A call that got no answer in time, or no answer at all. */
export class NoAnswerError extends Error {
  constructor(
    readonly endpoint: string,
    readonly failure: string,
  ) {
    super(`${endpoint}: ${failure}`);
  }
}

/** An answer whose status the journey cannot go on with. */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${endpoint} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/**
 * The calls of one browser session, as the screens' base query makes them (spec 1§7): application_id and lang
 * query parameters, the application-type and region headers and the bearer token once there is one.
 */
export class ApiClient {
  accessToken: string | null = null;
  applicationId: string | null = null;
  readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** An /api call (path after /api, e.g. '/v1/state/'). */
  api<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const query: Record<string, string | undefined> = {
      ...(options.withoutApplication ? {} : { [QUERY_APPLICATION_ID]: this.applicationId ?? undefined }),
      [QUERY_LANG]: this.options.lang ?? 'en',
      ...options.query,
    };
    const headers: Record<string, string> = {
      [HEADER_APPLICATION_TYPE]: 'rent',
      [HEADER_REGION]: this.options.region ?? 'it',
      ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
      ...options.headers,
    };
    return this.call<T>(method, `${API_BASE_PATH}${path}`, { ...options, query, headers });
  }

  /** Any call on the product's origin (dev mailbox, static files) or an absolute URL (the Stripe sandbox). */
  async call<T = Record<string, unknown>>(method: 'GET' | 'POST', pathOrUrl: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const url = new URL(pathOrUrl, this.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    const endpoint = `${method} ${url.pathname}`;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.options.clientIp) headers['x-forwarded-for'] = this.options.clientIp;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const startedAt = Date.now();
    const started = performance.now();
    const record = (status: number, extra: Pick<CallRecord, 'retryAfter' | 'failure'>) =>
      this.options.onCall?.({ endpoint, status, startedAt, ms: Math.round((performance.now() - started) * 10) / 10, ...extra });
    try {
      const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await response.text();
      const retryAfter = response.headers.get('retry-after');
      record(response.status, retryAfter === null ? {} : { retryAfter });
      return { status: response.status, headers: response.headers, body: parseBody(text) as T };
    } catch (error) {
      const failure = (error as Error).name === 'TimeoutError' ? `timeout after ${this.timeoutMs} ms` : describe(error);
      record(0, { failure });
      throw new NoAnswerError(endpoint, failure);
    }
  }
}

const parseBody = (text: string): unknown => {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { text: text.slice(0, 500) };
  }
};

const describe = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
};

/** The answer's body when its status is `expected`, else an UnexpectedAnswerError. */
export const expectStatus = <T>(answer: ApiAnswer<T>, endpoint: string, expected = 200): T => {
  if (answer.status !== expected) throw new UnexpectedAnswerError(endpoint, answer.status, answer.body);
  return answer.body;
};
