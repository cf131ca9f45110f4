import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ONBOARDING_DATABASE } from '../../onboarding-database.js';
import { DocumentStorage, type StoredFile } from './document-storage.port.js';

/** Files as bytea rows of stored_files in the service's schema. */
@Injectable()
export class PostgresDocumentStorage extends DocumentStorage {
  constructor(@InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource) {
    super();
  }

  async put(content: Buffer, mimeType: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query('INSERT INTO stored_files (content, mime_type, size_bytes) VALUES ($1, $2, $3) RETURNING id', [
      content,
      mimeType,
      content.length,
    ]);
    return rows[0].id;
  }

  async get(key: string): Promise<StoredFile | null> {
    const rows: Array<{ content: Buffer; mime_type: string; size_bytes: number }> = await this.dataSource.query(
      'SELECT content, mime_type, size_bytes FROM stored_files WHERE id = $1',
      [key],
    );
    return rows[0] ? { content: rows[0].content, mimeType: rows[0].mime_type, size: rows[0].size_bytes } : null;
  }

  async delete(key: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('DELETE FROM stored_files WHERE id = $1', [key]);
  }
}
