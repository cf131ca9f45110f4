import { paymentRequired, routeChanged, sessionStarted, sessionUnauthorized, regionDetected } from '@tenant/contracts';
import { stubFetch } from '@tenant/api-client/testing';
import type { FetchStub } from '@tenant/api-client/testing';
import { baseApi } from '@tenant/api-client';
import { createAppStore } from './store.js';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => ({ url: path, params: { role: 'main-applicant' } }) }),
    utility: build.query<unknown, void>({ query: () => '/v1/openapis/verify-qr-code', extraOptions: { utilityRetry: true } }),
    fresh: build.query<unknown, void>({ query: () => '/v2/income-check/documents', extraOptions: { awaitApplication: true } }),
  }),
});

const recordingStore = () => {
  const seen: string[] = [];
  const store = createAppStore({ middleware: [() => (next) => (action) => (seen.push((action as { type: string }).type), next(action))] });
  return { store, seen };
};

describe('the store’s requests (tenant base query on the bus)', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  it('sends this browser’s device id, the same on every call, so rate limits count per device (issue 22)', async () => {
    stub = stubFetch([{ path: '/api/v1/workflow/occupations', respond: { body: { success: true } } }]);
    const { store } = recordingStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/v1/workflow/occupations'));
    await store.dispatch(probeApi.endpoints.probe.initiate('/v1/workflow/occupations', { forceRefetch: true }));
    const ids = stub.requests.map((request) => request.headers.get('device-id'));
    expect(ids[0]).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(ids).toEqual([ids[0], ids[0]]);
    expect(localStorage.getItem('device_id')).toBe(ids[0]);
  });

  it('turns a 429 that says when into the local time to try again, in the interface language (issue 22)', async () => {
    stub = stubFetch([
      { path: '/api/v1/verify-email/resend-code', respond: { status: 429, body: { success: false, message: 'Auth.Error.TooManyRequests', params: { retry_after: 600 } } } },
    ]);
    const { store } = recordingStore();
    store.dispatch(routeChanged({ lang: 'de', appType: null, applicationId: null, listingId: null, stepRouter: 'verify-email' }));
    const { error } = await store.dispatch(probeApi.endpoints.probe.initiate('/v1/verify-email/resend-code'));
    expect(error).toMatchObject({ status: 429, message: 'Auth.Error.TooManyRequestsAt', params: { time: expect.stringMatching(/^\d{2}:\d{2}$/) } });
  });

  it('keeps a 429 that does not say when as it is', async () => {
    stub = stubFetch([{ path: '/api/v1/verify-email/resend-code', respond: { status: 429, body: { success: false, message: 'Auth.Error.TooManyRequests' } } }]);
    const { store } = recordingStore();
    const { error } = await store.dispatch(probeApi.endpoints.probe.initiate('/v1/verify-email/resend-code'));
    expect(error).toEqual({ status: 429, message: 'Auth.Error.TooManyRequests', data: { success: false, message: 'Auth.Error.TooManyRequests' } });
  });

  it('adds application_id and lang, the application-type and region headers and the bearer token', async () => {
    stub = stubFetch([{ path: '/api/v1/workflow/occupations', respond: { body: { success: true } } }]);
    const { store } = recordingStore();
    store.dispatch(routeChanged({ lang: 'de', appType: 'mortgage', applicationId: 'app-7', listingId: null, stepRouter: 'occupation' }));
    store.dispatch(regionDetected({ region: 'de' }));
    store.dispatch(sessionStarted({ accessToken: 'tok-1' }));

    await store.dispatch(probeApi.endpoints.probe.initiate('/v1/workflow/occupations'));

    const [request] = stub.requests;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/v1/workflow/occupations');
    expect(url.searchParams.get('application_id')).toBe('app-7');
    expect(url.searchParams.get('lang')).toBe('de');
    expect(url.searchParams.get('role')).toBe('main-applicant');
    expect(request.headers.get('application-type')).toBe('mortgage');
    expect(request.headers.get('region')).toBe('de');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('defaults to rent, region it and no application_id before an application exists', async () => {
    stub = stubFetch([{ path: '/api/v1/x', respond: { body: {} } }]);
    const { store } = recordingStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/v1/x'));
    const [request] = stub.requests;
    expect(new URL(request.url).searchParams.has('application_id')).toBe(false);
    expect(new URL(request.url).searchParams.get('lang')).toBe('it');
    expect(request.headers.get('application-type')).toBe('rent');
    expect(request.headers.get('region')).toBe('it');
    expect(request.headers.has('authorization')).toBe(false);
  });

  it('turns a 401 into sessionUnauthorized, but not on verify-email', async () => {
    stub = stubFetch([{ path: /.*/, respond: { status: 401, body: { success: false, message: 'invalid token' } } }]);
    const { store, seen } = recordingStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/v1/state/'));
    expect(seen).toContain(sessionUnauthorized.type);
    expect(result.error).toEqual(expect.objectContaining({ status: 401, message: 'invalid token' }));

    seen.length = 0;
    await store.dispatch(probeApi.endpoints.probe.initiate('/v1/verify-email/submit'));
    expect(seen).not.toContain(sessionUnauthorized.type);
  });

  it('turns a 402 into paymentRequired', async () => {
    stub = stubFetch([{ path: /.*/, respond: { status: 402, body: { success: false } } }]);
    const { store, seen } = recordingStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('/v1/report/'));
    expect(seen).toContain(paymentRequired.type);
  });

  it('shows the first msg item of a 422, loc_msg preferred', async () => {
    stub = stubFetch([
      { path: '/api/a', respond: { status: 422, body: { success: false, msg: [{ msg: 'bad', loc_msg: 'Ungültig' }, { msg: 'second' }] } } },
      { path: '/api/b', respond: { status: 422, body: { success: false, msg: [{ msg: 'plain first' }] } } },
    ]);
    const { store } = recordingStore();
    expect((await store.dispatch(probeApi.endpoints.probe.initiate('/a'))).error).toEqual(expect.objectContaining({ status: 422, message: 'Ungültig' }));
    expect((await store.dispatch(probeApi.endpoints.probe.initiate('/b'))).error).toEqual(expect.objectContaining({ message: 'plain first' }));
  });

  it('retries utility calls 3 times on server failures, then reports the spec message', async () => {
    jest.useFakeTimers();
    try {
      stub = stubFetch([{ path: /.*/, respond: { status: 503, body: {} } }]);
      const { store } = recordingStore();
      const pending = store.dispatch(probeApi.endpoints.utility.initiate());
      await jest.runAllTimersAsync();
      const result = await pending;
      expect(stub.requests).toHaveLength(4);
      expect(result.error).toEqual(expect.objectContaining({ message: 'Failed after 3 retries.' }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not retry a utility call that the server refused', async () => {
    stub = stubFetch([{ path: /.*/, respond: { status: 400, body: { success: false, message: 'invalid token' } } }]);
    const { store } = recordingStore();
    const result = await store.dispatch(probeApi.endpoints.utility.initiate());
    expect(stub.requests).toHaveLength(1);
    expect(result.error).toEqual(expect.objectContaining({ message: 'invalid token' }));
  });

  it('waits for a just-created application: a 404 is retried 2 s apart until the access rights arrive', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      stub = stubFetch([{ path: /.*/, respond: () => (++calls < 3 ? { status: 404, body: { success: false, message: 'Application.Error.NotFound' } } : { body: { success: true } }) }]);
      const { store } = recordingStore();
      const pending = store.dispatch(probeApi.endpoints.fresh.initiate());
      await jest.runAllTimersAsync();
      expect((await pending).data).toEqual({ success: true });
      expect(stub.requests).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up on a 404 after 3 retries with the server’s own message', async () => {
    jest.useFakeTimers();
    try {
      stub = stubFetch([{ path: /.*/, respond: { status: 404, body: { success: false, message: 'Application.Error.NotFound' } } }]);
      const { store } = recordingStore();
      const pending = store.dispatch(probeApi.endpoints.fresh.initiate());
      await jest.runAllTimersAsync();
      expect((await pending).error).toEqual(expect.objectContaining({ status: 404, message: 'Application.Error.NotFound' }));
      expect(stub.requests).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });
});
