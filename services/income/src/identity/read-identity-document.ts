import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OcrEngine } from './ocr/ocr-engine.js';
import { birthCenturyInDoubt } from './mrz/birth-century.js';
import { inkImages, prepareImage, scaledBand, unblurred, type PreparedImage } from './ocr/prepare-image.js';
import { mrzLineOf, readMrz, readMrzOfReadings, type MrzReading } from './mrz/read-mrz.js';

/** A page is legible when Tesseract reads this many letters and digits with this mean confidence. */
const LEGIBLE_MIN_CHARS = 25;
const LEGIBLE_MIN_CONFIDENCE = 55;
/** A PDF page is rendered at this scale (about 220 dpi): the MRZ comes out large enough. */
const PDF_RENDER_SCALE = 3;
/** The MRZ band is also read binarised this far below and above its Otsu threshold (grey levels). */
const INK_OFFSETS = [-50, -25, 0] as const;
/**
 * An image enlarged more than this to the working width (a 250–500 px photo) is blurred by it: its
 * band is unsharp-masked (UNBLUR_SIGMA, px) before it is read, and also read at SMALL_SCALE of that
 * size (about 1000 px, less blurred, so masked less). Unmasked, OCR reads M as H and S as 5 or 8 there.
 */
const MAX_UPSCALE = 2;
const SMALL_SCALE = 0.625;
const UNBLUR_SIGMA = 1.5;
const UNBLUR_SIGMA_SMALL = 1;

export interface IdentityReading {
  /** the machine-readable zone, when the image has one and OCR found it */
  mrz: MrzReading | null;
  /** the page's printed text (read when no MRZ was found: an ID card's front, a paper ID; and for a birth year in doubt, birth-century.ts) */
  text: string | null;
  /** whether anything was read with confidence: a blurred or dark photo is not */
  legible: boolean;
  /** lines shaped like an MRZ were seen though none could be read */
  mrzSeen: boolean;
}

/** A run of this many fillers marks an MRZ line: printed text has no such runs. */
const FILLER_RUN = /<{4,}/;
/** The shortest MRZ line (TD1) less a few characters OCR may lose. */
const MRZ_MIN_LENGTH = 26;

/** The first page of a PDF as a PNG (a scan or a photo saved as PDF). */
export const renderPdfPage = async (bytes: Uint8Array): Promise<Buffer> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: PDF_RENDER_SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdfjs types its canvas as the DOM's; @napi-rs/canvas is the Node implementation pdfjs supports.
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await task.destroy();
  }
};

/** The MRZ band's images to read: as prepared and binarised at a few thresholds; an enlarged one unblurred, and nearer its own size too. */
const bandImages = async (prepared: PreparedImage): Promise<Buffer[]> => {
  if (prepared.upscale <= MAX_UPSCALE) return [prepared.mrzBand, ...(await inkImages(prepared.mrzBand, INK_OFFSETS))];
  const band = await unblurred(prepared.mrzBand, UNBLUR_SIGMA);
  const nearer = await unblurred(await scaledBand(prepared.mrzBand, SMALL_SCALE), UNBLUR_SIGMA_SMALL);
  return [band, ...(await inkImages(band, INK_OFFSETS)), nearer, ...(await inkImages(nearer, [INK_OFFSETS[1]]))];
};

/**
 * Reads an identity document's image (JPEG, PNG, or a PDF's first page): the MRZ from its band,
 * else from the whole page; without an MRZ, the page's text and whether it is legible at all.
 */
export const readIdentityDocument = async (bytes: Uint8Array, mimeType: string, ocr: OcrEngine, today: string): Promise<IdentityReading> => {
  const image = mimeType === 'application/pdf' ? await renderPdfPage(bytes) : bytes;
  const prepared = await prepareImage(image);
  const readings: string[][] = [];
  for (const band of await bandImages(prepared)) readings.push((await ocr.recognise(band, 'mrz')).lines.map((line) => line.text));
  const banded = readMrzOfReadings(readings);
  if (banded) {
    const text = birthCenturyInDoubt(banded.result.fields.birthDate, today) ? (await ocr.recognise(prepared.page, 'text')).lines.map((line) => line.text).join('\n') : null;
    return { mrz: banded, text, legible: true, mrzSeen: true };
  }
  const page = await ocr.recognise(prepared.page, 'text');
  const lines = page.lines.map((line) => line.text);
  const mrz = readMrz(lines);
  if (mrz) return { mrz, text: lines.join('\n'), legible: true, mrzSeen: true };
  const mrzSeen = [...readings.flat(), ...lines].map(mrzLineOf).some((line) => line.length >= MRZ_MIN_LENGTH && FILLER_RUN.test(line));
  const confident = page.lines.filter((line) => line.confidence >= LEGIBLE_MIN_CONFIDENCE);
  const chars = confident.reduce((count, line) => count + line.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
  return { mrz: null, text: lines.join('\n'), legible: chars >= LEGIBLE_MIN_CHARS && page.confidence >= LEGIBLE_MIN_CONFIDENCE, mrzSeen };
};
