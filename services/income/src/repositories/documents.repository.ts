import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { DocumentEntity } from '../entities/document.entity.js';
import { INCOME_DATABASE } from '../income-database.js';
import type { ParseOutcome } from '../documents/parse-outcome.js';

export type NewDocument = Pick<
  DocumentEntity,
  'applicationId' | 'applicantId' | 'type' | 'fileName' | 'description' | 'idType' | 'side' | 'mimeType' | 'sizeBytes' | 'sha256' | 'storageKey' | 'bankCode' | 'bankName'
>;

/** A parse whose worker is gone ($1: seconds without a heartbeat; $2: ids of jobs running for longer). */
const ABANDONED = `parse_status = 'processing' AND (parse_heartbeat_at < now() - make_interval(secs => $1) OR (parse_heartbeat_at IS NULL AND parse_job_id = ANY($2::text[])))`;

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

  /**
   * The person's parsed documents in the application wait for a new parse (issue 22: the personal data
   * they were compared with changed): answered so they can be queued in the same transaction.
   */
  async reopenForRecheck(applicationId: string, applicantId: string): Promise<Pick<DocumentEntity, 'id' | 'type'>[]> {
    const [rows]: [Pick<DocumentEntity, 'id' | 'type'>[], number] = await this.manager.query(
      `UPDATE documents SET parse_status = 'processing', parse_attempts = 0, parse_job_id = NULL, parse_heartbeat_at = NULL
        WHERE application_id = $1 AND applicant_id = $2 AND parse_status = 'done' RETURNING id, type`,
      [applicationId, applicantId],
    );
    return rows;
  }

  /** The workers' heartbeat on the documents they are parsing. */
  async beatParse(ids: string[]): Promise<void> {
    await this.manager.query("UPDATE documents SET parse_heartbeat_at = now() WHERE id = ANY($1) AND parse_status = 'processing'", [ids]);
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

  /**
   * Documents whose parse lost its worker, oldest first: its heartbeat is older than `seconds` (the worker
   * died mid-parse, or its try ended without a result), or its job is one of `runningJobs` (running for
   * longer than that) and no worker ever started on it (the worker died between taking the job and claiming it).
   */
  async abandonedParses(seconds: number, runningJobs: string[]): Promise<{ id: string }[]> {
    return this.manager.query(`SELECT id FROM documents WHERE ${ABANDONED} ORDER BY created_at`, [seconds, runningJobs]);
  }

  /** The document if its parse is still abandoned and no other transaction holds it (another instance recovering it decides). */
  async lockAbandoned(id: string, seconds: number, runningJobs: string[]): Promise<DocumentEntity | null> {
    const rows: unknown[] = await this.manager.query(`SELECT id FROM documents WHERE id = $3 AND ${ABANDONED} FOR UPDATE SKIP LOCKED`, [seconds, runningJobs, id]);
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
