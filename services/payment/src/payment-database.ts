import { CreateDeletedApplications1700000018000, type ServiceDatabaseOptions } from '@tenant/server-kit';
import { PaymentEntity } from './entities/payment.entity.js';
import { CreatePaymentSessions1700000001000 } from './migrations/1700000001000-create-payment-sessions.js';
import { CreatePayments1700000002000 } from './migrations/1700000002000-create-payments.js';
import { CreateCompanyEmailDomains1700000003000 } from './migrations/1700000003000-create-company-email-domains.js';

export const PAYMENT_DATABASE = 'payment';

export const paymentDatabase: ServiceDatabaseOptions = {
  name: PAYMENT_DATABASE,
  entities: [PaymentEntity],
  migrations: [CreatePaymentSessions1700000001000, CreatePayments1700000002000, CreateCompanyEmailDomains1700000003000, CreateDeletedApplications1700000018000],
};
