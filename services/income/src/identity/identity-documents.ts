import type { IdDocumentsResponse } from '@tenant/contracts';
import { toListedDocument } from '../documents/document.mapper.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { identitySidesMissing } from './checks/identity-sides.js';
import { sidesAgreeFindings } from './checks/sides-agree.js';

/**
 * A person's identity documents of an application as the personal-details step lists them: each side
 * with its findings, a front that does not match its back shown on its row too, and the side still
 * missing (Identity.Error.MissingFront|MissingBack).
 */
export function identityDocumentsOf(documents: DocumentEntity[], applicantId: string): Omit<IdDocumentsResponse, 'success'> {
  const own = documents.filter((document) => document.type === 'national_id' && document.applicantId === applicantId);
  const across = sidesAgreeFindings(own);
  return { documents: own.map((document) => toListedDocument(document, across.filter((finding) => finding.source === document.id))), missing_documents: identitySidesMissing(own) };
}
