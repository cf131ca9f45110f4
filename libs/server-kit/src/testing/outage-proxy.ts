import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL in the fault tests) that can play an outage: `cut()`
 * drops every open connection and refuses new ones, as a stopped database does; `restore()` lets
 * connections through again; `stall()` accepts connections and never answers (a provider that hangs).
 * Point the code under test at `url(databaseUrl)` instead of the server.
 */
export interface OutageProxy {
  /** the proxy's port on 127.0.0.1 */
  readonly port: number;
  /** `targetUrl` with its host and port replaced by the proxy's */
  url(targetUrl: string): string;
  /** drops every open connection and refuses new ones until restore() */
  cut(): void;
  /** drops every open connection, then accepts new ones and keeps them silent (nothing forwarded, nothing answered) until restore() drops them */
  stall(): void;
  restore(): void;
  /** connections open through the proxy now */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startOutageProxy(target: { host: string; port: number }): Promise<OutageProxy> {
  const open = new Set<Socket>();
  let down = false;
  let stalled = false;
  /** connections accepted while stalled: never answered, so restore() drops them and their clients connect again */
  const silent = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    open.add(client);
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    if (stalled) {
      silent.add(client);
      client.on('close', () => silent.delete(client));
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    stall() {
      down = false;
      stalled = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
      stalled = false;
      for (const socket of silent) socket.destroy();
    },
    openConnections: () => open.size,
    close() {
      down = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Host and port of a PostgreSQL URL, for `startOutageProxy`. */
export const targetOf = (databaseUrl: string): { host: string; port: number } => {
  const url = new URL(databaseUrl);
  return { host: url.hostname || '127.0.0.1', port: Number(url.port || 5432) };
};

/** An HTTP provider's stand-in reached through an outage proxy: point the adapter at `url`, play its outages with `proxy`. */
export interface ProviderStandIn {
  proxy: OutageProxy;
  url: string;
  close(): Promise<void>;
}

export async function startProviderStandIn(handle: RequestListener): Promise<ProviderStandIn> {
  const provider = createHttpServer(handle);
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const proxy = await startOutageProxy({ host: '127.0.0.1', port: (provider.address() as AddressInfo).port });
  return {
    proxy,
    url: `http://127.0.0.1:${proxy.port}`,
    async close() {
      await proxy.close();
      await new Promise((resolve) => provider.close(resolve));
    },
  };
}
