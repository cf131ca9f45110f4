import type { ReportInputs } from './inputs.js';

/** Why a report is still hidden (spec 2§4 Result: hidden or processing while checks run), or null when it may be shown. */
export type PendingReason = 'not-registered' | 'no-documents' | 'documents-processing' | 'not-declared';

/**
 * The hidden-report rule: a report is shown once the applicant is known, at least one document was
 * parsed, no upload is still being parsed (documents/uploaded without its documents/parsed) and, except for rapid
 * applications (which have no confirmation step), the declaration of veridicity was made.
 * Document errors do not hide it: they are the report's messages.
 */
export function pendingReasonOf(inputs: ReportInputs): PendingReason | null {
  if (!inputs.applicant) return 'not-registered';
  if (inputs.documentsProcessing > 0) return 'documents-processing';
  if (!inputs.documents.length) return 'no-documents';
  if (inputs.terms?.applicationType !== 'rapid' && !inputs.veridicity) return 'not-declared';
  return null;
}

/** The rental-pass partner receives the rent report's content; its applicant sees it withheld (spec 2§6). */
export const isContentWithheld = (inputs: ReportInputs): boolean => !!inputs.terms?.rentalPassPartner && (inputs.terms.applicationType ?? 'rent') === 'rent';
