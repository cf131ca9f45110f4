import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { OpenapisController } from './controllers/openapis.controller.js';
import { reportDatabase } from './report-database.js';
import { ApplicantsRepository } from './repositories/applicants.repository.js';
import { ApplicantsReadModelService } from './services/applicants-read-model.service.js';
import { CertificatesService } from './services/certificates.service.js';

/** The report service; needs ServerKitModule from whoever boots the app (its main or the composed API). */
@Module({
  imports: [ServiceDatabaseModule.forService(reportDatabase)],
  controllers: [OpenapisController],
  providers: [ApplicantsRepository, ApplicantsReadModelService, CertificatesService],
  exports: [ApplicantsReadModelService, CertificatesService],
})
export class ReportModule {}
