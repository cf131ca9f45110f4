import type { UnitOfWork } from '../../database/transaction-runner.js';

export interface StoredFile {
  content: Buffer;
  mimeType: string;
  size: number;
}

/**
 * Where uploaded files' bytes live (DESIGN §6: PostgreSQL now, S3-compatible object storage later): an
 * opaque key in, bytes out. A unit of work, when given, keeps the write in the caller's transaction; an
 * object-store adapter ignores it.
 */
export abstract class DocumentStorage {
  abstract put(content: Buffer, mimeType: string, tx?: UnitOfWork): Promise<string>;
  abstract get(key: string): Promise<StoredFile | null>;
  abstract delete(key: string, tx?: UnitOfWork): Promise<void>;
}
