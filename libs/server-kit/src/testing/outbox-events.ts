import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface RecordedEvent {
  type: string;
  // Test assertions read the event payloads as JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any;
  meta: { applicationId: string | null };
}

/** The events a service (its DataSource name) wrote to its outbox for an application, oldest first. */
export async function outboxEventsOf(app: INestApplication, database: string, applicationId: string, type?: string): Promise<RecordedEvent[]> {
  const dataSource = app.get<DataSource>(getDataSourceToken(database));
  return dataSource.query(
    `SELECT type, payload, meta FROM outbox WHERE meta->>'applicationId' = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id`,
    [applicationId, type ?? null],
  );
}
