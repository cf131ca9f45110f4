import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@tenant/domain';
import { getDocument, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { countIncrementalUpdates, isTruncated, parsePdfDate, sniffKind } from './pdf-structure.js';
import type { PdfFailure, PdfInspection, PdfReadResult, PdfTextItem } from './pdf-types.js';
import { isReadable, measureReadability } from './text-readability.js';

/** A file the library cannot finish reading in this time is treated as corrupt rather than waited on. */
export const PDF_READ_TIMEOUT_MS = 10_000;

interface DocumentInfo {
  Producer?: unknown;
  Creator?: unknown;
  CreationDate?: unknown;
  ModDate?: unknown;
  EncryptFilterName?: unknown;
  IsLinearized?: unknown;
}

interface TextContentItem {
  str?: string;
  transform?: number[];
  width?: number;
}

const emptyInspection = (bytes: Uint8Array): PdfInspection => ({
  kind: sniffKind(bytes),
  sizeBytes: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  pageCount: 0,
  encrypted: false,
  locked: false,
  hasTextLayer: false,
  producer: null,
  creator: null,
  creationDate: null,
  modDate: null,
  incrementalUpdates: 0,
  truncated: false,
  corrupt: false,
  failure: null,
});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('pdf read timed out')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const readItems = async (document: PDFDocumentProxy): Promise<PdfTextItem[]> => {
  const items: PdfTextItem[] = [];
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
    const page = await document.getPage(pageNumber);
    const height = page.view[3] - page.view[1];
    const content = await page.getTextContent();
    for (const raw of content.items as TextContentItem[]) {
      if (!raw.str || !raw.str.trim() || !raw.transform) continue;
      const [a, b, , , e, f] = raw.transform;
      items.push({
        text: raw.str,
        page: pageNumber,
        x: e,
        y: height - f,
        width: raw.width ?? 0,
        fontSize: Math.hypot(a, b),
      });
    }
    page.cleanup();
  }
  return items;
};

const failed = (inspection: PdfInspection, failure: PdfFailure): PdfReadResult => ({ inspection: { ...inspection, failure }, items: [] });

/**
 * Reads an upload once: what the bytes are (sniffed), the document information, revisions,
 * encryption and the text items with their positions. Never throws: a broken, locked or
 * image-only file is a result with a `failure`, not an exception.
 */
export const readPdf = async (bytes: Uint8Array): Promise<PdfReadResult> => {
  const inspection = emptyInspection(bytes);
  if (bytes.length === 0) return failed(inspection, 'empty');
  if (bytes.length > MAX_UPLOAD_BYTES) return failed(inspection, 'too-large');
  if (inspection.kind !== 'pdf') return failed(inspection, 'not-pdf');
  inspection.truncated = isTruncated(bytes);

  let task: PDFDocumentLoadingTask | undefined;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    task = getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
    const document = await withTimeout(task.promise, PDF_READ_TIMEOUT_MS);
    const { info } = (await withTimeout(document.getMetadata(), PDF_READ_TIMEOUT_MS)) as { info: DocumentInfo };
    inspection.pageCount = document.numPages;
    inspection.encrypted = info.EncryptFilterName != null;
    inspection.producer = text(info.Producer);
    inspection.creator = text(info.Creator);
    inspection.creationDate = parsePdfDate(info.CreationDate);
    inspection.modDate = parsePdfDate(info.ModDate);
    inspection.incrementalUpdates = countIncrementalUpdates(bytes, info.IsLinearized === true);
    const items = await withTimeout(readItems(document), PDF_READ_TIMEOUT_MS);
    // Too little text, or text that is not what is printed (a broken font map, OCR junk), is no text layer: a scan to the applicant.
    inspection.hasTextLayer = isReadable(measureReadability(items.map((item) => item.text).join(' ')));
    if (inspection.truncated) return failed(inspection, 'truncated');
    if (!inspection.hasTextLayer) return failed(inspection, 'scan');
    return { inspection, items };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      return failed({ ...inspection, encrypted: true, locked: true }, 'locked');
    }
    return failed({ ...inspection, corrupt: true }, inspection.truncated ? 'truncated' : 'corrupt');
  } finally {
    await task?.destroy().catch(() => undefined);
  }
};
