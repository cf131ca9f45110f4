import { runStandaloneService } from '@tenant/server-kit';
import { PaymentModule } from './payment.module.js';

await runStandaloneService('payment', PaymentModule, { portVariable: 'PAYMENT_PORT', defaultPort: 4303 });
