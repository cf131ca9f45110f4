import type { ContractEvent } from '@tenant/contracts';
import pg from 'pg';
import { EVENT_BUS_SCHEMA, EventBus } from '../events/event-bus.js';
import type { ServiceTestApp } from './service-test-app.js';

export interface DeliverEventOptions {
  /** a generous ceiling for a loaded machine; the wait ends as soon as every subscriber is done */
  timeoutMs?: number;
}

type JobStates = { subscribers: number; completed: number; failing: number };

/**
 * Publishes an event on the app's bus, as another service's outbox relay would, and waits until
 * every subscriber queue of its type handled this delivery. A handler that throws (its job retried
 * or failed) fails the wait, so a test can prove a redelivery is harmless by delivering twice.
 */
export async function deliverEvent({ app, config }: Pick<ServiceTestApp, 'app' | 'config'>, event: ContractEvent, { timeoutMs = 60_000 }: DeliverEventOptions = {}): Promise<void> {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await publishAndWait(app.get(EventBus), client, event, timeoutMs);
  } finally {
    await client.end();
  }
}

async function publishAndWait(bus: EventBus, client: pg.Client, event: ContractEvent, timeoutMs: number): Promise<void> {
  const data = JSON.stringify(event);
  const states = async (): Promise<JobStates> => {
    const { rows: [row] } = await client.query<JobStates>(
      `SELECT (SELECT count(*)::int FROM ${EVENT_BUS_SCHEMA}.subscription WHERE event = $1) AS subscribers,
              count(*) FILTER (WHERE state = 'completed')::int AS completed,
              count(*) FILTER (WHERE state IN ('retry', 'failed'))::int AS failing
         FROM ${EVENT_BUS_SCHEMA}.job WHERE data = $2::jsonb`,
      [event.type, data],
    );
    return row;
  };
  const before = await states();
  await bus.publish(event);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await states();
    if (!now.subscribers) throw new Error(`nobody subscribes to ${event.type}`);
    if (now.failing > before.failing) throw new Error(`a subscriber of ${event.type} failed on it (see the pg-boss job's output)`);
    if (now.completed >= before.completed + now.subscribers) return;
    if (Date.now() > deadline) throw new Error(`${event.type} not handled by all ${now.subscribers} subscribers within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
