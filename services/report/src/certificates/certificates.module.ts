import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { CertificatesService } from './certificates.service.js';

/** The verification certificates a PDF's QR code or a shared link carries, and their signed tokens. */
@Module({
  imports: [ReportDatabaseModule],
  providers: [CertificatesService],
  exports: [CertificatesService],
})
export class CertificatesModule {}
