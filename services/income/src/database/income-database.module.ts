import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { incomeDatabase } from '../income-database.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { StoredFilesRepository } from '../repositories/stored-files.repository.js';
import { UploadDoneRepository } from '../repositories/upload-done.repository.js';
import { TransactionRunner } from './transaction-runner.js';

const REPOSITORIES = [ApplicantProfilesRepository, DocumentsRepository, StoredFilesRepository, UploadDoneRepository];

/** The service's database (opened once) with its repositories and transactions, for every domain module. */
@Module({
  imports: [ServiceDatabaseModule.forService(incomeDatabase)],
  providers: [TransactionRunner, ...REPOSITORIES],
  exports: [TransactionRunner, ...REPOSITORIES],
})
export class IncomeDatabaseModule {}
