import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';

/**
 * Makes a phone photo or a scan OCR-ready (sharp, libvips): upright by EXIF, grey, a working width,
 * uneven light flattened, the skew measured and undone, and the MRZ band cut out.
 */

/** Width the document is read at: OCR-B characters of the MRZ come out 25–40 px high. */
const WORK_WIDTH = 1600;
/**
 * Width of the copy the layout is measured on (skew, document bounds). The service's thread only
 * loops over this small copy's pixels; every full-size step runs in libvips' own threads.
 */
const ANALYSIS_WIDTH = 400;
/** Skews tried when straightening, in degrees either way (a hand-held photo is rarely off by more). */
const MAX_SKEW = 10;
const SKEW_STEP = 0.5;

export interface GreyImage {
  width: number;
  height: number;
  /** one byte per pixel, 0 black … 255 white */
  pixels: Uint8Array;
}

export interface PreparedImage {
  /** the whole document, flattened and straightened (PNG) */
  page: Buffer;
  /** the bottom of the document, where the MRZ lines are printed (PNG) */
  mrzBand: Buffer;
  /** the skew that was undone, degrees */
  skew: number;
  /** how much the image was enlarged to the working width (below 1: made smaller) */
  upscale: number;
}


/**
 * Grey at the working width, as photographed (to tell the document from its surroundings) and with
 * the light flattened (each pixel divided by its neighbourhood's brightness) for reading.
 */
export const greyImages = async (bytes: Uint8Array, width: number): Promise<{ grey: GreyImage; flat: GreyImage }> => {
  const grey = sharp(bytes).rotate().resize({ width }).toColourspace('b-w');
  const { data, info } = await grey.clone().raw().toBuffer({ resolveWithObject: true });
  const background = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(Math.max(8, info.width / 40))
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // Where the neighbourhood itself is dark, this is the desk or a hand, not paper: it reads as blank.
  const paper = Math.min(otsuThreshold(background) * 0.9, 150);
  const pixels = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) pixels[i] = background[i] < paper ? 255 : Math.min(255, Math.round((255 * data[i]) / Math.max(background[i], 1)));
  return { grey: { width: info.width, height: info.height, pixels: new Uint8Array(data) }, flat: { width: info.width, height: info.height, pixels } };
};

/** Otsu's threshold of the grey levels. */
export const otsuThreshold = (pixels: Uint8Array): number => {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value] += 1;
  const total = pixels.length;
  const sumAll = histogram.reduce((sum, count, value) => sum + count * value, 0);
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let value = 0; value < 256; value += 1) {
    below += histogram[value];
    if (below === 0 || below === total) continue;
    sumBelow += value * histogram[value];
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = value;
    }
  }
  return threshold;
};

/**
 * The skew of the text lines: the angle at which the ink's row profile is sharpest (text lines
 * project onto few rows when level). Measured on a small copy; positive is clockwise.
 */
export const measureSkew = async (image: GreyImage): Promise<number> => {
  const step = Math.max(1, Math.floor(image.width / 500));
  const threshold = Math.min(otsuThreshold(image.pixels), 160);
  const ink: [number, number][] = [];
  for (let y = 0; y < image.height; y += step) for (let x = 0; x < image.width; x += step) if (image.pixels[y * image.width + x] < threshold) ink.push([x / step, y / step]);
  const rows = Math.ceil(Math.hypot(image.width, image.height) / step) * 2;
  let best = { angle: 0, score: -1 };
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW; angle += SKEW_STEP) {
    await nextTurn();
    const radians = (angle * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    const profile = new Float64Array(rows);
    for (const [x, y] of ink) profile[Math.round(y * cos - x * sin) + rows / 2] += 1;
    const score = profile.reduce((sum, count) => sum + count * count, 0);
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
};

/** The image turned by `angle` degrees (the skew undone with its opposite), `fill` where the corners open. */
const rotated = async (image: GreyImage, angle: number, fill: number): Promise<GreyImage> => {
  if (angle === 0) return image;
  const { data, info } = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(angle, { background: { r: fill, g: fill, b: fill } })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height) };
};

/** The MRZ sits in the bottom part of the data page (TD3: about a fifth) and of the card's back (TD1: about two fifths). */
const MRZ_ZONE_SHARE = 0.42;

/**
 * The document on the photo: the rows and columns that are mostly paper (brighter than Otsu's
 * threshold of the unflattened grey), so a desk or a hand around it is left out. The whole image
 * when it is all paper (a scan).
 */
export const documentBounds = (image: GreyImage): { top: number; bottom: number; left: number; right: number } => {
  const threshold = otsuThreshold(image.pixels);
  const rowPaper = new Array<number>(image.height).fill(0);
  const columnPaper = new Array<number>(image.width).fill(0);
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1)
      if (image.pixels[y * image.width + x] >= threshold) {
        rowPaper[y] += 1;
        columnPaper[x] += 1;
      }
  const rows = rowPaper.map((count, y) => (count > image.width * 0.5 ? y : -1)).filter((y) => y >= 0);
  const columns = columnPaper.map((count, x) => (count > image.height * 0.5 ? x : -1)).filter((x) => x >= 0);
  if (rows.length < image.height * 0.2 || columns.length < image.width * 0.2) return { top: 0, bottom: image.height - 1, left: 0, right: image.width - 1 };
  return { top: rows[0], bottom: rows[rows.length - 1], left: columns[0], right: columns[columns.length - 1] };
};

/** The bottom share of the document where the MRZ is printed, with a small margin around it. */
export const findMrzBand = (grey: GreyImage): { top: number; bottom: number; left: number; right: number } => {
  const bounds = documentBounds(grey);
  const height = bounds.bottom - bounds.top + 1;
  const margin = Math.round(height * 0.03);
  return {
    top: Math.max(0, Math.round(bounds.bottom - height * MRZ_ZONE_SHARE)),
    bottom: Math.min(grey.height - 1, bounds.bottom + margin),
    left: Math.max(0, bounds.left - margin),
    right: Math.min(grey.width - 1, bounds.right + margin),
  };
};


/** The full-size page with the light flattened, in libvips: each pixel divided by its blurred neighbourhood (colour dodge with the negated blur). */
const flattenedPage = async (upright: Buffer): Promise<Buffer> => {
  const { width = WORK_WIDTH } = await sharp(upright).metadata();
  const background = await sharp(upright).blur(Math.max(8, width / 40)).negate().toBuffer();
  return sharp(upright).composite([{ input: background, blend: 'colour-dodge' }]).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
};

/** The page and its MRZ band, ready for Tesseract. */
export const prepareImage = async (bytes: Uint8Array): Promise<PreparedImage> => {
  const source = await sharp(bytes).metadata();
  // EXIF orientations 5–8 turn the image a quarter: its width is then the stored height
  const sourceWidth = (source.orientation ?? 1) >= 5 ? source.height : source.width;
  const upright = await sharp(bytes).rotate().resize({ width: WORK_WIDTH }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
  const [small, flat] = await Promise.all([greyImages(upright, ANALYSIS_WIDTH), flattenedPage(upright)]);
  const skew = await measureSkew(small.flat);
  const straight = await sharp(flat).rotate(-skew, { background: '#ffffff' }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
  const { width = WORK_WIDTH, height = WORK_WIDTH } = await sharp(straight).metadata();
  await nextTurn();
  const straightSmall = await rotated(small.grey, -skew, 0);
  const band = findMrzBand(straightSmall);
  const scale = width / straightSmall.width;
  const left = Math.min(width - 1, Math.floor(band.left * scale));
  const top = Math.min(height - 1, Math.floor(band.top * scale));
  const region = { left, top, width: Math.max(1, Math.min(width - left, Math.ceil((band.right - band.left + 1) * scale))), height: Math.max(1, Math.min(height - top, Math.ceil((band.bottom - band.top + 1) * scale))) };
  return { page: straight, mrzBand: await sharp(straight).extract(region).png({ compressionLevel: 1 }).toBuffer(), skew, upscale: WORK_WIDTH / Math.max(1, sourceWidth ?? WORK_WIDTH) };
};

/**
 * The MRZ band as black ink on white at a few thresholds around Otsu's of the band's own histogram:
 * OCR-B on a guilloche or a faint print reads best binarised, and which threshold keeps every stroke
 * differs from document to document, so each is read and the readings vote (read-mrz.ts).
 */
export const inkImages = async (band: Buffer, offsets: readonly number[]): Promise<Buffer[]> => {
  const { data, info } = await sharp(band).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const otsu = otsuThreshold(new Uint8Array(data.buffer, data.byteOffset, data.length));
  return Promise.all(
    offsets.map((offset) => {
      const threshold = Math.max(1, Math.min(254, otsu + offset));
      return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
        .threshold(threshold)
        .png({ compressionLevel: 1 })
        .toBuffer();
    }),
  );
};

/** The band at a share of its width (a small image enlarged to the working width is also read nearer its own size). */
export const scaledBand = async (band: Buffer, share: number): Promise<Buffer> => {
  const { width = WORK_WIDTH } = await sharp(band).metadata();
  return sharp(band).resize({ width: Math.round(width * share) }).png({ compressionLevel: 1 }).toBuffer();
};

/** The band unsharp-masked with a Gaussian of `sigma` px: the blur of an enlargement undone. */
export const unblurred = async (band: Buffer, sigma: number): Promise<Buffer> => sharp(band).sharpen({ sigma }).png({ compressionLevel: 1 }).toBuffer();
