import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PdfFailure, PdfTextItem } from '../documents/pdf/pdf-types.js';
import { isReadable, measureReadability } from '../documents/pdf/text-readability.js';

/** services/income/corpus: the real documents the engine is held to (its README tells how they are made). */
export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'corpus');

export type CorpusKind = 'statements' | 'payslips';

/** One document of the corpus: its anonymised positioned text as the PDF reader gave it, and its ground truth. */
export interface CorpusDocument<Truth> {
  id: string;
  issuer: string;
  country: 'DE' | 'IT';
  producer: string | null;
  creator: string | null;
  /** what the PDF reader says of the whole file (a scan has no text items; a text layer that is not readable text is a scan too) */
  failure: PdfFailure | null;
  items: PdfTextItem[];
  truth: Truth;
}

interface Extract {
  id: string;
  issuer: string;
  country: 'DE' | 'IT';
  pdf: { producer: string | null; creator: string | null; failure: PdfFailure | null };
  items: [number, number, number, number, number, string][];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export const corpusDocuments = <Truth>(kind: CorpusKind, corpusDir = CORPUS_DIR): CorpusDocument<Truth>[] => {
  const folder = join(corpusDir, kind);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.items.json'))
    .sort()
    .map((name) => {
      const extract = readJson<Extract>(join(folder, name));
      const items = extract.items.map(([page, x, y, width, fontSize, text]) => ({ page, x, y, width, fontSize, text }));
      // What the PDF reader says of the text today: an extract made before a check was added is held to it too.
      const readable = isReadable(measureReadability(items.map((item) => item.text).join(' ')));
      return {
        id: extract.id,
        issuer: extract.issuer,
        country: extract.country,
        producer: extract.pdf.producer,
        creator: extract.pdf.creator,
        failure: extract.pdf.failure ?? (readable ? null : 'scan'),
        items,
        truth: readJson<Truth>(join(folder, name.replace('.items.json', '.truth.json'))),
      };
    });
};
