import type { INestApplication } from '@nestjs/common';

export interface HttpTestResponse<T = unknown> {
  status: number;
  body: T;
}

// Test assertions read arbitrary JSON answers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export type HttpTestCall = (path: string, init?: RequestInit) => Promise<HttpTestResponse<JsonBody>>;

/** Starts app on a free port and calls it with fetch; close the app to stop listening. */
export async function listenForTests(app: INestApplication): Promise<HttpTestCall> {
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  return async (path, init) => {
    const response = await fetch(base + path, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}
