import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { ApplicationRetentionService } from './application-retention.service.js';
import { DocumentsService } from './documents.service.js';
import { ParseJobsService } from './parse-jobs.service.js';
import { DocumentStorage } from './storage/document-storage.port.js';
import { PostgresDocumentStorage } from './storage/postgres-document-storage.js';

/** The documents pipeline: storage port (PostgreSQL adapter), uploads, parse jobs. */
@Module({
  imports: [AccessModule],
  providers: [DocumentsService, ParseJobsService, ApplicationRetentionService, { provide: DocumentStorage, useClass: PostgresDocumentStorage }],
  exports: [AccessModule, DocumentsService, ParseJobsService],
})
export class DocumentsModule {}
