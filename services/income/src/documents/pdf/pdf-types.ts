/** What the bytes of an upload are, sniffed from the content (never from the name). */
export type SniffedKind = 'pdf' | 'png' | 'jpeg' | 'unknown';

/**
 * Why a file cannot be read as a document. Each one has its own catalogued message
 * (statements/statement-messages.ts maps them to keys).
 */
export type PdfFailure = 'empty' | 'too-large' | 'not-pdf' | 'truncated' | 'corrupt' | 'locked' | 'scan';

export interface PdfInspection {
  kind: SniffedKind;
  sizeBytes: number;
  sha256: string;
  pageCount: number;
  /** An /Encrypt dictionary is present (an owner password alone still opens the file). */
  encrypted: boolean;
  /** The file needs a password to open: the 'locked' case. */
  locked: boolean;
  /** false for image-only files and for text layers that are not readable text (text-readability.ts): both fail 'scan'. */
  hasTextLayer: boolean;
  producer: string | null;
  creator: string | null;
  /** ISO 8601, from the document information dictionary. */
  creationDate: string | null;
  modDate: string | null;
  /** Revisions appended after the first save (each incremental update adds one). */
  incrementalUpdates: number;
  truncated: boolean;
  corrupt: boolean;
  failure: PdfFailure | null;
}

/** One run of text as the PDF draws it; y grows downwards from the top of its page. */
export interface PdfTextItem {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** A run of neighbouring items on one line: what a reader sees as one table cell. */
export interface PdfCell {
  text: string;
  x: number;
  right: number;
}

export interface PdfLine {
  page: number;
  y: number;
  cells: PdfCell[];
  /** The cells joined by single spaces. */
  text: string;
}

export interface PdfReadResult {
  inspection: PdfInspection;
  items: PdfTextItem[];
}
