import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, ServiceTransactionRunner } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

export { UnitOfWork, type RepositoryClass } from '@tenant/server-kit';

/** The one way services open a transaction on the onboarding schema: `transactions.run((tx) => ...)`. */
@Injectable()
export class TransactionRunner extends ServiceTransactionRunner {
  constructor(@InjectDataSource(ONBOARDING_DATABASE) dataSource: DataSource, outbox: Outbox) {
    super(dataSource, outbox);
  }
}
