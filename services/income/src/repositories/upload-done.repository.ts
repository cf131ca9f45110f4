import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { UploadDoneEntity } from '../entities/upload-done.entity.js';
import { INCOME_DATABASE } from '../income-database.js';

/** Queries on upload_done (rapid: when the applicant finished uploading). */
@Injectable()
export class UploadDoneRepository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  /** The latest call's time wins. */
  async set(applicationId: string, uploadDoneAt: Date): Promise<void> {
    await this.manager.upsert(UploadDoneEntity, { applicationId, uploadDoneAt }, ['applicationId']);
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.delete(UploadDoneEntity, { applicationId });
  }
}
