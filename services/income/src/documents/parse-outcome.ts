import type { DocumentExtraction, DocumentFinding, StatementFigures } from '@tenant/contracts';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { NormalisedStatement } from '../statements/statement-types.js';

/** What a parse stores on its document (repositories/documents.repository.ts finishParse). */
export type ParseOutcome = Pick<DocumentEntity, 'status' | 'findings' | 'figures' | 'statement' | 'extraction'>;

const errorsFirst = (findings: DocumentFinding[]): DocumentFinding[] => [...findings].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));

/** A parse's result: parsed with error when any finding blocks. */
export const outcome = (
  findings: DocumentFinding[],
  figures: StatementFigures | null = null,
  statement: NormalisedStatement | null = null,
  extraction: DocumentExtraction | null = null,
): ParseOutcome => ({
  status: findings.some((finding) => finding.level === 'error') ? 'parsed with error' : 'parsed',
  findings: errorsFirst(findings),
  figures,
  statement,
  extraction,
});
