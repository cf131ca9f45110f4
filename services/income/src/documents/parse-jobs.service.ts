import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { documentParsed, type DocumentType } from '@tenant/contracts';
import { EventBus } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository, type ParseOutcome } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { recordIncomeSummary } from './income-summary-events.js';
import { otherDocumentSummary } from './other-document-summary.js';
import { parseDocument } from './parse-document.js';
import { DocumentStorage } from './storage/document-storage.port.js';
import { stopIdentityOcr } from '../identity/ocr/ocr-engine.js';

/** The pg-boss queue of parse jobs: one job per uploaded document, data `{ documentId }`. */
export const PARSE_DOCUMENT_QUEUE = 'income.parse-document';
/**
 * Identity documents are read by OCR (a second or more of CPU each): they have a queue and a worker
 * of their own, so a burst of ID photos never delays the statements' parses (see documents/README.md).
 */
export const IDENTITY_OCR_QUEUE = 'income.read-identity-document';

/** The queue a document's parse job goes to. */
export const parseQueueOf = (type: DocumentType): string => (type === 'national_id' ? IDENTITY_OCR_QUEUE : PARSE_DOCUMENT_QUEUE);

/**
 * A parse job still running after this long lost its worker (the process stopped): pg-boss expires
 * it and runs it again, up to PARSE_JOB_RETRIES times. A parse takes seconds, a 20 MB statement well
 * under a minute.
 */
export const PARSE_JOB_EXPIRE_SECONDS = 120;
const PARSE_JOB_RETRIES = 3;

/** pg-boss states of a job pg-boss will still run: waiting for a worker, or running (expired and retried if its worker died). */
const IN_QUEUE = new Set(['created', 'retry', 'active']);

/**
 * Asynchronous parsing (DESIGN §4b): the upload queues a job in its own transaction, a worker parses
 * the document and stores the result with documents/parsed and income/summaryChanged. A job whose
 * worker died mid-parse expires and is retried by pg-boss; at start-up every document left
 * 'processing' whose job pg-boss will not run any more (finished, failed, cancelled or gone) gets a new
 * one, so nothing stays stuck. Safe with several instances: each document is resumed under a row lock
 * that other instances skip, and a job still queued or running is left to pg-boss. Parsing is
 * idempotent: a job whose document is gone (deleted) or already parsed does nothing.
 */
@Injectable()
export class ParseJobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ParseJobsService.name);

  constructor(
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
    private readonly documents: DocumentsRepository,
    private readonly profiles: ApplicantProfilesRepository,
    private readonly storage: DocumentStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const queue of [PARSE_DOCUMENT_QUEUE, IDENTITY_OCR_QUEUE]) await this.bus.workJobs<{ documentId: string }>(queue, ({ documentId }) => this.parse(documentId));
    await this.resume();
  }

  /** The OCR worker thread ends with the service. */
  async onApplicationShutdown(): Promise<void> {
    await stopIdentityOcr();
  }

  /** Queues the document's parse in the caller's transaction and remembers the job (to cancel it on delete). */
  async enqueue(document: DocumentEntity, tx: UnitOfWork): Promise<string> {
    const jobId = await this.bus.sendJob(parseQueueOf(document.type), { documentId: document.id }, tx.manager, { expireInSeconds: PARSE_JOB_EXPIRE_SECONDS, retryLimit: PARSE_JOB_RETRIES });
    await tx.get(DocumentsRepository).setParseJob(document.id, jobId);
    return jobId;
  }

  /** A deleted document's job is cancelled; one already running finds its document gone. */
  async cancel({ parseJobId: jobId, type }: Pick<DocumentEntity, 'parseJobId' | 'type'>): Promise<void> {
    if (jobId) await this.bus.cancelJob(parseQueueOf(type), jobId).catch((error: unknown) => this.logger.warn(`cancel ${jobId}: ${String(error)}`));
  }

  /** Gives every document left 'processing' whose job pg-boss will not run any more a new one; answers how many. */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const { id } of await this.documents.processing()) {
      const requeued = await this.transactions.run(async (tx) => {
        const document = await tx.get(DocumentsRepository).lockForResume(id);
        if (!document) return false;
        const state = document.parseJobId ? await this.bus.jobState(parseQueueOf(document.type), document.parseJobId) : null;
        if (state && IN_QUEUE.has(state)) return false;
        await this.enqueue(document, tx);
        return true;
      });
      if (requeued) resumed += 1;
    }
    if (resumed) this.logger.log(`resumed ${resumed} parse job(s) left by a stop mid-parse`);
    return resumed;
  }

  /** The job's work: read outside any transaction (parsing takes time), then store the result if the document still waits for it. */
  async parse(documentId: string): Promise<void> {
    const document = await this.documents.find(documentId);
    if (!document || document.parseStatus !== 'processing') return;
    const result = await this.resultOf(document);
    await this.transactions.run(async (tx) => {
      const documents = tx.get(DocumentsRepository);
      if (!(await documents.lockProcessing(documentId))) return;
      await documents.finishParse(documentId, result);
      await tx.record(
        documentParsed(
          {
            applicationId: document.applicationId,
            applicantId: document.applicantId,
            documentId,
            documentType: document.type,
            fileName: document.fileName,
            status: result.status,
            figures: result.figures,
            extraction: result.extraction,
            findings: result.findings,
            summary: document.type === 'bank_statement' ? null : otherDocumentSummary(document, result),
          },
          document.applicationId,
        ),
      );
      await recordIncomeSummary(tx, document.applicationId);
    });
  }

  private async resultOf(document: DocumentEntity): Promise<ParseOutcome> {
    const file = await this.storage.get(document.storageKey);
    if (!file) return { status: 'parsed with error', findings: [{ key: DOCUMENT_MESSAGES.parseException, level: 'error', source: document.id }], figures: null, statement: null, extraction: null };
    const applicant = await this.profiles.factsOf(document.applicationId, document.applicantId);
    const earlier = (await this.documents.listOf(document.applicationId)).filter((other) => other.parseStatus === 'done' && other.id !== document.id);
    return parseDocument(document, new Uint8Array(file.content), {
      applicant,
      today: new Date().toISOString().slice(0, 10),
      earlierStatements: earlier.filter((other) => other.type === 'bank_statement'),
      earlierPayslips: earlier.filter((other) => other.type === 'payslip'),
    });
  }
}
