import { Module } from '@nestjs/common';
import { ServiceDatabaseModule, healthControllerFor, type ServiceDatabaseOptions } from '@tenant/server-kit';
import { CreatePaymentSessions1700000001000 } from './migrations/1700000001000-create-payment-sessions.js';

export const PAYMENT_DATABASE = 'payment';

const paymentDatabase: ServiceDatabaseOptions = { name: PAYMENT_DATABASE, migrations: [CreatePaymentSessions1700000001000] };

/** The payment service (card checkout); needs ServerKitModule from whoever boots the app. */
@Module({
  imports: [ServiceDatabaseModule.forService(paymentDatabase)],
  controllers: [healthControllerFor(PAYMENT_DATABASE)],
})
export class PaymentModule {}
