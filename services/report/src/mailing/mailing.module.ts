import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { ReportMailerService } from './report-mailer.service.js';

/** Each issued version e-mailed once to its applicant with its PDF (from report/completed). */
@Module({
  imports: [ReportDatabaseModule, PdfModule],
  providers: [ReportMailerService],
})
export class MailingModule {}
