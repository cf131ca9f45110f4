import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicationDeleted } from '@tenant/contracts';
import { ApplicationAccessCopy, DeletedApplications, EventBus } from '@tenant/server-kit';
import { INCOME_SUBSCRIBER } from '../access/onboarding-read-model.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { UploadDoneRepository } from '../repositories/upload-done.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { Psd2Repository } from '../repositories/psd2.repository.js';
import { ParseJobsService } from './parse-jobs.service.js';
import { DocumentStorage } from './storage/document-storage.port.js';

type ApplicationDeleted = ReturnType<typeof applicationDeleted>;

/**
 * A deleted application (onboarding's application/deleted) leaves nothing here: documents, files, jobs,
 * access, profile, PSD2 consents; only its id stays a while (DeletedApplications: no personal data), so
 * a late event of it recreates nothing. Idempotent.
 */
@Injectable()
export class ApplicationRetentionService implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
    private readonly storage: DocumentStorage,
    private readonly jobs: ParseJobsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<ApplicationDeleted>(INCOME_SUBSCRIBER, applicationDeleted.type, (event) => this.onApplicationDeleted(event));
  }

  async onApplicationDeleted({ payload }: ApplicationDeleted): Promise<void> {
    const removedDocuments = await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(payload.applicationId);
      const documents = tx.get(DocumentsRepository);
      const removed = await documents.listOf(payload.applicationId);
      for (const document of removed) {
        await documents.delete(document.id);
        await this.storage.delete(document.storageKey, tx);
      }
      await tx.get(ApplicationAccessCopy).delete(payload.applicationId);
      await tx.get(UploadDoneRepository).delete(payload.applicationId);
      await tx.get(ApplicantProfilesRepository).deleteApplication(payload.applicationId);
      // PSD2 consents and their accounts go too; the provider's sessions end at their valid_until.
      await tx.get(Psd2Repository).deleteAllOf(payload.applicationId);
      return removed;
    });
    for (const document of removedDocuments) await this.jobs.cancel(document);
  }
}
