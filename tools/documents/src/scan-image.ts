import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A grey-scale PNG that looks like a photocopied page: a slightly grey background with dark
 * bars where the text lines of a statement would be. It carries no text layer.
 */
export const scannedPagePng = (width = 620, height = 877): Buffer => {
  const raw = Buffer.alloc((width + 1) * height, 0);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    const inLine = y > 60 && y % 14 < 7 && y < height - 60;
    for (let x = 0; x < width; x += 1) {
      const ink = inLine && x > 40 && x < width - 40 && ((x * 7 + y * 3) % 53 > 8);
      raw[y * (width + 1) + 1 + x] = ink ? 40 : 235 - ((x * 31 + y * 17) % 9);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};
