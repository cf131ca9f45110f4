import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { paymentDatabase } from '../payment-database.js';
import { ApplicationBillingRepository } from '../repositories/application-billing.repository.js';
import { CompanyEmailDomainsRepository } from '../repositories/company-email-domains.repository.js';
import { PaymentsRepository } from '../repositories/payments.repository.js';
import { StripeEventsRepository } from '../repositories/stripe-events.repository.js';
import { TransactionRunner } from './transaction-runner.js';

const REPOSITORIES = [ApplicationBillingRepository, CompanyEmailDomainsRepository, PaymentsRepository, StripeEventsRepository];

/** The service's database (opened once) with its repositories and transactions, for every domain module. */
@Module({
  imports: [ServiceDatabaseModule.forService(paymentDatabase)],
  providers: [TransactionRunner, ...REPOSITORIES],
  exports: [TransactionRunner, ...REPOSITORIES],
})
export class PaymentDatabaseModule {}
