import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { PaymentClearanceService } from './payment-clearance.service.js';

/** The result's payment gate (issue 13): whether the payment service said paid or waived (ReportsService answers 402 until then). */
@Module({
  imports: [ReportDatabaseModule],
  providers: [PaymentClearanceService],
  exports: [PaymentClearanceService],
})
export class PaymentClearanceModule {}
