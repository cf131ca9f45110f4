import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ReportController } from './report.controller.js';
import { ReportsService } from './reports.service.js';

/** The stored reports as their applicants read and withdraw them (GET /v2/report/, revoke), behind the access check and the payment gate. */
@Module({
  imports: [ReportDatabaseModule, AccessModule, CertificatesModule],
  controllers: [ReportController],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
