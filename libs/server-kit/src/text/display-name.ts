/**
 * Characters a name shown to people has no use for: C0 and C1 controls and DEL, the bidirectional
 * marks, embeddings, overrides and isolates (U+202E turns `\u202efdp.exe` into "exe.pdf" on screen),
 * the zero-width ones and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A name as the product stores and shows it (an uploaded file's, a document's description):
 * NFC-normalised, without hidden characters, trimmed, cut to `maxLength` code points; null when
 * nothing is left. HTML in it stays text: every output escapes it (React, the report's HTML, mails are text).
 */
export const displayName = (text: string | null | undefined, maxLength: number): string | null => {
  const cleaned = (text ?? '').normalize('NFC').replace(HIDDEN_CHARACTERS, '').trim();
  return Array.from(cleaned).slice(0, maxLength).join('').trim() || null;
};

/**
 * Multer's options for uploads: file names in a multipart header are UTF-8, as browsers send them
 * (busboy's default reads them as Latin-1, so "März.pdf" became "MÃ¤rz.pdf").
 */
export const MULTIPART_NAME_OPTIONS = { defParamCharset: 'utf8' } as const;
