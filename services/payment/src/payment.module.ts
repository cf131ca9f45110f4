import { Module } from '@nestjs/common';
import { healthControllerFor, SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { ApplicationAccessService } from './access/application-access.service.js';
import { OnboardingReadModelService } from './access/onboarding-read-model.service.js';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { PaymentDatabaseModule } from './database/payment-database.module.js';
import { PAYMENT_DATABASE } from './payment-database.js';
import { ReceiptMailerService } from './receipts/receipt-mailer.service.js';
import { loadPaymentConfig } from './stripe/payment-config.js';
import { PAYMENT_CONFIG, StripeAccounts } from './stripe/stripe-accounts.js';
import { WebhookController } from './webhooks/webhook.controller.js';
import { WebhookService } from './webhooks/webhook.service.js';

export { PAYMENT_DATABASE } from './payment-database.js';

/**
 * The payment service (card checkout with Stripe, issue 13); needs ServerKitModule from whoever boots
 * the app. Its settings come from the environment (README: Payment).
 */
@Module({
  imports: [PaymentDatabaseModule],
  controllers: [healthControllerFor(PAYMENT_DATABASE), CheckoutController, WebhookController],
  providers: [
    { provide: PAYMENT_CONFIG, inject: [SERVER_CONFIG], useFactory: ({ environment }: ServerConfig) => loadPaymentConfig(environment) },
    StripeAccounts,
    ApplicationAccessService,
    OnboardingReadModelService,
    CheckoutService,
    WebhookService,
    ReceiptMailerService,
  ],
  exports: [OnboardingReadModelService, WebhookService],
})
export class PaymentModule {}
