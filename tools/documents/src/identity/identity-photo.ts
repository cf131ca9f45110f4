import sharp from 'sharp';

export interface PhotoOptions {
  /** degrees, clockwise */
  rotation?: number;
  /** Gaussian blur sigma in pixels of the clean render */
  blur?: number;
  /** 0 (even) … 1 (one corner in shadow) */
  shadow?: number;
  /** JPEG quality */
  quality?: number;
  /** width of the final photo in pixels */
  width?: number;
}

/** A plausible phone photo: slightly turned, a little out of focus, lit from one side, JPEG. */
export const PHONE_PHOTO: Required<PhotoOptions> = { rotation: 3.5, blur: 1.2, shadow: 0.45, quality: 78, width: 1800 };

/**
 * The document photographed on a desk: laid on a darker surface with a margin, turned, blurred,
 * shaded by a light gradient (one corner darker, as under a desk lamp) and saved as a phone JPEG.
 */
export const photographed = async (document: Buffer, options: PhotoOptions = {}): Promise<Buffer> => {
  const { rotation, blur, shadow, quality, width } = { ...PHONE_PHOTO, ...options };
  const meta = await sharp(document).metadata();
  const margin = Math.round((meta.width ?? 1000) * 0.08);
  // sharp orders a pipeline's steps itself (rotate before extend, composite after resize): one pipeline per step.
  const desk = '#6b5a4a';
  const laid = await sharp(document).flatten({ background: desk }).extend({ top: margin, bottom: margin, left: margin, right: margin, background: desk }).png().toBuffer();
  const onDesk = await sharp(laid)
    .rotate(rotation, { background: desk })
    .blur(blur > 0.3 ? blur : undefined)
    .png()
    .toBuffer()
    .then((turned) => sharp(turned).resize({ width }).png().toBuffer());
  const size = await sharp(onDesk).metadata();
  const w = size.width ?? 0;
  const h = size.height ?? 0;
  // The lamp: a diagonal light falloff, drawn small and stretched over the photo.
  const cells = 32;
  const light = Buffer.alloc(cells * cells * 3);
  for (let y = 0; y < cells; y += 1)
    for (let x = 0; x < cells; x += 1) light.fill(Math.round(255 * (1 - (shadow * (x + y)) / (2 * (cells - 1)))), (y * cells + x) * 3, (y * cells + x + 1) * 3);
  const lamp = await sharp(light, { raw: { width: cells, height: cells, channels: 3 } }).resize(w, h, { fit: 'fill', kernel: 'linear' }).png().toBuffer();
  return sharp(onDesk)
    .composite([{ input: lamp, blend: 'multiply' }])
    .jpeg({ quality })
    .toBuffer();
};
