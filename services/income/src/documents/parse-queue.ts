import type { DocumentType } from '@tenant/contracts';
import type { EventBus, UnitOfWork } from '@tenant/server-kit';
import type { DocumentEntity } from '../entities/document.entity.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';

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
 * A parse job still running after this long is expired by pg-boss and run again: the last resort. A
 * worker that dies mid-parse is found much sooner by its heartbeat (below). A parse takes seconds, a
 * 20 MB statement well under a minute.
 */
export const PARSE_JOB_EXPIRE_SECONDS = 120;
export const PARSE_JOB_RETRIES = 3;
/** Seconds before the first retry, doubled for each next one: a saturated pool or a short outage has passed by the last try. */
const PARSE_JOB_RETRY_DELAY_SECONDS = 1;

/** Queues the document's parse in the caller's transaction and remembers the job (to cancel it on delete). */
export async function queueParse(bus: EventBus, tx: UnitOfWork, document: Pick<DocumentEntity, 'id' | 'type'>): Promise<string> {
  const jobId = await bus.sendJob(parseQueueOf(document.type), { documentId: document.id }, tx.manager, {
    expireInSeconds: PARSE_JOB_EXPIRE_SECONDS,
    retryLimit: PARSE_JOB_RETRIES,
    retryDelay: PARSE_JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
  });
  await tx.get(DocumentsRepository).setParseJob(document.id, jobId);
  return jobId;
}
