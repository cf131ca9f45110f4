import type { UploadedDocument, ValidateDocumentsResponse } from '@tenant/contracts';
import type { ErrorSummaryItem } from '@tenant/ui';
import { translated, type Translator } from './document-state.js';

/** The element id of a file's row (DocumentRow), which a summary link moves focus to. */
export const fileRowId = (documentId: string) => `income-file-${documentId}`;

/** The element id of an upload section, which a missing document's link moves focus to. */
export const uploadSectionId = (type: string) => `income-upload-${type}`;

/** The element id of the upload sections together, where an error about all documents leads. */
export const UPLOADS_ID = 'income-uploads';

/**
 * What a refused Continue lists in the income check's error summary (spec 2§4 Income check): the
 * global error, then one item per problem file that is still listed (a file deleted since leaves the
 * list at once), then each missing document once, linking to its section.
 */
export const validationSummaryItems = (translator: Translator, answer: ValidateDocumentsResponse | null, listed: UploadedDocument[]): ErrorSummaryItem[] => {
  if (!answer || answer.success) return [];
  const present = new Set(listed.map((document) => document.id));
  const items: ErrorSummaryItem[] = [];
  if (answer.global_error) items.push({ field: UPLOADS_ID, message: translated(translator, answer.global_error) });
  for (const problem of answer.document_errors) {
    if (!present.has(problem.document_id)) continue;
    const text = translated(translator, problem.error.message_key || problem.message, problem.error.params);
    items.push({ field: fileRowId(problem.document_id), message: `${problem.file_name}: ${text}` });
  }
  for (const missing of answer.missing_documents) {
    const message = translated(translator, missing.message_key);
    if (!items.some((item) => item.message === message || item.field === uploadSectionId(missing.name))) items.push({ field: uploadSectionId(missing.name), message });
  }
  return items;
};

/** Moves focus to the row or section a summary item names (each has tabIndex -1 for this). */
export const focusSummaryTarget = (id: string) => {
  const target = document.getElementById(id);
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus();
};
