import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { INCOME_DATABASE } from '../income-database.js';

export interface StoredFileRow {
  content: Buffer;
  mimeType: string;
  size: number;
}

/** Queries on stored_files: file bytes kept in the service's schema (the PostgreSQL adapter of the storage port). */
@Injectable()
export class StoredFilesRepository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  async insert(content: Buffer, mimeType: string): Promise<string> {
    const rows: Array<{ id: string }> = await this.manager.query('INSERT INTO stored_files (content, mime_type, size_bytes) VALUES ($1, $2, $3) RETURNING id', [
      content,
      mimeType,
      content.length,
    ]);
    return rows[0].id;
  }

  async find(id: string): Promise<StoredFileRow | null> {
    const rows: Array<{ content: Buffer; mime_type: string; size_bytes: number }> = await this.manager.query(
      'SELECT content, mime_type, size_bytes FROM stored_files WHERE id = $1',
      [id],
    );
    return rows[0] ? { content: rows[0].content, mimeType: rows[0].mime_type, size: rows[0].size_bytes } : null;
  }

  async delete(id: string): Promise<void> {
    await this.manager.query('DELETE FROM stored_files WHERE id = $1', [id]);
  }
}
