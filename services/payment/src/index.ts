export { PaymentModule, PAYMENT_DATABASE } from './payment.module.js';
