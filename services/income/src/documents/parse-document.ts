import type { DocumentEntity } from '../entities/document.entity.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { parserOf } from './document-parsers.js';
import type { ParseContext } from './parse-context.js';
import { outcome, type ParseOutcome } from './parse-outcome.js';

/** Never throws: a parser that fails is the catalogued parse exception of that file. */
export async function parseDocument(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  try {
    return await parserOf(document.type)(document, bytes, context);
  } catch {
    return outcome([{ key: DOCUMENT_MESSAGES.parseException, level: 'error', source: document.id }]);
  }
}
