export { PaymentModule, PAYMENT_DATABASE } from './payment.module.js';
export { STRIPE_API_VERSION } from './stripe/stripe-accounts.js';
