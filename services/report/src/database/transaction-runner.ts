import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, ServiceTransactionRunner } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';

export { UnitOfWork } from '@tenant/server-kit';

/** The one way services open a transaction on the report schema: `transactions.run((tx) => ...)`. */
@Injectable()
export class TransactionRunner extends ServiceTransactionRunner {
  constructor(@InjectDataSource(REPORT_DATABASE) dataSource: DataSource, outbox: Outbox) {
    super(dataSource, outbox);
  }
}
