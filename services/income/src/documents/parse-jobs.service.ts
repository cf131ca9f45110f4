import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { documentParsed } from '@tenant/contracts';
import { EventBus, SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { recordIncomeSummary } from './income-summary-events.js';
import { otherDocumentSummary } from './other-document-summary.js';
import { parseDocument } from './parse-document.js';
import { parseHeartbeatFrom, type ParseHeartbeat } from './parse-heartbeat.js';
import { outcome, type ParseOutcome } from './parse-outcome.js';
import { IDENTITY_OCR_QUEUE, PARSE_DOCUMENT_QUEUE, PARSE_JOB_RETRIES, parseQueueOf, queueParse } from './parse-queue.js';
import { storable } from './storable-text.js';
import { DocumentStorage } from './storage/document-storage.port.js';
import { stopIdentityOcr } from '../identity/ocr/ocr-engine.js';

export { IDENTITY_OCR_QUEUE, PARSE_DOCUMENT_QUEUE, PARSE_JOB_EXPIRE_SECONDS, parseQueueOf } from './parse-queue.js';

/** Tries of one document's parse: the first and the job's retries; the last one that fails makes it 'could not be read'. */
export const PARSE_ATTEMPTS = PARSE_JOB_RETRIES + 1;

/** pg-boss states of a job pg-boss will still run: waiting for a worker, or running. */
const IN_QUEUE = new Set(['created', 'retry', 'active']);

/** A PostgreSQL data exception (class 22: e.g. 22P05, a character text cannot hold): the same result fails the same way every time. */
const cannotBeRetried = (error: unknown): boolean => {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  return [code, driverError?.code].some((sqlState) => typeof sqlState === 'string' && sqlState.startsWith('22'));
};

/**
 * Asynchronous parsing (DESIGN §4b): the upload queues a job in its own transaction, a worker parses
 * the document and stores the result with documents/parsed and income/summaryChanged. Every document
 * ends in a final state (documents/README.md):
 * - the result is made storable first (storable-text.ts: no NUL or lone surrogate reaches PostgreSQL);
 * - a try that fails is retried by pg-boss; the last of PARSE_ATTEMPTS tries, or an error no retry can
 *   fix, stores 'could not be read' (Upload.Error.Unreadable, parsed with error): listed, deletable,
 *   never queued again;
 * - the worker beats a heartbeat on the document while it parses; every instance looks every
 *   heartbeat for documents whose heartbeat stopped (the worker was killed, or its try
 *   ended without a result) or whose job runs with no worker started on it (killed between taking the
 *   job and claiming the document), and queues them again, or stores 'could not be read' when their
 *   tries are used up (a file that kills its worker every time);
 * - at start-up every document left 'processing' whose job pg-boss will not run any more gets a new one.
 * Safe with several instances: a document is recovered under a row lock the other instances skip, a
 * job replaced by a new one finds it is no longer the document's job, and the result is stored once,
 * under the document's lock, by whichever try finishes first (no second result, no second event).
 */
@Injectable()
export class ParseJobsService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(ParseJobsService.name);
  /** documents this instance's workers are parsing now: their heartbeat */
  private readonly parsing = new Set<string>();
  private heartbeat?: NodeJS.Timeout;
  private beating?: Promise<void>;
  private heartbeatFailing = false;
  private stopped = false;
  private readonly heartbeatTiming: ParseHeartbeat;

  constructor(
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
    private readonly documents: DocumentsRepository,
    private readonly profiles: ApplicantProfilesRepository,
    private readonly storage: DocumentStorage,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.heartbeatTiming = parseHeartbeatFrom(config.environment);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const queue of [PARSE_DOCUMENT_QUEUE, IDENTITY_OCR_QUEUE]) await this.bus.workJobs<{ documentId: string }>(queue, ({ documentId }, jobId) => this.parse(documentId, jobId));
    await this.resume();
    this.nextBeat();
  }

  /** The next beat a beat after the last one ended (a slow one never piles up behind another). */
  private nextBeat(): void {
    if (this.stopped) return;
    this.heartbeat = setTimeout(() => {
      this.beating = this.beat().finally(() => this.nextBeat());
    }, this.heartbeatTiming.beatSeconds * 1000);
    this.heartbeat.unref();
  }

  /** The heartbeat stops before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.heartbeat);
    await this.beating;
  }

  /** The OCR worker thread ends with the service. */
  async onApplicationShutdown(): Promise<void> {
    await stopIdentityOcr();
  }

  /** Queues the document's parse in the caller's transaction and remembers the job (to cancel it on delete). */
  enqueue(document: DocumentEntity, tx: UnitOfWork): Promise<string> {
    return queueParse(this.bus, tx, document);
  }

  /** A deleted document's job is cancelled; one already running finds its document gone. */
  async cancel({ parseJobId: jobId, type }: Pick<DocumentEntity, 'parseJobId' | 'type'>): Promise<void> {
    if (jobId) await this.bus.cancelJob(parseQueueOf(type), jobId).catch((error: unknown) => this.logger.warn(`cancel ${jobId}: ${String(error)}`));
  }

  /** Gives every document left 'processing' whose job pg-boss will not run any more a new one (or its final state); answers how many. */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const { id } of await this.documents.processing()) {
      const requeued = await this.transactions.run(async (tx) => {
        const document = await tx.get(DocumentsRepository).lockForResume(id);
        if (!document) return false;
        const state = document.parseJobId ? await this.bus.jobState(parseQueueOf(document.type), document.parseJobId) : null;
        if (state && IN_QUEUE.has(state)) return false;
        await this.recover(document, tx);
        return true;
      });
      if (requeued) resumed += 1;
    }
    if (resumed) this.logger.log(`resumed ${resumed} parse job(s) left by a stop mid-parse`);
    return resumed;
  }

  /**
   * Queues again every document whose parse lost its worker: its heartbeat stopped, or its job has been
   * running for the worker-gone time without a worker starting on it. Answers how many. The old job,
   * if pg-boss still holds it (a dead worker's stays active until it expires), is cancelled.
   */
  async recoverAbandoned(): Promise<number> {
    const runningJobs = (await Promise.all([PARSE_DOCUMENT_QUEUE, IDENTITY_OCR_QUEUE].map((queue) => this.bus.jobsRunningFor(queue, this.heartbeatTiming.workerGoneSeconds)))).flat();
    let recovered = 0;
    for (const { id } of await this.documents.abandonedParses(this.heartbeatTiming.workerGoneSeconds, runningJobs)) {
      const abandoned = await this.transactions.run(async (tx) => {
        const document = await tx.get(DocumentsRepository).lockAbandoned(id, this.heartbeatTiming.workerGoneSeconds, runningJobs);
        if (document) await this.recover(document, tx);
        return document;
      });
      if (!abandoned) continue;
      recovered += 1;
      await this.cancel(abandoned);
    }
    if (recovered) this.logger.warn(`recovered ${recovered} document(s) whose parse worker stopped mid-parse`);
    return recovered;
  }

  /** One beat: the heartbeat of the documents parsed here, then the look for those whose worker is gone. A database outage is logged once. */
  private async beat(): Promise<void> {
    try {
      if (this.parsing.size) await this.documents.beatParse([...this.parsing]);
      await this.recoverAbandoned();
      this.heartbeatFailing = false;
    } catch (error) {
      if (!this.heartbeatFailing) this.logger.warn(`parse heartbeat: ${error instanceof Error ? error.message : String(error)}`);
      this.heartbeatFailing = true;
    }
  }

  /** A document whose parse did not finish: queued again, or 'could not be read' once its tries are used up. */
  private async recover(document: DocumentEntity, tx: UnitOfWork): Promise<void> {
    if (document.parseAttempts >= PARSE_ATTEMPTS) await this.storeWithin(tx, document, this.unreadable(document));
    else await this.enqueue(document, tx);
  }

  /**
   * The job's work: read outside any transaction (parsing takes time), then store the result if the
   * document still waits for it. `jobId`: the job running it (none when called directly, as a PSD2
   * fetch does).
   */
  async parse(documentId: string, jobId?: string): Promise<void> {
    const document = await this.documents.claimParse(documentId, jobId);
    if (!document) return;
    this.parsing.add(documentId);
    try {
      const result = storable(await this.resultOf(document));
      await this.transactions.run((tx) => this.storeWithin(tx, document, result));
    } catch (error) {
      if (document.parseAttempts < PARSE_ATTEMPTS && !cannotBeRetried(error)) throw error;
      this.logger.warn(`document ${documentId} could not be read (try ${document.parseAttempts} of ${PARSE_ATTEMPTS}): ${error instanceof Error ? error.message : String(error)}`);
      await this.transactions.run((tx) => this.storeWithin(tx, document, this.unreadable(document)));
    } finally {
      this.parsing.delete(documentId);
    }
  }

  /** 'Could not be read': a final state the applicant sees on the file's row, with the delete action. */
  private unreadable(document: DocumentEntity): ParseOutcome {
    return outcome([{ key: DOCUMENT_MESSAGES.unreadable, level: 'error', source: document.id }]);
  }

  /** Stores the result once: only while the document still waits for it, under its lock (a delete waits, a second try finds it done). */
  private async storeWithin(tx: UnitOfWork, document: DocumentEntity, result: ParseOutcome): Promise<void> {
    const documents = tx.get(DocumentsRepository);
    if (!(await documents.lockProcessing(document.id))) return;
    await documents.finishParse(document.id, result);
    await tx.record(
      documentParsed(
        {
          applicationId: document.applicationId,
          applicantId: document.applicantId,
          documentId: document.id,
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
