import type { MissingDocument } from '@tenant/contracts';
import { ACCEPTED_UPLOAD_MIME_TYPES, type IdDocumentKind } from '@tenant/domain';
import type { IdentityMessageKey } from '../identity-messages.js';

export interface IdentityUpload {
  idType: string | null;
  side: string | null;
}

/**
 * Which side is missing across the applicant's identity uploads (spec 2§5: front and back for every
 * kind but the passport). A passport is complete with its data page; no identity upload at all is
 * Uploads.AtleastOneDocument's business, not this.
 */
export const missingIdentitySides = (uploads: IdentityUpload[]): IdentityMessageKey[] => {
  if (uploads.length === 0 || uploads.some((upload) => upload.idType === 'PASSPORT')) return [];
  const kinds = new Set(uploads.map((upload) => upload.idType as IdDocumentKind | null));
  const complete = [...kinds].some((kind) => ['front', 'back'].every((side) => uploads.some((upload) => upload.idType === kind && upload.side === side)));
  if (complete) return [];
  const missing: IdentityMessageKey[] = [];
  if (!uploads.some((upload) => upload.side === 'front')) missing.push('Identity.Error.MissingFront');
  if (!uploads.some((upload) => upload.side === 'back')) missing.push('Identity.Error.MissingBack');
  return missing;
};

const SUPPORTED_TYPES = ACCEPTED_UPLOAD_MIME_TYPES.map((mime) => mime.split('/')[1]);

/** The missing sides of each applicant's identity document, as validate-documents and id-documents list them. */
export const identitySidesMissing = (documents: (IdentityUpload & { type: string; applicantId: string })[]): MissingDocument[] => {
  const identity = documents.filter((document) => document.type === 'national_id');
  const applicants = [...new Set(identity.map((document) => document.applicantId))];
  return applicants.flatMap((applicantId) =>
    missingIdentitySides(identity.filter((document) => document.applicantId === applicantId)).map((key) => ({ name: 'national_id', supported_types: SUPPORTED_TYPES, message_key: key })),
  );
};
