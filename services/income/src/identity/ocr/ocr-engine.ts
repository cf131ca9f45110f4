import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * Tesseract's English model from the installed @tesseract.js-data/eng package; nothing is downloaded
 * at run time. The 4.0.0 model carries the legacy (character-shape) engine, which is what reads the
 * MRZ: the LSTM engine, trained on prose, reads OCR-B's runs of '<' as K and L and cannot be held to
 * the MRZ's alphabet as strictly. The worker unpacks the gzipped model into cachePath once.
 */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
const CACHE_PATH = join(tmpdir(), 'tenant-income-tessdata', '4.0.0');

/** What the MRZ may contain (ICAO 9303): capitals, digits and the filler. */
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export interface OcrLine {
  text: string;
  /** 0–100 */
  confidence: number;
}

export interface OcrResult {
  lines: OcrLine[];
  /** 0–100, Tesseract's mean word confidence */
  confidence: number;
}

export type OcrMode = 'mrz' | 'text';

/**
 * One Tesseract worker, created on first use and kept (loading the model takes about a second): the
 * worker runs in a worker thread, so recognising never blocks the service's event loop. Jobs reach
 * it one at a time from the identity queue (IDENTITY_OCR_QUEUE); calls are serialised here too, so a
 * direct caller (tests, benchmark) cannot interleave parameter changes.
 */
/** Tesseract's init variables; classify_enable_learning is one tesseract.js's InitOptions type does not list. */
const TESSERACT_INIT = { load_system_dawg: '0', load_freq_dawg: '0', classify_enable_learning: '0' };

export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private mode: OcrMode | null = null;

  /** Recognises a prepared (grey, upright) PNG; 'mrz' restricts the alphabet and reads one block of lines. */
  recognise(image: Buffer, mode: OcrMode): Promise<OcrResult> {
    const run = this.queue.then(() => this.run(image, mode));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.mode = null;
    if (worker) await (await worker).terminate();
  }

  private async run(image: Buffer, mode: OcrMode): Promise<OcrResult> {
    const worker = await this.start();
    if (this.mode !== mode) {
      await worker.setParameters(
        mode === 'mrz'
          ? { tessedit_char_whitelist: MRZ_ALPHABET, tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' }
          : { tessedit_char_whitelist: '', tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' },
      );
      this.mode = mode;
    }
    const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)).map((line) => ({ text: line.text.trim(), confidence: line.confidence }));
    return { lines, confidence: data.confidence };
  }

  private start(): Promise<Worker> {
    if (!this.worker) {
      mkdirSync(CACHE_PATH, { recursive: true });
      // No dictionaries: MRZ lines and names are not English words. No adaptive learning: the worker
      // reads every applicant's document, and one document's reading must not depend on those before it.
      this.worker = createWorker('eng', OEM.TESSERACT_ONLY, { langPath: LANG_PATH, cachePath: CACHE_PATH, gzip: true }, TESSERACT_INIT);
      this.worker.catch(() => (this.worker = null));
    }
    return this.worker;
  }
}

let shared: OcrEngine | null = null;

/** The service's one OCR engine (one Tesseract worker), shared by the identity parse jobs. */
export const identityOcr = (): OcrEngine => (shared ??= new OcrEngine());

/** Stops the shared engine's worker thread (service shutdown). */
export const stopIdentityOcr = async (): Promise<void> => {
  const engine = shared;
  shared = null;
  await engine?.stop();
};
