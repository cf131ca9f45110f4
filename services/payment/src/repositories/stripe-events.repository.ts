import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { PAYMENT_DATABASE } from '../payment-database.js';

/** The Stripe events already processed, by Stripe's event id (webhooks are delivered at least once). */
@Injectable()
export class StripeEventsRepository {
  constructor(@InjectEntityManager(PAYMENT_DATABASE) private readonly manager: EntityManager) {}

  /** Claims the event in the caller's transaction: false when it was processed before. */
  async claim(event: { id: string; type: string }, keySet: string): Promise<boolean> {
    const rows = (await this.manager.query('INSERT INTO stripe_events (id, type, key_set) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [
      event.id,
      event.type,
      keySet,
    ])) as unknown[];
    return rows.length > 0;
  }
}
