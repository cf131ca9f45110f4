import type { ContractEvent } from '@tenant/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Outbox } from '../events/outbox.js';

/** A repository class: built on one EntityManager (the pool's, or a transaction's). */
export type RepositoryClass<R> = new (manager: EntityManager) => R;

/**
 * One transaction: hands out repositories bound to it and records domain events in it, so the
 * outbox row commits (or rolls back) with the data (DESIGN §4).
 */
export class UnitOfWork {
  private readonly bound = new Map<RepositoryClass<unknown>, unknown>();

  constructor(
    readonly manager: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  get<R>(repository: RepositoryClass<R>): R {
    let instance = this.bound.get(repository) as R | undefined;
    if (!instance) {
      instance = new repository(this.manager);
      this.bound.set(repository, instance);
    }
    return instance;
  }

  record(event: ContractEvent): Promise<void> {
    return this.outbox.record(this.manager, event);
  }
}

/** The one way a service's code opens a transaction: `transactions.run((tx) => ...)`; each service binds it to its DataSource. */
export class ServiceTransactionRunner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  run<T>(work: (tx: UnitOfWork) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new UnitOfWork(manager, this.outbox)));
  }
}
