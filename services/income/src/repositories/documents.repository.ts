import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { DocumentEntity } from '../entities/document.entity.js';
import { INCOME_DATABASE } from '../income-database.js';

export type NewDocument = Pick<
  DocumentEntity,
  'applicationId' | 'applicantId' | 'type' | 'fileName' | 'description' | 'idType' | 'side' | 'mimeType' | 'sizeBytes' | 'sha256' | 'storageKey' | 'bankCode' | 'bankName'
>;

export type ParseOutcome = Pick<DocumentEntity, 'status' | 'findings' | 'figures' | 'statement' | 'extraction'>;

/** Queries on documents. */
@Injectable()
export class DocumentsRepository {
  constructor(@InjectEntityManager(INCOME_DATABASE) private readonly manager: EntityManager) {}

  insert(fields: NewDocument): Promise<DocumentEntity> {
    return this.manager.save(this.manager.create(DocumentEntity, { ...fields, status: 'uploading', parseStatus: 'processing', findings: [] }));
  }

  /** The document's job is now this one (queued: no worker beats for it yet). */
  async setParseJob(id: string, jobId: string): Promise<void> {
    await this.manager.update(DocumentEntity, { id }, { parseJobId: jobId, parseHeartbeatAt: null });
  }

  /**
   * A worker starts parsing the document: one more try counted and its heartbeat begun, if the document
   * still waits for its parse and `jobId` is still its job (a job replaced by a resume does nothing).
   */
  async claimParse(id: string, jobId: string | undefined): Promise<DocumentEntity | null> {
    const [rows]: [Record<string, unknown>[], number] = await this.manager.query(
      `UPDATE documents SET parse_attempts = parse_attempts + 1, parse_heartbeat_at = now()
        WHERE id = $1 AND parse_status = 'processing' AND ($2::text IS NULL OR parse_job_id = $2) RETURNING id`,
      [id, jobId ?? null],
    );
    return rows.length ? this.find(id) : null;
  }

  /** The workers' heartbeat on the documents they are parsing. */
  async beatParse(ids: string[]): Promise<void> {
    await this.manager.query("UPDATE documents SET parse_heartbeat_at = now() WHERE id = ANY($1) AND parse_status = 'processing'", [ids]);
  }

  /** Documents whose worker has not beaten for `seconds` (it died, or its try ended without a result), oldest first. */
  async staleParses(seconds: number): Promise<{ id: string }[]> {
    return this.manager.query(
      "SELECT id FROM documents WHERE parse_status = 'processing' AND parse_heartbeat_at < now() - make_interval(secs => $1) ORDER BY parse_heartbeat_at",
      [seconds],
    );
  }

  find(id: string): Promise<DocumentEntity | null> {
    return this.manager.findOneBy(DocumentEntity, { id });
  }

  findOf(applicationId: string, id: string): Promise<DocumentEntity | null> {
    return this.manager.findOneBy(DocumentEntity, { id, applicationId });
  }

  listOf(applicationId: string): Promise<DocumentEntity[]> {
    return this.manager.find(DocumentEntity, { where: { applicationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The document while its parse is pending, locked until the transaction ends (a delete waits, or the parse finds it gone). */
  lockProcessing(id: string): Promise<DocumentEntity | null> {
    return this.manager.findOne(DocumentEntity, { where: { id, parseStatus: 'processing' }, lock: { mode: 'pessimistic_write' } });
  }

  /** The document if it still waits for its parse and no other transaction holds it (another instance resuming it decides). */
  lockForResume(id: string): Promise<DocumentEntity | null> {
    return this.manager.findOne(DocumentEntity, { where: { id, parseStatus: 'processing' }, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
  }

  /** The document if its worker's heartbeat is older than `seconds` and no other transaction holds it (another instance recovering it decides). */
  async lockStale(id: string, seconds: number): Promise<DocumentEntity | null> {
    const rows: unknown[] = await this.manager.query(
      "SELECT id FROM documents WHERE id = $1 AND parse_status = 'processing' AND parse_heartbeat_at < now() - make_interval(secs => $2) FOR UPDATE SKIP LOCKED",
      [id, seconds],
    );
    return rows.length ? this.find(id) : null;
  }

  async finishParse(id: string, outcome: ParseOutcome): Promise<void> {
    await this.manager.update(DocumentEntity, { id }, { ...outcome, parseStatus: 'done', parseJobId: null, parseHeartbeatAt: null, parsedAt: new Date() });
  }

  /** Documents whose parse never finished (the service stopped mid-parse), oldest first. */
  processing(): Promise<DocumentEntity[]> {
    return this.manager.find(DocumentEntity, { where: { parseStatus: 'processing' }, order: { createdAt: 'ASC' } });
  }

  async usageOf(applicationId: string): Promise<{ documents: number; bytes: number }> {
    const [row]: Array<{ documents: string; bytes: string | null }> = await this.manager.query(
      'SELECT count(*) AS documents, sum(size_bytes) AS bytes FROM documents WHERE application_id = $1',
      [applicationId],
    );
    return { documents: Number(row.documents), bytes: Number(row.bytes ?? 0) };
  }

  async delete(id: string): Promise<void> {
    await this.manager.delete(DocumentEntity, { id });
  }
}
