import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../../database/transaction-runner.js';
import { StoredFilesRepository } from '../../repositories/stored-files.repository.js';
import { DocumentStorage, type StoredFile } from './document-storage.port.js';

/** Files as bytea rows of stored_files in the service's schema. */
@Injectable()
export class PostgresDocumentStorage extends DocumentStorage {
  constructor(private readonly files: StoredFilesRepository) {
    super();
  }

  put(content: Buffer, mimeType: string, tx?: UnitOfWork): Promise<string> {
    return (tx?.get(StoredFilesRepository) ?? this.files).insert(content, mimeType);
  }

  get(key: string): Promise<StoredFile | null> {
    return this.files.find(key);
  }

  delete(key: string, tx?: UnitOfWork): Promise<void> {
    return (tx?.get(StoredFilesRepository) ?? this.files).delete(key);
  }
}
