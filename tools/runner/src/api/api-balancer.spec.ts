import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { apiBalancer, type BalancedInstance } from './api-balancer.js';
import { instanceTrustProxy } from './api-instances.js';
import { API_SERVICES, type ApiService } from './service-routes.js';

/** A stand-in instance: answers with its name, or drops the connection when `drop` is set. */
interface FakeInstance extends BalancedInstance {
  url: string;
  up: boolean;
  services: readonly ApiService[];
  drop: boolean;
  received: string[];
  server: Server;
}

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

async function fakeInstance(n: number): Promise<FakeInstance> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    instance.received.push(`${req.method} ${req.url}`);
    if (instance.drop) return void req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ instance: n, forwardedFor: req.headers['x-forwarded-for'] }));
  });
  const instance: FakeInstance = { n, url: '', up: true, services: API_SERVICES, drop: false, received: [], server };
  instance.url = `http://127.0.0.1:${await listen(server)}`;
  return instance;
}

describe(apiBalancer.name, () => {
  let instances: FakeInstance[];
  let front: Server;
  let url: string;

  beforeEach(async () => {
    instances = await Promise.all([1, 2].map(fakeInstance));
    front = createServer(apiBalancer(() => instances));
    url = `http://127.0.0.1:${await listen(front)}`;
  });
  afterEach(async () => {
    await Promise.all([front, ...instances.map((instance) => instance.server)].map(close));
  });

  const get = async (path = '/api/v1/state') => {
    const response = await fetch(url + path);
    return { status: response.status, body: await response.json() };
  };
  const post = async () => {
    const response = await fetch(`${url}/api/v1/signup/submit`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  };

  it('passes requests to the instances in turn, telling them the client address', async () => {
    const answers = [await get(), await get()];

    expect(answers.map((answer) => answer.body.instance).sort()).toEqual([1, 2]);
    expect(answers[0].body.forwardedFor).toBe('127.0.0.1');
  });

  it('skips an instance whose process has exited', async () => {
    instances[0].up = false;

    const answers = [await get(), await get(), await get()];

    expect(answers.map((answer) => answer.body.instance)).toEqual([2, 2, 2]);
    expect(instances[0].received).toEqual([]);
  });

  it('sends a GET again to another instance when its instance refuses the connection (died, its exit not seen yet)', async () => {
    await close(instances[0].server);

    const answers = [await get(), await get()];

    expect(answers).toEqual([expect.objectContaining({ status: 200, body: expect.objectContaining({ instance: 2 }) }), expect.objectContaining({ status: 200, body: expect.objectContaining({ instance: 2 }) })]);
  });

  it('sends a GET again to another instance when its instance drops it in flight', async () => {
    instances[0].drop = true;

    const answers = [await get(), await get()];

    expect(answers.map((answer) => answer.body.instance)).toEqual([2, 2]);
    expect(instances[0].received).toContain('GET /api/v1/state');
  });

  it('never sends a POST twice: dropped in flight it answers 502 with Retry-After (its effect is unknown)', async () => {
    instances[0].drop = true;
    instances[1].drop = true;
    await expect(post()).resolves.toEqual({ status: 502, retryAfter: '1', body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE } });
    expect([...instances[0].received, ...instances[1].received]).toEqual(['POST /api/v1/signup/submit']);
  });

  it('sends a POST to another instance when its instance refuses the connection (it never reached it), 503 with Retry-After when all refuse', async () => {
    await close(instances[0].server);
    const answers = [await post(), await post()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(instances[1].received).toEqual(['POST /api/v1/signup/submit', 'POST /api/v1/signup/submit']);

    await close(instances[1].server);
    await expect(post()).resolves.toEqual({ status: 503, retryAfter: '1', body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE } });
  });

  it('opens a new connection per request, so a killed instance is refused rather than reset', async () => {
    await get();
    await get();
    const sockets = await new Promise<number>((resolve) => instances[0].server.getConnections((_error, count) => resolve(count)));
    expect(sockets).toBe(0);
  });

  it('sends a path only to instances running the service that owns it (each service in processes of its own)', async () => {
    instances[0].services = ['report'];
    instances[1].services = ['onboarding', 'income', 'payment'];

    const owners = await Promise.all(['/api/v1/openapis/verify-qr-code?token=t', '/api/v1/openapis/country-flags', '/api/v2/report/create-new-app', '/api/v2/report/?application_id=1'].map(async (path) => (await get(path)).body.instance));

    expect(owners).toEqual([1, 2, 2, 1]);
  });

  it('answers 503 when no instance is up', async () => {
    for (const instance of instances) instance.up = false;

    await expect(get()).resolves.toEqual({ status: 503, body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE } });
  });
});

describe(instanceTrustProxy.name, () => {
  it('trusts the runner’s loopback hop on top of what TRUST_PROXY trusts', () => {
    expect(instanceTrustProxy(undefined)).toBe('loopback');
    expect(instanceTrustProxy('1')).toBe('2');
    expect(instanceTrustProxy('10.0.0.0/8, uniquelocal')).toBe('loopback,10.0.0.0/8,uniquelocal');
  });
});
