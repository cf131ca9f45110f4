import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { documentParsed } from '@tenant/contracts';
import { EventBus } from '@tenant/server-kit';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository, type ParseOutcome } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { recordIncomeSummary } from './income-summary-events.js';
import { parseDocument } from './parse-document.js';
import { DocumentStorage } from './storage/document-storage.port.js';

/** The pg-boss queue of parse jobs: one job per uploaded document, data `{ documentId }`. */
export const PARSE_DOCUMENT_QUEUE = 'income.parse-document';

/** pg-boss states of a job that is still waiting for a worker. */
const WAITING = new Set(['created', 'retry']);

/**
 * Asynchronous parsing (DESIGN §4b): the upload queues a job in its own transaction, a worker parses
 * the document and stores the result with documents/parsed and income/summaryChanged. At start-up every
 * document left 'processing' whose job is not waiting any more (the process stopped mid-parse) gets a
 * new job, so nothing stays stuck. Parsing is idempotent: a job whose document is gone (deleted) or
 * already parsed does nothing.
 */
@Injectable()
export class ParseJobsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ParseJobsService.name);

  constructor(
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
    private readonly documents: DocumentsRepository,
    private readonly profiles: ApplicantProfilesRepository,
    private readonly storage: DocumentStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.workJobs<{ documentId: string }>(PARSE_DOCUMENT_QUEUE, ({ documentId }) => this.parse(documentId));
    await this.resume();
  }

  /** Queues the document's parse in the caller's transaction and remembers the job (to cancel it on delete). */
  async enqueue(document: DocumentEntity, tx: UnitOfWork): Promise<string> {
    const jobId = await this.bus.sendJob(PARSE_DOCUMENT_QUEUE, { documentId: document.id }, tx.manager);
    await tx.get(DocumentsRepository).setParseJob(document.id, jobId);
    return jobId;
  }

  /** A deleted document's job is cancelled; one already running finds its document gone. */
  async cancel(jobId: string | null): Promise<void> {
    if (jobId) await this.bus.cancelJob(PARSE_DOCUMENT_QUEUE, jobId).catch((error: unknown) => this.logger.warn(`cancel ${jobId}: ${String(error)}`));
  }

  /** Gives every document left 'processing' without a waiting job a new one. */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const document of await this.documents.processing()) {
      const state = document.parseJobId ? await this.bus.jobState(PARSE_DOCUMENT_QUEUE, document.parseJobId) : null;
      if (state && WAITING.has(state)) continue;
      await this.transactions.run((tx) => this.enqueue(document, tx));
      resumed += 1;
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
            status: result.status,
            figures: result.figures,
            findings: result.findings,
          },
          document.applicationId,
        ),
      );
      await recordIncomeSummary(tx, document.applicationId);
    });
  }

  private async resultOf(document: DocumentEntity): Promise<ParseOutcome> {
    const file = await this.storage.get(document.storageKey);
    if (!file) return { status: 'parsed with error', findings: [{ key: DOCUMENT_MESSAGES.parseException, level: 'error', source: document.id }], figures: null, statement: null };
    const profile = await this.profiles.find(document.applicationId);
    const earlierStatements = (await this.documents.listOf(document.applicationId)).filter(
      (other) => other.type === 'bank_statement' && other.parseStatus === 'done' && other.id !== document.id,
    );
    return parseDocument(document, new Uint8Array(file.content), {
      applicant: profile && { firstName: profile.firstName, lastName: profile.lastName, fiscalCode: profile.fiscalCode },
      today: new Date().toISOString().slice(0, 10),
      earlierStatements,
    });
  }
}
