import { Module } from '@nestjs/common';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { OpenapisController } from './openapis.controller.js';
import { ReportVerificationService } from './report-verification.service.js';

/** The public verify page's calls (spec 2§2, 2§7 v1/openapis): a certificate's standing, its summary, the printed short code and link. */
@Module({
  imports: [ReportDatabaseModule, CertificatesModule],
  controllers: [OpenapisController],
  providers: [ReportVerificationService],
})
export class VerificationModule {}
