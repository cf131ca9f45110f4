import type { DocumentError, DocumentFinding, ParseResults, UploadedDocument } from '@tenant/contracts';
import { UNLISTED_BANK_ABI } from '@tenant/domain';
import type { DocumentEntity } from '../entities/document.entity.js';

/** The message a document row shows: its first blocking finding, else its first warning (spec 2§4: red or orange). */
export const errorOf = (findings: DocumentFinding[]): DocumentError | null => {
  const shown = findings.find((finding) => finding.level === 'error') ?? findings[0];
  return shown ? { blocker: shown.level === 'error', message: shown.key, message_key: shown.key, ...(shown.params ? { params: shown.params } : {}) } : null;
};

/**
 * A document as every call returns it (spec 2§3 Uploaded document). `across` are the findings of the
 * checks across documents that are about this one (a payslip's employer vs the bank's payer), shown on its row.
 */
export const toListedDocument = (document: DocumentEntity, across: DocumentFinding[]): UploadedDocument => {
  const findings = across.length ? [...document.findings, ...across].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1)) : document.findings;
  const error = errorOf(findings);
  return {
    id: document.id,
    documentId: document.id,
    name: document.fileName,
    type: document.type,
    status: document.status,
    parse_status: document.parseStatus,
    isParsed: document.parseStatus === 'done',
    hasError: findings.some((finding) => finding.level === 'error'),
    hasWarning: findings.some((finding) => finding.level === 'warning'),
    cancelAllowed: true,
    idType: document.idType,
    id_type: document.idType,
    side: document.side,
    description: document.description,
    mime_type: document.mimeType,
    size: document.sizeBytes,
    parse_task: document.parseJobId,
    error,
    message: error?.message ?? null,
    messageKey: error?.message_key ?? null,
    bank_abi: document.bankCode,
    bank_name: document.bankName,
    bankIsNotInList: document.bankCode === UNLISTED_BANK_ABI,
    findings,
    extraction: document.extraction,
    created_at: document.createdAt.toISOString(),
  };
};

/** A document as every call returns it, with its own findings only. */
export const toUploadedDocument = (document: DocumentEntity): UploadedDocument => toListedDocument(document, []);

/** The spec's parse_results of a document (done false while its parse job is queued or running). */
export const toParseResults = (document: DocumentEntity): ParseResults => {
  const error = errorOf(document.findings);
  const done = document.parseStatus === 'done';
  return {
    done,
    success: done && document.status === 'parsed',
    error,
    message: error?.message ?? null,
    message_key: error?.message_key ?? null,
    findings: document.findings,
    figures: document.figures,
    extraction: document.extraction,
  };
};
